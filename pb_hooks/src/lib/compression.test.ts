import { describe, expect, it } from 'vitest';
import { shouldCompress } from './compression';

describe('shouldCompress', () => {
  it.each([
    '/',
    '/projects/residential/abc',
    '/assets/index-abc.js',
    '/assets/index-abc.css',
    '/sitemap.xml',
    '/api/collections/projects/records',
  ])('compresses %s', (path) => expect(shouldCompress(path)).toBe(true));

  it('leaves uploaded files (images) alone', () => {
    expect(shouldCompress('/api/files/pbc_1/rec1/cover.jpg')).toBe(false);
    expect(shouldCompress('/api/files/pbc_1/rec1/cover.jpg?thumb=480x320')).toBe(false);
  });
});
