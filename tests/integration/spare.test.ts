/**
 * A spare can never harm production (issue 27, item 3): the restore drill of the issue, on a
 * real S3-compatible server. Production owns the bucket; a backup restored on a spare (by
 * deploy/backup.sh, into a new folder) points at the same bucket, and the spare is a copy: its
 * cleanup deletes nothing in storage, record deletes that would remove files are refused, it
 * makes no scheduled backups (so it rotates none); production's images stay served. Started
 * once with SITE_STORAGE_CLAIM=yes, it takes the storage over.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { downloadBackup, productionAndSpare, restoreOnSpare } from '../support/backups';
import { createRecord, pngFile } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';
import { ageObjects, listObjects, startS3, useS3Storage, type TestS3 } from '../support/s3';

const run = promisify(execFile);
const BUCKET = 'site-files';
const DAY = 24 * 3600;

let s3: TestS3;
let production: TestServer;
let spare: TestServer;
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'spare-'));
  s3 = await startS3([BUCKET]);
  ({ production, spare } = await productionAndSpare());
});

afterAll(async () => {
  await spare?.dispose();
  await production?.dispose();
  await s3?.dispose();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const served = async (server: TestServer, record: RecordModel) =>
  (await fetch(`${server.url}/api/files/projects/${record.id}/${record.coverImage}`)).status;

it('a restored copy on a spare deletes nothing in production’s bucket and rotates no backups', async () => {
  const root = await production.superuser();
  await useS3Storage(root, s3, BUCKET);
  const before = await root
    .collection('projects')
    .update((await createRecord(root, 'projects')).id, { coverImage: pngFile('before.png') });
  // Production takes the bucket at its first cleanup on it (no owner yet).
  expect(await root.send('/api/site/cleanup', { method: 'POST' })).toMatchObject({ storage: [] });
  expect(await listObjects(s3, BUCKET)).toContain('.site-owner');

  // The backup of the drill, then a project the backup does not hold.
  await root.backups.create('drill.zip');
  // Under S3 the name says the files are not in it.
  expect((await root.backups.getFullList()).map((b) => b.key)).toEqual(['drill_without_s3_files.zip']);
  const zip = await downloadBackup(root, 'drill_without_s3_files.zip', tmp);
  const after = await root
    .collection('projects')
    .update((await createRecord(root, 'projects')).id, { coverImage: pngFile('after.png') });
  expect(await served(production, after)).toBe(200);

  // The identity never travels in a backup.
  const { stdout: listing } = await run('unzip', ['-l', zip]);
  expect(listing).toContain('data.db');
  expect(listing).not.toContain('.site-identity');

  // The spare: the backup restored into a new folder (deploy/backup.sh), as its data.
  await ageObjects(s3, 2 * DAY);
  await restoreOnSpare(spare, zip);
  expect(spare.output()).toMatch(/WARNING: this server is a copy: its file storage belongs to deployment \w+/);

  const spareRoot = await spare.superuser();
  expect((await spareRoot.settings.getAll()).backups.cron).toBe('');
  // Its cleanup leaves storage alone: the project it does not know is production's.
  const cleanup = await spareRoot.send('/api/site/cleanup', { method: 'POST' });
  expect(cleanup.storage).toEqual([]);
  expect(cleanup.storageSkipped).toContain('this server is a copy');
  // A delete that would remove files in the bucket is refused; one without files is not.
  await expect(spareRoot.collection('projects').delete(before.id)).rejects.toMatchObject({ status: 409 });
  const category = await createRecord(spareRoot, 'project_categories');
  await spareRoot.collection('project_categories').delete(category.id);

  expect(await served(production, before)).toBe(200);
  expect(await served(production, after)).toBe(200);
  expect(await served(spare, before)).toBe(200);
  await expect(production.superuser().then((r) => r.send('/api/site/health', {}))).resolves.toMatchObject({
    status: 'ok',
  });

  // Told otherwise: started once with the claim, the spare owns the bucket, and its cleanup
  // takes what its database does not list (why the claim is for the machine that replaces
  // production only).
  await spare.stop();
  await spare.restart();
  expect(spare.output()).toMatch(/WARNING: this server is a copy/);
  const claimed = await startClaimed(spare);
  const result = await (await claimed.superuser()).send('/api/site/cleanup', { method: 'POST' });
  expect(result.storage.some((key: string) => key.includes(after.id))).toBe(true);
  expect(await served(production, after)).toBe(404);
});

/** The spare's data folder served again with SITE_STORAGE_CLAIM=yes. */
async function startClaimed(server: TestServer): Promise<TestServer> {
  await server.stop();
  const claimed = await startPocketBase({ env: { SITE_STORAGE_CLAIM: 'yes' } });
  await claimed.stop();
  await rm(claimed.dataDir, { recursive: true, force: true });
  await cp(server.dataDir, claimed.dataDir, { recursive: true });
  await claimed.restart();
  expect(claimed.output()).toContain('claimed the file storage from deployment');
  expect(await readdir(claimed.dataDir)).toContain('.site-identity');
  disposeLater.push(claimed);
  return claimed;
}

const disposeLater: TestServer[] = [];
afterAll(async () => {
  await Promise.all(disposeLater.map((s) => s.dispose()));
});
