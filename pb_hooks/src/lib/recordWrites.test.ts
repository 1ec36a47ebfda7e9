import { describe, expect, it } from 'vitest';
import { recordWriteTarget, sameInstant } from './recordWrites';

describe('recordWriteTarget', () => {
  it('picks the updates and deletes of one record', () => {
    expect(recordWriteTarget('PATCH', '/api/collections/projects/records/abc123')).toEqual({
      collection: 'projects',
      id: 'abc123',
    });
    expect(recordWriteTarget('DELETE', '/api/collections/Footer_menu/records/x%20y/')).toEqual({
      collection: 'Footer_menu',
      id: 'x y',
    });
  });

  it('leaves every other request alone', () => {
    expect(recordWriteTarget('POST', '/api/collections/projects/records')).toBeNull();
    expect(recordWriteTarget('GET', '/api/collections/projects/records/abc')).toBeNull();
    expect(recordWriteTarget('PATCH', '/api/settings')).toBeNull();
    expect(recordWriteTarget('PATCH', '/api/collections/projects/records/abc/extra')).toBeNull();
  });
});

describe('sameInstant', () => {
  it('reads PocketBase and ISO spellings of one instant alike', () => {
    expect(sameInstant('2026-01-02 03:04:05.678Z', '2026-01-02T03:04:05.678Z')).toBe(true);
    expect(sameInstant('2026-01-02 03:04:05.678Z', '2026-01-02 03:04:05.679Z')).toBe(false);
  });
});
