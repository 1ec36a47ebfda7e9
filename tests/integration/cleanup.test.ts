/**
 * Cleaning up after crashes (issue 14, item 9): files a killed upload left in storage (listed by
 * no record, with their thumbs, or of a record that is gone) are removed once a day old, Go's
 * multipart temp files once an hour old; what records list, fresh files and other temp files stay. The
 * daily cron runs the same function as the superusers' POST /api/site/cleanup.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, pngFile } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'pb-tmp-'));
  server = await startPocketBase({ env: { TMPDIR: tmp } });
});

afterAll(async () => {
  await server?.dispose();
  await rm(tmp, { recursive: true, force: true });
});

/** Writes a file whose modification time is `ageSeconds` ago. */
async function plant(file: string, ageSeconds: number): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'left behind');
  const when = new Date(Date.now() - ageSeconds * 1000);
  await utimes(file, when, when);
  return file;
}

async function age(file: string, ageSeconds: number): Promise<void> {
  const when = new Date(Date.now() - ageSeconds * 1000);
  await utimes(file, when, when);
}

describe('POST /api/site/cleanup', () => {
  it('removes what no record lists and stale multipart files, and keeps everything else', async () => {
    const root = await server.superuser();
    const project = await createRecord(root, 'projects');
    const saved = await root.collection('projects').update(project.id, { coverImage: pngFile('cover.png') });
    expect((await fetch(`${server.url}/api/files/projects/${project.id}/${saved.coverImage}?thumb=480x0`)).ok).toBe(
      true,
    );
    const collection = await root.collections.getOne('projects');
    const recordDir = path.join(server.dataDir, 'storage', collection.id, project.id);
    const cover = path.join(recordDir, saved.coverImage);
    const coverThumb = path.join(recordDir, `thumbs_${saved.coverImage}`, `480x0_${saved.coverImage}`);
    const HOUR = 3600;
    const DAY = 24 * HOUR;
    await age(cover, 2 * DAY);
    await age(coverThumb, 2 * DAY);

    // Objects in storage are kept a day, temp files an hour.
    const orphan = await plant(path.join(recordDir, 'orphan_abc123.png'), 2 * DAY);
    const orphanThumb = await plant(
      path.join(recordDir, 'thumbs_orphan_abc123.png', '480x320_orphan_abc123.png'),
      2 * DAY,
    );
    const goneRecord = await plant(
      path.join(server.dataDir, 'storage', collection.id, 'gonerecord12345', 'x.png'),
      2 * DAY,
    );
    const fresh = await plant(path.join(recordDir, 'uploading_abc123.png'), 60);
    const underADay = await plant(path.join(recordDir, 'orphan_under_a_day.png'), 20 * HOUR);
    const staleTemp = await plant(path.join(tmp, 'multipart-1234567'), 2 * HOUR);
    const freshTemp = await plant(path.join(tmp, 'multipart-7654321'), 60);
    const otherTemp = await plant(path.join(tmp, 'someone-else'), 2 * HOUR);

    const result = await root.send('/api/site/cleanup', { method: 'POST' });
    expect(result.storage.sort()).toEqual(
      [
        `${collection.id}/${project.id}/orphan_abc123.png`,
        `${collection.id}/${project.id}/thumbs_orphan_abc123.png/480x320_orphan_abc123.png`,
        `${collection.id}/gonerecord12345/x.png`,
      ].sort(),
    );
    expect(result.temp).toEqual(['multipart-1234567']);
    for (const gone of [orphan, orphanThumb, goneRecord, staleTemp]) expect(existsSync(gone), gone).toBe(false);
    for (const kept of [cover, coverThumb, fresh, underADay, freshTemp, otherTemp])
      expect(existsSync(kept), kept).toBe(true);
    expect((await fetch(`${server.url}/api/files/projects/${project.id}/${saved.coverImage}`)).status).toBe(200);
  });

  it('is for superusers only', async () => {
    for (const client of [server.client(), await signedInUser(server, 'admin@example.test', true)]) {
      const err = await client.send('/api/site/cleanup', { method: 'POST' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ClientResponseError);
      expect([401, 403]).toContain((err as ClientResponseError).status);
    }
  });
});
