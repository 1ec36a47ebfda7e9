/**
 * Backups keep their files (issue 27, item 3: "cleanup never deletes an object listed by a recent
 * backup"; decision 024), with local storage and on a real S3-compatible server: a backup writes
 * a manifest of the files its database lists; a deleted record's files and a replaced file stay
 * in storage (no longer served) while a backup lists them, past the cleanup's one-day margin;
 * the backup restored, every image is served again; the backup deleted, the next cleanup removes
 * them and the manifest. A backup without a manifest keeps everything older than itself; a
 * manifest whose zip is not seen (a backup being made) keeps its files, however old.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadBackup, restoreByRecipe } from '../support/backups';
import { createRecord, pngFile } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';
import { ageObjects, listObjects, startS3, useS3Storage, type TestS3 } from '../support/s3';

const BUCKET = 'site-files';
const DAY = 24 * 3600;

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'backup-files-'));
});
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** The storage a test runs on: its object keys, and a way to make every object look old. */
interface Storage {
  keys(): Promise<string[]>;
  age(seconds: number): Promise<void>;
  put(key: string, body: string): Promise<void>;
}

function localStorage(server: TestServer): Storage {
  const dir = () => path.join(server.dataDir, 'storage');
  return {
    async keys() {
      if (!existsSync(dir())) return [];
      const entries = await readdir(dir(), { recursive: true, withFileTypes: true });
      return (
        entries
          // note: local storage keeps each object's attributes in a `.attrs` file beside it.
          .filter((e) => e.isFile() && !e.name.endsWith('.attrs'))
          .map((e) => path.relative(dir(), path.join(e.parentPath, e.name)))
          .sort()
      );
    },
    async age(seconds) {
      const when = new Date(Date.now() - seconds * 1000);
      const entries = await readdir(dir(), { recursive: true, withFileTypes: true });
      for (const e of entries) if (e.isFile()) await utimes(path.join(e.parentPath, e.name), when, when);
    },
    async put(key, body) {
      await writeFile(path.join(dir(), key), body);
    },
  };
}

function s3Storage(s3: TestS3): Storage {
  return {
    keys: () => listObjects(s3, BUCKET),
    age: (seconds) => ageObjects(s3, seconds),
    async put(key, body) {
      expect((await fetch(`${s3.endpoint}/${BUCKET}/${key}`, { method: 'PUT', body })).status).toBe(200);
    },
  };
}

const cleanup = (root: PocketBase) =>
  root.send<{ storage: string[]; keptForBackups: string[]; manifests: string[]; storageSkipped?: string }>(
    '/api/site/cleanup',
    { method: 'POST' },
  );

const status = async (server: TestServer, record: RecordModel, file: string, query = '') =>
  (await fetch(`${server.url}/api/files/projects/${record.id}/${file}${query}`)).status;

/** Downloads the backup `key` and restores it as DEPLOY.md §7 says (tests/support/backups.ts). */
async function restore(server: TestServer, root: PocketBase, key: string): Promise<void> {
  const aside = await restoreByRecipe(server, await downloadBackup(root, key, tmp));
  await rm(aside, { recursive: true, force: true });
}

