/**
 * Moving to S3 and back, and backups under S3 (issue 27, items 1 and 2), against a real
 * S3-compatible server on loopback: `site storage to-s3` copies every file and thumb into the
 * bucket and verifies every record's files before it switches (a missing file switches
 * nothing); `storage to-local` brings them back, the files uploaded on S3 too; both refuse to run
 * while the server serves the data folder. Under S3 the
 * backup zip holds the database, not the files (its name says so); `storage export` is the
 * files backup, and a restore (deploy/backup.sh, then `storage import`) brings back a deleted
 * record with every file served.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { pocketBaseDirArgs, ROOT } from '../../scripts/pocketbase-bin.mjs';
import { createRecord, PNG_1PX, pngFile } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';
import { listObjects, startS3, type TestS3 } from '../support/s3';

const run = promisify(execFile);
const BUCKET = 'site-files';

let s3: TestS3;
let server: TestServer;
let root: PocketBase;
let tmp: string;
let collectionId: string;
const projects: RecordModel[] = [];

/** Runs `site storage ...` on the server's data folder (the server stopped), with `env`. */
async function storage(args: string[], env: Record<string, string> = {}) {
  const { stdout, stderr } = await run(
    server.bin,
    ['storage', ...args, '--dev=false', ...pocketBaseDirArgs(server.dataDir)],
    { cwd: ROOT, env: { ...process.env, ...env } },
  );
  return stdout + stderr;
}

/** The service's user in the files backup's test (nobody: owns nothing else). */
const SERVICE_UID = 65534;

const S3_ENV = () => ({
  SITE_S3_BUCKET: BUCKET,
  SITE_S3_REGION: 'us-east-1',
  SITE_S3_ENDPOINT: s3.endpoint,
  SITE_S3_ACCESS_KEY: 'S3RVER',
  SITE_S3_SECRET: 'S3RVER',
  SITE_S3_FORCE_PATH_STYLE: 'true',
});

/** Every file and a thumb of each project, with its bytes' length; fails on any non-200. */
async function servedFiles(list: RecordModel[]): Promise<Record<string, number>> {
  const served: Record<string, number> = {};
  for (const project of list) {
    for (const name of [project.coverImage, ...project.images]) {
      for (const query of ['', '?thumb=480x320']) {
        const url = `${server.url}/api/files/projects/${project.id}/${name}${query}`;
        const res = await fetch(url, { headers: { accept: 'image/jpeg' } });
        expect(res.status, url).toBe(200);
        served[`${project.id}/${name}${query}`] = (await res.arrayBuffer()).byteLength;
      }
    }
  }
  return served;
}

async function newProject(): Promise<RecordModel> {
  const project = await createRecord(root, 'projects');
  return root.collection('projects').update(project.id, {
    coverImage: pngFile('cover.png'),
    'images+': [pngFile('one.png'), pngFile('two.png')],
  });
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 's3-move-'));
  s3 = await startS3([BUCKET]);
  server = await startPocketBase();
  root = await server.superuser();
  projects.push(await newProject(), await newProject());
  collectionId = (await root.collections.getOne('projects')).id;
});

