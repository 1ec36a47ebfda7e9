/**
 * Backups keep what they promise (issue 36, item 3), on a real S3-compatible server on loopback.
 *
 * The drill: production keeps its files on S3 and its backups in its data folder; a backup is
 * made, days later another, images change in between. The documented restore (DEPLOY.md §7:
 * backup.sh into a new folder, the data folder moved aside) keeps the backup list; with every
 * object and zip aged past every grace period, the cleanup deletes nothing a backup lists — nor
 * when the backups folder is gone altogether (an empty list is not "every backup was deleted").
 * The older backup restored then serves every image.
 *
 * The spare: a copy restored from production (lib/storageOwner.ts) on production's bucket and
 * production's S3 backup storage. "Backup now", upload, delete (of backups and of records),
 * file uploads and the cleanup leave production's objects byte-identical; the refusals say why;
 * with S3 off for its backups, its backups go into its own data folder.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbPath } from '../../shared/thumbs';
import { downloadBackup, productionAndSpare, restoreByRecipe, restoreOnSpare } from '../support/backups';
import { createRecord, pngFile, validPayload } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';
import { ageObjects, bucketSnapshot, listObjects, startS3, useS3Storage, type TestS3 } from '../support/s3';

const FILES = 'site-files';
const SPARE_FILES = 'spare-files';
const BACKUPS = 'site-backups';
const DAY = 24 * 3600;

let s3: TestS3;
let tmp: string;
const aside: string[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'backup-drill-'));
  s3 = await startS3([FILES, SPARE_FILES, BACKUPS]);
});

afterAll(async () => {
  await s3?.dispose();
  for (const dir of [tmp, ...aside]) if (dir) await rm(dir, { recursive: true, force: true });
});

interface CleanupResult {
  storage: string[];
  keptForBackups: string[];
  manifests: string[];
  storageSkipped?: string;
}
const cleanup = (root: PocketBase) => root.send<CleanupResult>('/api/site/cleanup', { method: 'POST' });

/** A project with a cover and `gallery` images. */
async function projectWithImages(root: PocketBase, gallery: number): Promise<RecordModel> {
  const project = await createRecord(root, 'projects');
  return root.collection('projects').update(project.id, {
    coverImage: pngFile('cover.png'),
    images: Array.from({ length: gallery }, (_, i) => pngFile(`photo-${i}.png`)),
  });
}

/** The URLs of every image of `project` (original and one thumb each). */
function imageUrls(server: TestServer, project: RecordModel): string[] {
  const base = `${server.url}/api/files/projects/${project.id}`;
  return [
    `${base}/${project.coverImage}`,
    `${base}/${project.coverImage}?thumb=480x0`,
    ...(project.images as string[]).flatMap((name) => [`${base}/${name}`, `${base}/${name}?thumb=480x320`]),
  ];
}

const statuses = async (urls: string[]) => Promise.all(urls.map(async (url) => (await fetch(url)).status));

/** The manifest of backup `key` in `bucket`: the storage keys its database lists. */
async function manifestOf(bucket: string, key: string): Promise<string[]> {
  const res = await fetch(`${s3.endpoint}/${bucket}/.site-backups/${key}.json`);
  expect(res.status, `the manifest of ${key}`).toBe(200);
  return ((await res.json()) as { files: string[] }).files;
}

/** Makes every zip in the data folder's backups/ look `seconds` old. */
async function ageLocalBackups(server: TestServer, seconds: number): Promise<void> {
  const when = new Date(Date.now() - seconds * 1000);
  const dir = path.join(server.dataDir, 'backups');
  for (const name of await readdir(dir)) await utimes(path.join(dir, name), when, when);
}