async function scenario(server: TestServer, storage: Storage): Promise<void> {
  let root = await server.superuser();
  const collection = await root.collections.getOne('projects');
  const project = await root
    .collection('projects')
    .update((await createRecord(root, 'projects')).id, { coverImage: pngFile('kept.png') });
  expect(await status(server, project, project.coverImage, '?thumb=480x0')).toBe(200);
  const prefix = `${collection.id}/${project.id}/`;
  const original = `${prefix}${project.coverImage}`;
  const ofProject = async () => (await storage.keys()).filter((k) => k.startsWith(prefix));
  expect(await ofProject()).toContain(original);
  const thumbs = (await ofProject()).filter((k) => k.includes('/thumbs_'));
  expect(thumbs.length).toBeGreaterThan(0);

  // A replaced file: a backup lists it, so it stays in storage (but is not served).
  const replacedBefore = await root
    .collection('projects')
    .update((await createRecord(root, 'projects')).id, { coverImage: pngFile('old.png') });
  const replacedKey = `${collection.id}/${replacedBefore.id}/${replacedBefore.coverImage}`;

  await root.backups.create('keep.zip');
  const backup = (await root.backups.getFullList()).map((b) => b.key).find((k) => k.startsWith('keep'))!;
  expect(backup).toBeTruthy();
  expect(await storage.keys()).toContain(`.site-backups/${backup}.json`);
  // The manifest is not a backup: the dashboard's list shows the zip only.
  expect((await root.backups.getFullList()).map((b) => b.key)).toEqual([backup]);

  await root.collection('projects').update(replacedBefore.id, { coverImage: pngFile('new.png') });
  expect(await status(server, replacedBefore, replacedBefore.coverImage)).toBe(404);
  await root.collection('projects').delete(project.id);
  expect(await status(server, project, project.coverImage)).toBe(404);

  // Past the margin, the cleanup keeps what the backup lists: the files and their thumbs.
  await storage.age(2 * DAY);
  const kept = await cleanup(root);
  expect(kept.storageSkipped).toBeUndefined();
  expect(kept.storage).toEqual([]);
  expect(kept.keptForBackups).toEqual(expect.arrayContaining([original, ...thumbs, replacedKey]));
  expect(await ofProject()).toEqual(expect.arrayContaining([original, ...thumbs]));

  // The backup restored: the project is back with every image served.
  await restore(server, root, backup);
  root = await server.superuser();
  expect((await root.collection('projects').getOne(project.id)).coverImage).toBe(project.coverImage);
  expect(await status(server, project, project.coverImage)).toBe(200);
  expect(await status(server, project, project.coverImage, '?thumb=480x0')).toBe(200);
  expect(await status(server, replacedBefore, replacedBefore.coverImage)).toBe(200);

  // Deleted again and the backup deleted: the next cleanup removes the files and the manifest.
  await root.collection('projects').delete(project.id);
  await root.backups.delete(backup);
  await storage.age(2 * DAY);
  const removed = await cleanup(root);
  expect(removed.storage).toEqual(expect.arrayContaining([original, ...thumbs]));
  expect(removed.manifests).toEqual([`.site-backups/${backup}.json`]);
  expect(await ofProject()).toEqual([]);
  expect(await storage.keys()).not.toContain(`.site-backups/${backup}.json`);
  // What the restored database lists stays.
  expect(await status(server, replacedBefore, replacedBefore.coverImage)).toBe(200);

  // A backup without a manifest (made before manifests, or uploaded) keeps everything older than itself.
  const older = await root
    .collection('projects')
    .update((await createRecord(root, 'projects')).id, { coverImage: pngFile('older.png') });
  await storage.age(3 * DAY);
  await root.backups.create('old.zip');
  const oldBackup = (await root.backups.getFullList()).map((b) => b.key).find((k) => k.startsWith('old'))!;
  const manifest = `.site-backups/${oldBackup}.json`;
  if (existsSync(path.join(server.dataDir, 'storage', manifest)))
    await rm(path.join(server.dataDir, 'storage', manifest));
  else await fetch(`${storageEndpoint}/${BUCKET}/${manifest}`, { method: 'DELETE' });
  await root.collection('projects').delete(older.id);
  const blocked = await cleanup(root);
  expect(blocked.storage).toEqual([]);
  expect(blocked.keptForBackups).toContain(`${collection.id}/${older.id}/${older.coverImage}`);
  await root.backups.delete(oldBackup);
  const freed = await cleanup(root);
  expect(freed.storage).toContain(`${collection.id}/${older.id}/${older.coverImage}`);

  // A manifest whose zip is not seen (a backup being made, a backups folder moved aside) keeps
  // its files whatever its age: only a backup known to be gone frees them (issue 36).
  const inFlight = await root
    .collection('projects')
    .update((await createRecord(root, 'projects')).id, { coverImage: pngFile('flight.png') });
  const inFlightKey = `${collection.id}/${inFlight.id}/${inFlight.coverImage}`;
  await root.collection('projects').delete(inFlight.id);
  await storage.age(2 * DAY);
  await storage.put('.site-backups/being-made.zip.json', JSON.stringify({ files: [inFlightKey] }));
  const making = await cleanup(root);
  expect(making.keptForBackups).toContain(inFlightKey);
  expect(making.manifests).toEqual([]);
  await storage.age(30 * DAY);
  const still = await cleanup(root);
  expect(still.keptForBackups).toContain(inFlightKey);
  expect(still.manifests).toEqual([]);

  // A scheduled backup the schedule rotated (as many newer scheduled backups beside it as the
  // schedule keeps) frees its files; one fewer does not.
  const rotated = await root
    .collection('projects')
    .update((await createRecord(root, 'projects')).id, { coverImage: pngFile('rotated.png') });
  const rotatedKey = `${collection.id}/${rotated.id}/${rotated.coverImage}`;
  await root.collection('projects').delete(rotated.id);
  await storage.age(2 * DAY);
  const scheduled = (backup: string, files: string[], daysAgo: number) =>
    storage.put(
      `.site-backups/${backup}.json`,
      JSON.stringify({ backup, files, location: 'local', created: new Date(Date.now() - daysAgo * DAY * 1000) }),
    );
  await scheduled('@auto_pb_backup_old.zip', [rotatedKey], 3);
  await root.settings.update({ backups: { cronMaxKeep: 2 } });
  const newer = async (name: string) => {
    await writeFile(path.join(server.dataDir, 'backups', name), 'a scheduled backup');
    await scheduled(name, [], 0);
  };
  await newer('@auto_pb_backup_new1.zip');
  expect((await cleanup(root)).keptForBackups).toContain(rotatedKey);
  await newer('@auto_pb_backup_new2.zip');
  const rotation = await cleanup(root);
  expect(rotation.storage).toContain(rotatedKey);
  expect(rotation.manifests).toEqual(['.site-backups/@auto_pb_backup_old.zip.json']);
}

let storageEndpoint = '';

describe('with local storage', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPocketBase();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('a backup keeps the files its database lists until it is deleted, and its restore serves them', async () => {
    await scenario(server, localStorage(server));
  });
});

describe('with S3 storage', () => {
  let server: TestServer;
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3([BUCKET]);
    storageEndpoint = s3.endpoint;
    server = await startPocketBase();
    await useS3Storage(await server.superuser(), s3, BUCKET);
  });
  afterAll(async () => {
    await server?.dispose();
    await s3?.dispose();
  });

  it('a backup keeps the files its database lists until it is deleted, and its restore serves them', async () => {
    await scenario(server, s3Storage(s3));
  });
});
