import { describe, expect, it } from 'vitest';
import { DEFAULT_PENDING_MAX_AGE_DAYS, pendingMaxAgeDays, pocketBaseDate } from './pendingAccounts';

describe('pendingMaxAgeDays', () => {
  it('reads a positive number of days, fractions included', () => {
    expect(pendingMaxAgeDays('7')).toBe(7);
    expect(pendingMaxAgeDays('0.5')).toBe(0.5);
  });

  it('falls back to the default for anything else', () => {
    for (const raw of [undefined, '', '0', '-3', 'seven', 'Infinity']) {
      expect(pendingMaxAgeDays(raw)).toBe(DEFAULT_PENDING_MAX_AGE_DAYS);
    }
  });
});

describe('pocketBaseDate', () => {
  it('writes the datetime as PocketBase stores it', () => {
    expect(pocketBaseDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02 03:04:05.678Z');
  });
});