describe('the documented restore under S3, then a cleanup past every grace period', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPocketBase();
    await useS3Storage(await server.superuser(), s3, FILES);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('deletes nothing a backup lists, keeps the backup list, and the older backup restored serves every image', async () => {
    let root = await server.superuser();
    // Days earlier: a project with five images, another with one; a backup.
    const kept = await projectWithImages(root, 4);
    const removed = await projectWithImages(root, 0);
    for (const status of await statuses([...imageUrls(server, kept), ...imageUrls(server, removed)]))
      expect(status).toBe(200);
    await root.backups.create('days-earlier.zip');
    // Then the images change, a project goes, another comes; the latest backup.
    await root.collection('projects').update(kept.id, {
      coverImage: pngFile('new-cover.png'),
      'images-': [kept.images[0], kept.images[1]],
    });
    await root.collection('projects').delete(removed.id);
    const later = await projectWithImages(root, 1);
    await root.backups.create('latest.zip');
    await root.collection('projects').delete(later.id);
    // A project the backups do not hold: after the restore, no record and no backup lists it.
    const unlisted = await projectWithImages(root, 1);
    const backups = (await root.backups.getFullList()).map((b) => b.key).sort();
    expect(backups).toEqual(['days-earlier_without_s3_files.zip', 'latest_without_s3_files.zip']);
    const [earlier, latest] = backups as [string, string];
    const listed = [...(await manifestOf(FILES, earlier)), ...(await manifestOf(FILES, latest))];
    expect(listed.length).toBeGreaterThanOrEqual(8);

    // The documented restore of the latest backup: the backup list comes along.
    aside.push(await restoreByRecipe(server, await downloadBackup(root, latest, tmp)));
    root = await server.superuser();
    expect((await root.backups.getFullList()).map((b) => b.key).sort()).toEqual(backups);

    // Days pass: every object and every zip past every grace period.
    await ageObjects(s3, 30 * DAY);
    await ageLocalBackups(server, 30 * DAY);
    const objects = await listObjects(s3, FILES);
    const afterRestore = await cleanup(root);
    expect(afterRestore.storageSkipped).toBeUndefined();
    expect(afterRestore.manifests).toEqual([]);
    expect(afterRestore.storage.filter((key) => listed.includes(key))).toEqual([]);
    // It does remove what no backup lists (the project made after the latest backup).
    expect(afterRestore.storage.some((key) => key.includes(unlisted.id))).toBe(true);
    const remaining = await listObjects(s3, FILES);
    for (const key of listed) expect(remaining, key).toContain(key);

    // The backups folder gone altogether (an older recipe moved it aside with the data): not
    // seen is not deleted. Nothing a backup lists goes, no manifest goes.
    const backupsDir = path.join(server.dataDir, 'backups');
    await rename(backupsDir, path.join(tmp, 'backups-moved-aside'));
    expect(await root.backups.getFullList()).toEqual([]);
    const unseen = await cleanup(root);
    expect(unseen.manifests).toEqual([]);
    expect(unseen.storage.filter((key) => listed.includes(key))).toEqual([]);
    for (const key of listed) expect(await listObjects(s3, FILES), key).toContain(key);
    expect(objects.filter((key) => key.startsWith('.site-backups/'))).toEqual(
      (await listObjects(s3, FILES)).filter((key) => key.startsWith('.site-backups/')),
    );
    await rename(path.join(tmp, 'backups-moved-aside'), backupsDir);

    // The restore drill of the backup made days earlier: every image of it is served.
    aside.push(await restoreByRecipe(server, path.join(server.dataDir, 'backups', earlier)));
    root = await server.superuser();
    for (const project of [kept, removed]) {
      expect((await root.collection('projects').getOne(project.id)).images).toEqual(project.images);
      expect(await statuses(imageUrls(server, project)), project.id).toEqual(imageUrls(server, project).map(() => 200));
    }
  });
});

