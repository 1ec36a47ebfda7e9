import { describe, expect, it } from 'vitest';
import { tagline } from './siteDefaults';

describe('tagline', () => {
  it('uses the seed text when no years are set', () => {
    expect(tagline()).toBe('Building Trust, Delivering Excellence for Over 24 Years.');
    expect(tagline(0)).toBe('Building Trust, Delivering Excellence for Over 24 Years.');
  });

  it('uses the years of experience when set', () => {
    expect(tagline(31)).toBe('Building Trust, Delivering Excellence for Over 31 Years.');
  });
});
