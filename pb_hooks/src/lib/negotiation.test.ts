import { describe, expect, it } from 'vitest';
import { accepts, encodingsToTry } from './negotiation';

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

describe('encodingsToTry (RFC 9110 §12.5.3)', () => {
  const OFFERED = ['br', 'gzip'];

  it('follows the client’s q-values, ties in the server’s order, identity last', () => {
    expect(encodingsToTry('gzip, deflate, br', OFFERED)).toEqual(['br', 'gzip', 'identity']);
    expect(encodingsToTry('br;q=0.1, gzip;q=1', OFFERED)).toEqual(['gzip', 'br', 'identity']);
    expect(encodingsToTry('gzip;q=0.8, br;q=0.9', OFFERED)).toEqual(['br', 'gzip', 'identity']);
    expect(encodingsToTry('GZIP ; Q=0.5', OFFERED)).toEqual(['gzip', 'identity']);
  });

  it('refuses a coding with q=0, in any spelling of zero', () => {
    expect(encodingsToTry('br;q=0, gzip', OFFERED)).toEqual(['gzip', 'identity']);
    expect(encodingsToTry('br;q=0.000, gzip;q=0.0', OFFERED)).toEqual(['identity']);
    expect(encodingsToTry('br; q=0 , gzip', OFFERED)).toEqual(['gzip', 'identity']);
  });

  it('reads * as every coding not named, and identity as acceptable unless refused', () => {
    expect(encodingsToTry('*', OFFERED)).toEqual(['br', 'gzip', 'identity']);
    expect(encodingsToTry('*;q=0.5, gzip', OFFERED)).toEqual(['gzip', 'br', 'identity']);
    expect(encodingsToTry('br, *;q=0', OFFERED)).toEqual(['br']);
    expect(encodingsToTry('gzip, identity;q=0', OFFERED)).toEqual(['gzip']);
    expect(encodingsToTry('identity', OFFERED)).toEqual(['identity']);
  });

  it('stops at identity when the client prefers no coding', () => {
    expect(encodingsToTry('identity;q=1, gzip;q=0.5', OFFERED)).toEqual(['identity']);
    expect(encodingsToTry('', OFFERED)).toEqual(['identity']);
  });

  it('leaves out an element whose q is not a q-value', () => {
    expect(encodingsToTry('br;q=2, gzip', OFFERED)).toEqual(['gzip', 'identity']);
    expect(encodingsToTry('br;q=abc, gzip;q=0.5', OFFERED)).toEqual(['gzip', 'identity']);
    expect(encodingsToTry('x-gzip', OFFERED)).toEqual(['identity']);
  });
});
