import { describe, expect, it } from 'vitest';
import { declarationOf } from './content';
import { ROUTE_BODY_LIMITS, routeBodyLimit } from './limits';

describe('ROUTE_BODY_LIMITS', () => {
  it('gives a quote request room for every text field at its longest, 4 bytes a character, and 4 KB more', () => {
    const fields = Object.values(declarationOf('inquiries')!.fields);
    const characters = fields.reduce((sum, f) => sum + ('max' in f ? f.max : 0), 0);
    expect(characters).toBeGreaterThan(3000);
    expect(routeBodyLimit('POST', '/api/collections/inquiries/records')).toBeGreaterThanOrEqual(characters * 4 + 4096);
  });

  it('is null for other routes and methods', () => {
    expect(routeBodyLimit('POST', '/api/collections/projects/records')).toBeNull();
    expect(routeBodyLimit('GET', '/api/site/beacon')).toBeNull();
    expect(routeBodyLimit('POST', '/api/site/beacon')).toBe(ROUTE_BODY_LIMITS[0].bytes);
  });
});
