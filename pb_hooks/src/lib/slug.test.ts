import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['Residential', 'residential'],
    ['Commercial Buildings', 'commercial-buildings'],
    ['Interior & Décor', 'interior-and-decor'],
    ['  Renovation -- Works!  ', 'renovation-works'],
    ['Hotels 2024', 'hotels-2024'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('falls back when nothing Latin is left', () => {
    expect(slugify('නිවාස')).toBe(FALLBACK_SLUG);
    expect(slugify('!!!')).toBe(FALLBACK_SLUG);
  });

  it('caps the length without a trailing dash', () => {
    const slug = slugify('a '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('residential', () => false)).toBe('residential');
  });

  it('numbers a taken slug from 2', () => {
    const used = new Set(['residential', 'residential-2']);
    expect(uniqueSlug('residential', (s) => used.has(s))).toBe('residential-3');
  });
});