afterAll(async () => {
  await server?.dispose();
  await s3?.dispose();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('site storage to-s3 and to-local', () => {
  let before: Record<string, number>;

  it('switches nothing when a record’s file is missing, naming it', async () => {
    before = await servedFiles(projects);
    await server.stop();
    const file = path.join(server.dataDir, 'storage', collectionId, projects[0]!.id, projects[0]!.coverImage);
    await rename(file, `${file}.aside`);
    const failed = await storage(['to-s3'], S3_ENV()).catch((err: { stdout: string; stderr: string }) => err);
    await rename(`${file}.aside`, file);
    expect(typeof failed).toBe('object');
    expect(JSON.stringify(failed)).toContain(`Not verified`);
    expect(JSON.stringify(failed)).toContain(projects[0]!.coverImage);
    await server.restart();
    expect((await (await server.superuser()).settings.getAll()).s3.enabled).toBe(false);
  });

  it('names the settings it needs', async () => {
    await server.stop();
    const failed = await storage(['to-s3']).catch((err: { stderr: string }) => err.stderr);
    expect(failed).toContain('Set SITE_S3_BUCKET, SITE_S3_REGION, SITE_S3_ENDPOINT');
    await server.restart();
  });

  it('refuse while the server runs on the data folder, saying so; a killed server’s mark stops nothing', async () => {
    for (const command of ['to-s3', 'to-local']) {
      const refused = await storage([command], S3_ENV()).catch((err: { stderr: string }) => err.stderr);
      expect(refused).toContain(`The server is running on this data folder (${server.dataDir}: process `);
      expect(refused).toContain(
        `Stop it first (systemctl stop contractor-site, or docker stop), then run \`storage ${command}\``,
      );
    }
    expect((await (await server.superuser()).settings.getAll()).s3.enabled).toBe(false);
    const mark = path.join(server.dataDir, '.site-server');
    // A server that ends removes its mark; a killed one leaves it, naming no live server.
    await server.stop();
    expect(existsSync(mark)).toBe(false);
    await server.restart();
    expect(existsSync(mark)).toBe(true);
    await server.stop('SIGKILL');
    expect(existsSync(mark)).toBe(true);
    const passed = await storage(['to-s3']).catch((err: { stderr: string }) => err.stderr);
    expect(passed).toContain('Set SITE_S3_BUCKET');
    await server.restart();
  });

  it('moves every file and thumb into the bucket, verified, and the site serves them all from there', async () => {
    await server.stop();
    const out = await storage(['to-s3'], S3_ENV());
    expect(out).toMatch(/verified \d+ object\(s\) \(\d+ thumbs\) and the 6 file\(s\) of 2 record\(s\)/);
    expect(out).toContain('Files storage is now S3');
    // Served from the bucket: the data folder's copy is out of the way.
    await rename(path.join(server.dataDir, 'storage'), path.join(tmp, 'local-storage-aside'));
    await server.restart();
    root = await server.superuser();
    expect((await root.settings.getAll()).s3).toMatchObject({ enabled: true, bucket: BUCKET });
    expect(await servedFiles(projects)).toEqual(before);
    const keys = await listObjects(s3, BUCKET);
    for (const p of projects) expect(keys).toContain(`${collectionId}/${p.id}/${p.coverImage}`);
    expect(keys.some((k) => k.includes('/thumbs_'))).toBe(true);
  });

  it('moves them back, with the files uploaded while on S3, and the site serves them without S3', async () => {
    projects.push(await newProject());
    const all = await servedFiles(projects);
    await server.stop();
    const out = await storage(['to-local']);
    expect(out).toMatch(/and the 9 file\(s\) of 3 record\(s\)/);
    await s3.stop();
    try {
      await server.restart();
      root = await server.superuser();
      expect((await root.settings.getAll()).s3.enabled).toBe(false);
      expect(await servedFiles(projects)).toEqual(all);
    } finally {
      await s3.start();
    }
  });
});

describe('backups under S3', () => {
  it('name what they hold; the files backup and a restore bring back a deleted record with every file', async () => {
    await server.stop();
    await storage(['to-s3'], S3_ENV());
    await server.restart();
    root = await server.superuser();

    // The backup of the database: its name says the files are not in it. (The data folder's
    // storage/ keeps what `to-s3` copied: stale from now on.)
    await writeFile(path.join(server.dataDir, 'storage', 'stale-copy.png'), PNG_1PX);
    await root.backups.create('');
    const backup = (await root.backups.getFullList()).find((b) => b.key.includes('without_s3_files'));
    expect(backup, JSON.stringify(await root.backups.getFullList())).toBeTruthy();
    const zip = path.join(tmp, 'backup.zip');
    const token = await root.files.getToken();
    await writeFile(
      zip,
      Buffer.from(await (await fetch(root.backups.getDownloadURL(token, backup!.key))).arrayBuffer()),
    );
    // It holds the database, not the stale copy `to-s3` left in the data folder's storage/.
    const { stdout: listing } = await run('unzip', ['-l', zip]);
    expect(listing).toContain('data.db');
    expect(listing).not.toMatch(/ storage\//);
    // The files backup.
    await server.stop();
    const files = path.join(tmp, 'files-backup');
    expect(await storage(['export', files])).toMatch(/verified .* the 9 file\(s\) of 3 record\(s\)/);
    await server.restart();

    // The mistake: a project deleted, and its files gone from the bucket (the backup's manifest
    // keeps them from the cleanup: here they are lost in the bucket itself).
    root = await server.superuser();
    const lost = projects[0]!;
    await root.collection('projects').delete(lost.id);
    for (const key of (await listObjects(s3, BUCKET)).filter((k) => k.includes(lost.id)))
      expect((await fetch(`${s3.endpoint}/${BUCKET}/${key}`, { method: 'DELETE' })).status).toBe(204);
    expect((await listObjects(s3, BUCKET)).filter((k) => k.includes(lost.id))).toEqual([]);

    // The restore: the database by deploy/backup.sh into a new folder, swapped in; then the files.
    await server.stop();
    const restored = path.join(tmp, 'restored');
    await run(path.join(ROOT, 'deploy', 'backup.sh'), ['restore', zip, restored], {
      env: { ...process.env, PB_DATA: server.dataDir },
    });
    await rm(server.dataDir, { recursive: true, force: true });
    await cp(restored, server.dataDir, { recursive: true });
    expect(await storage(['import', files])).toMatch(/verified .* the 9 file\(s\) of 3 record\(s\)/);
    await server.restart();
    root = await server.superuser();
    expect((await root.collection('projects').getOne(lost.id)).coverImage).toBe(lost.coverImage);
    await servedFiles(projects);
  });

  it('the files backup runs as the server’s user into the folder the unit makes for it, and says so elsewhere', async () => {
    // As on a VPS: the data folder is the service user's (here uid 65534), the command runs as
    // that user (systemd-run --uid, docs/DEPLOY.md §7).
    await server.stop();
    await run('chown', ['-R', `${SERVICE_UID}:${SERVICE_UID}`, server.dataDir]);
    const asServiceUser = (dir: string) =>
      run(
        'setpriv',
        [
          `--reuid=${SERVICE_UID}`,
          `--regid=${SERVICE_UID}`,
          '--clear-groups',
          server.bin,
          'storage',
          'export',
          dir,
        ].concat(['--dev=false', ...pocketBaseDirArgs(server.dataDir)]),
        { cwd: ROOT },
      );
    // A folder the user cannot write (as /var/backups is root's): a clear error naming the folder to use...
    const refused = await asServiceUser(path.join(tmp, 'contractor-site-files')).catch(
      (err: { stderr: string }) => err,
    );
    const message = (refused as { stderr: string }).stderr;
    expect(message).toContain(`Cannot write the files backup into ${path.join(tmp, 'contractor-site-files')}`);
    const folder = /folder that user owns: (\S+), made by the systemd unit/.exec(message)?.[1];
    // ...the one the unit makes for the service user, and the one DEPLOY.md backs up into.
    const unit = await readFile(path.join(ROOT, 'deploy', 'contractor-site.service'), 'utf8');
    expect(folder).toBe(`/var/lib/${/^StateDirectory=contractor-site (\S+)$/m.exec(unit)?.[1]}`);
    expect(await readFile(path.join(ROOT, 'docs', 'DEPLOY.md'), 'utf8')).toContain(`site storage export ${folder}`);
    // That folder as systemd makes it (the user's, 0750): the export runs and verifies.
    const files = await mkdtemp(path.join(os.tmpdir(), 'contractor-site-files-'));
    await chmod(files, 0o750);
    await run('chown', [`${SERVICE_UID}:${SERVICE_UID}`, files]);
    try {
      const { stdout, stderr } = await asServiceUser(files);
      expect(stdout + stderr).toMatch(/verified .* the \d+ file\(s\) of \d+ record\(s\)/);
    } finally {
      await rm(files, { recursive: true, force: true });
    }
  });
});
