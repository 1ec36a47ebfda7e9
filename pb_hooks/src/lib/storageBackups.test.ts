import { describe, expect, it } from 'vitest';
import { knownGone, type Manifest } from './storageBackups';

const DAY = 24 * 3600;
const now = Date.parse('2026-12-07T03:00:00Z') / 1000;
const manifest = (backup: string, daysAgo: number, deleted?: string): Manifest => ({
  backup,
  created: new Date((now - daysAgo * DAY) * 1000).toISOString(),
  files: [],
  location: 'local',
  ...(deleted ? { deleted } : {}),
});
/** `count` scheduled backups, one a day, the newest `newestDaysAgo` old. */
const scheduled = (count: number, newestDaysAgo = 0) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`@auto_pb_backup_site_${i}.zip`, now - (newestDaysAgo + i) * DAY]),
  );

describe('knownGone: a backup not seen is freed only on evidence (issue 36)', () => {
  it('an empty or moved-aside list proves nothing', () => {
    expect(knownGone(manifest('@auto_pb_backup_site_old.zip', 30), {}, 14)).toBe(false);
    expect(knownGone(manifest('drill.zip', 30), {}, 14)).toBe(false);
  });

  it('a backup this server deleted is gone', () => {
    expect(knownGone(manifest('drill.zip', 3, '2026-12-06T00:00:00Z'), {}, 14)).toBe(true);
  });

  it('a scheduled backup with as many newer scheduled ones as the schedule keeps was rotated', () => {
    const old = manifest('@auto_pb_backup_site_old.zip', 20);
    expect(knownGone(old, scheduled(13), 14)).toBe(false);
    expect(knownGone(old, scheduled(14), 14)).toBe(true);
    // Newer only counts: the same number older than it is not the schedule's rotation.
    expect(knownGone(old, scheduled(14, 21), 14)).toBe(false);
    // No limit: the schedule rotates nothing; a backup by hand is never rotated.
    expect(knownGone(old, scheduled(30), 0)).toBe(false);
    expect(knownGone(manifest('drill.zip', 20), scheduled(30), 14)).toBe(false);
  });
});
