import { describe, expect, it } from 'vitest';
import { PAGE_LOADER_HASH as SHARED_HASH } from '../../../shared/pageLoader';
import { PAGE_LOADER_HASH, SITE_CSP, securityHeadersFor } from './securityHeaders';

describe('the site CSP', () => {
  it('allows scripts from this origin and the page loader by its hash, nothing else inline', () => {
    expect(PAGE_LOADER_HASH).toBe(SHARED_HASH);
    const scriptSrc = SITE_CSP.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${SHARED_HASH}`);
    expect(securityHeadersFor('/')['Content-Security-Policy']).toBe(SITE_CSP);
  });
});
