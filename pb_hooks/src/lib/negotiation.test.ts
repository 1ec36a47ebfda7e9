import { describe, expect, it } from 'vitest';
import { accepts } from './negotiation';

describe('accepts', () => {
  it('takes a named token, in any case, with or without a q above 0', () => {
    expect(accepts('gzip, deflate, br', 'gzip')).toBe(true);
    expect(accepts('GZIP;q=0.5', 'gzip')).toBe(true);
    expect(accepts('image/avif,image/webp,image/apng,*/*;q=0.8', 'image/webp')).toBe(true);
    expect(accepts('image/webp', 'IMAGE/WEBP')).toBe(true);
  });

  it('refuses a token with q=0, one that is only part of another, and an empty header', () => {
    expect(accepts('gzip;q=0, br', 'gzip')).toBe(false);
    expect(accepts('image/webp; q=0', 'image/webp')).toBe(false);
    expect(accepts('x-gzip', 'gzip')).toBe(false);
    expect(accepts('image/webpx', 'image/webp')).toBe(false);
    expect(accepts('', 'gzip')).toBe(false);
  });

  it('does not read a wildcard as the token', () => {
    expect(accepts('*/*', 'image/webp')).toBe(false);
    expect(accepts('image/png,image/*;q=0.8', 'image/webp')).toBe(false);
    expect(accepts('*', 'gzip')).toBe(false);
  });
});
