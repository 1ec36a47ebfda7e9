import { describe, expect, it } from 'vitest';
import { cut, hourOf, rowKind } from './requestLogBounds';

describe('the request log bounds', () => {
  it('counts writes, errors and app messages as notable; successful reads and every 429 as routine', () => {
    expect(rowKind('request', 'POST', 200)).toBe('notable');
    expect(rowKind('request', 'DELETE', 404)).toBe('notable');
    expect(rowKind('request', 'GET', 500)).toBe('notable');
    expect(rowKind('', '', 0)).toBe('notable');
    expect(rowKind('request', 'GET', 200)).toBe('routine');
    expect(rowKind('request', 'HEAD', 404)).toBe('notable');
    expect(rowKind('request', 'HEAD', 304)).toBe('routine');
    expect(rowKind('request', 'POST', 429)).toBe('routine');
  });

  it('cuts long texts with an ellipsis and leaves short ones', () => {
    expect(cut('abcdef', 3)).toBe('abc…');
    expect(cut('abc', 3)).toBe('abc');
  });

  it('names the clock hour of a time', () => {
    expect(hourOf(Date.UTC(2026, 10, 26, 13, 59, 59))).toBe(hourOf(Date.UTC(2026, 10, 26, 13, 0, 0)));
    expect(hourOf(Date.UTC(2026, 10, 26, 14, 0, 0))).not.toBe(hourOf(Date.UTC(2026, 10, 26, 13, 59, 59)));
  });
});
