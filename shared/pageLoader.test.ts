import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_LOADER_HASH, PAGE_LOADER_SCRIPT } from './pageLoader';

describe('the page loader', () => {
  it('is allowed by its own hash: PAGE_LOADER_HASH is the SHA-256 of PAGE_LOADER_SCRIPT', () => {
    const digest = createHash('sha256').update(PAGE_LOADER_SCRIPT, 'utf8').digest('base64');
    expect(PAGE_LOADER_HASH).toBe(`'sha256-${digest}'`);
  });

  it('is a classic script that can sit inside a <script> element', () => {
    expect(() => new Function(PAGE_LOADER_SCRIPT)).not.toThrow();
    expect(PAGE_LOADER_SCRIPT).not.toMatch(/<\/script|<!--|\bimport\b|\bexport\b/i);
  });
});
