/** The migrations apply to an empty database, roll back completely, and apply again. */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findPocketBase, pocketBaseDirArgs, ROOT } from '../../scripts/pocketbase-bin.mjs';
import { CONTENT_COLLECTIONS } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';

const run = promisify(execFile);
let dataDir: string;
let bin: string;
let args: string[];

async function pb(...command: string[]): Promise<string> {
  const { stdout, stderr } = await run(bin, [...command, ...args], { cwd: ROOT, encoding: 'utf8' });
  return stdout + stderr;
}

beforeAll(async () => {
  bin = findPocketBase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-migrate-'));
  args = pocketBaseDirArgs(dataDir);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// Every migration of the repository, by name (pb_migrations/<timestamp>_<name>.js).
const OWN_MIGRATIONS = readdirSync(path.join(ROOT, 'pb_migrations'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.replace(/^\d+_|\.js$/g, ''));

it('applies every migration to an empty database, and rolls all of them back', async () => {
  const up = await pb('migrate', 'up');
  for (const name of OWN_MIGRATIONS) expect(up).toMatch(new RegExp(`Applied \\d+_${name}\\.js`));

  // `migrate down N` asks for confirmation on stdin.
  const down = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      bin,
      ['migrate', 'down', String(OWN_MIGRATIONS.length), ...args],
      { cwd: ROOT },
      (err, stdout, stderr) => (err ? reject(err) : resolve(stdout + stderr)),
    );
    child.stdin!.end('y\n');
  });
  for (const name of OWN_MIGRATIONS) expect(down).toMatch(new RegExp(`Reverted \\d+_${name}\\.js`));

  const again = await pb('migrate', 'up');
  for (const name of OWN_MIGRATIONS) expect(again).toMatch(new RegExp(`Applied \\d+_${name}\\.js`));
});

it('serves every collection of the data model with created/updated and the approval field', async () => {
  let server: TestServer | undefined;
  try {
    server = await startPocketBase();
    const root = await server.superuser();
    for (const name of CONTENT_COLLECTIONS) {
      const c = await root.collections.getOne(name);
      const fields = c.fields.map((f: { name: string }) => f.name);
      expect(fields, name).toEqual(expect.arrayContaining(['id', 'created', 'updated']));
      for (const f of c.fields.filter((f: { type: string }) => f.type === 'file')) {
        expect(f.mimeTypes, `${name}.${f.name}`).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
        expect(f.maxSize, `${name}.${f.name}`).toBeGreaterThan(0);
        expect(f.thumbs.length, `${name}.${f.name}`).toBeGreaterThan(0);
      }
    }
    const users = await root.collections.getOne('users');
    expect(users.fields.map((f: { name: string }) => f.name)).toContain('approved');
    expect(users.authRule).toBe('approved = true');
    const settings = await root.settings.getAll();
    expect(settings.rateLimits.enabled).toBe(true);
  } finally {
    await server?.dispose();
  }
});