describe('a spare restored from production, on its bucket and its S3 backup storage', () => {
  let production: TestServer;
  let spare: TestServer;
  beforeAll(async () => {
    ({ production, spare } = await productionAndSpare());
  });
  afterAll(async () => {
    await spare?.dispose();
    await production?.dispose();
  });

  it('leaves every production object byte-identical whatever it is asked, and says why it refuses', async () => {
    const root = await production.superuser();
    await useS3Storage(root, s3, SPARE_FILES);
    await root.settings.update({ backups: { s3: s3.settings(BACKUPS) } });
    const project = await projectWithImages(root, 2);
    const photo = `${production.url}/api/files/projects/${project.id}/${project.coverImage}`;
    expect((await fetch(`${photo}?thumb=480x0`)).status).toBe(200);
    expect(await cleanup(root)).toMatchObject({ storage: [] });
    await root.backups.create('drill.zip');
    const key = 'drill_without_s3_files.zip';
    expect((await root.backups.getFullList()).map((b) => b.key)).toContain(key);

    // The spare: production's backup restored into a new folder, served as its data.
    const zip = await downloadBackup(root, key, tmp);
    await restoreOnSpare(spare, zip);
    expect(spare.output()).toMatch(/WARNING: this server is a copy/);
    const spareRoot = await spare.superuser();

    const before = {
      files: await bucketSnapshot(s3, SPARE_FILES),
      backups: await bucketSnapshot(s3, BACKUPS),
    };
    expect(Object.keys(before.files)).toEqual(
      expect.arrayContaining(['.site-owner', `.site-backups/${key}.json`, ...(await manifestOf(SPARE_FILES, key))]),
    );
    expect(Object.keys(before.backups)).toEqual([key]);

    // Backups into production's S3 backup storage: refused, saying why.
    const refusal = { status: 409, message: expect.stringContaining('This server is a copy of the site') };
    await expect(spareRoot.backups.create('drill.zip')).rejects.toMatchObject(refusal);
    await expect(spareRoot.backups.create('')).rejects.toMatchObject(refusal);
    await expect(
      spareRoot.backups.upload({ file: new File([await readFile(zip)], 'uploaded.zip', { type: 'application/zip' }) }),
    ).rejects.toMatchObject(refusal);
    await expect(spareRoot.backups.delete(key)).rejects.toMatchObject(refusal);
    // Files: no upload, no replacement, no delete in production's bucket.
    const filesRefusal = { status: 409, message: expect.stringContaining('changes no files') };
    await expect(
      spareRoot.collection('projects').update(project.id, { 'images+': pngFile('spare.png') }),
    ).rejects.toMatchObject(filesRefusal);
    await expect(
      spareRoot.collection('projects').update(project.id, { coverImage: pngFile('spare.png') }),
    ).rejects.toMatchObject(filesRefusal);
    await expect(
      spareRoot.collection('services').create({ ...validPayload('services'), image: pngFile('s.png') }),
    ).rejects.toMatchObject(filesRefusal);
    await expect(spareRoot.collection('projects').delete(project.id)).rejects.toMatchObject(filesRefusal);
    // Its cleanup, with everything aged past every grace period, leaves storage alone.
    await ageObjects(s3, 30 * DAY);
    const aged = {
      files: await bucketSnapshot(s3, SPARE_FILES),
      backups: await bucketSnapshot(s3, BACKUPS),
    };
    expect(aged).toEqual(before);
    expect((await cleanup(spareRoot)).storageSkipped).toContain('this server is a copy');
    // Its visitors see production's images; a thumb production has not made yet is no write.
    const spareUrl = `${spare.url}/api/files/projects/${project.id}/${project.coverImage}`;
    expect((await fetch(`${spareUrl}?thumb=480x0`)).status).toBe(200);
    expect((await fetch(`${spareUrl}?thumb=960x0`)).status).toBe(200);
    // Nor is an uploader's thumb stored.
    const body = new FormData();
    body.append('file', pngFile('thumb.png'));
    await expect(
      spareRoot.send(thumbPath('projects', project.id, project.coverImage as string, '960x0'), {
        method: 'PUT',
        body,
      }),
    ).rejects.toMatchObject(filesRefusal);
    // A text edit is no file change: allowed.
    await spareRoot.collection('projects').update(project.id, { title: 'Edited on the spare' });

    // S3 off for its backups: they go into its own data folder, and write no manifest into
    // production's bucket (the same name as production's backup overwrote its manifest before).
    await spareRoot.settings.update({ backups: { s3: { enabled: false } } });
    await spareRoot.backups.create('drill.zip');
    expect((await spareRoot.backups.getFullList()).map((b) => b.key)).toEqual([key]);
    expect(existsSync(path.join(spare.dataDir, 'backups', key))).toBe(true);
    await spareRoot.backups.delete(key);
    expect(await spareRoot.backups.getFullList()).toEqual([]);
    expect((await cleanup(spareRoot)).storage).toEqual([]);

    expect({
      files: await bucketSnapshot(s3, SPARE_FILES),
      backups: await bucketSnapshot(s3, BACKUPS),
    }).toEqual(before);
    expect((await fetch(photo)).status).toBe(200);
  });
});
