import { timeAgo } from './timeAgo';

const now = new Date('2026-11-23T12:00:00Z');

describe('timeAgo', () => {
  it('says how long ago in words, from PocketBase and ISO dates', () => {
    expect(timeAgo('2026-11-23 11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-23 11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-22 10:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-02 12:00:00.000Z', now)).toBe('3 weeks ago');
    expect(timeAgo('2025-11-01 12:00:00.000Z', now)).toBe('last year');
  });

  it('treats a clock ahead of ours as now, and an unreadable date as nothing', () => {
    expect(timeAgo('2026-11-23 12:00:05.000Z', now)).toBe('just now');
    expect(timeAgo('', now)).toBe('');
  });
});
