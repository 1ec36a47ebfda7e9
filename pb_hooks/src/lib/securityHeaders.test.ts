import { describe, expect, it } from 'vitest';
import { PAGE_LOADER_HASH as SHARED_HASH } from '../../../shared/pageLoader';
import { headersToSet, PAGE_LOADER_HASH, POCKETBASE_HEADERS, SITE_CSP, securityHeadersFor } from './securityHeaders';

describe('the site CSP', () => {
  it('allows scripts from this origin and the page loader by its hash, nothing else inline', () => {
    expect(PAGE_LOADER_HASH).toBe(SHARED_HASH);
    const scriptSrc = SITE_CSP.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${SHARED_HASH}`);
    expect(securityHeadersFor('/')['Content-Security-Policy']).toBe(SITE_CSP);
  });
});

describe('the headers the hooks set', () => {
  it('are every security header but those PocketBase already sends with the same value', () => {
    const all = securityHeadersFor('/');
    const set = headersToSet('/');
    for (const [name, value] of Object.entries(all)) {
      if (POCKETBASE_HEADERS[name] === value) expect(set[name]).toBeUndefined();
      else expect(set[name]).toBe(value);
    }
    // PocketBase's own X-Frame-Options is SAMEORIGIN: DENY is set over it.
    expect(set['X-Frame-Options']).toBe('DENY');
    expect(Object.keys(set)).toHaveLength(4);
  });
});
