/**
 * The production runtime as it ships: exactly the files scripts/runtime.mjs lists, in an empty
 * folder (under the temp folder, where PocketBase would guess dev mode), started by its one
 * command (`site serve`) with a fresh data folder and the settings from the environment.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { assembleRuntime } from '../../scripts/runtime.mjs';
import { createRecord } from '../support/fixtures';
import { freePort, waitForHealth } from '../support/pocketbase';

const run = promisify(execFile);
const ADMIN = { email: 'owner@example.test', password: 'owner-password-1' };
const SITE_URL = 'https://builders.example.test';

let runtime: string;
let data: string;
let url: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcess | undefined;
let log = '';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

async function start(): Promise<void> {
  // From / : the command finds its files beside itself, whatever the working directory.
  server = spawn(path.join(runtime, 'site'), ['serve'], { cwd: '/', env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (d) => (log += d));
  server.stderr!.on('data', (d) => (log += d));
  await waitForHealth(url, server, () => log);
}

async function stop(): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server!.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  runtime = await mkdtemp(path.join(os.tmpdir(), 'site-runtime-'));
  data = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-data-')), 'pb_data');
  url = `http://127.0.0.1:${await freePort()}`;
  // Only what a server's environment file holds (deploy/contractor-site.env), plus PATH.
  env = {
    PATH: process.env.PATH,
    PB_DATA: data,
    PB_HTTP: url.replace('http://', ''),
    SITE_URL,
    SITE_NAME: 'Example Builders',
  };
  assembleRuntime(runtime);
});

afterAll(async () => {
  await stop();
  await rm(runtime, { recursive: true, force: true });
  await rm(path.dirname(data), { recursive: true, force: true });
});

it('holds only the listed runtime: the binary, the command, compiled hooks, migrations, the built site, its manifest', async () => {
  const files = await listFiles(runtime);
  const top = [...new Set(files.map((f) => f.split(path.sep)[0]))].sort();
  expect(top).toEqual(['pb_hooks', 'pb_migrations', 'pb_public', 'pocketbase', 'release.sha256', 'site']);
  expect(files.filter((f) => f.startsWith('pb_hooks/') && !f.startsWith('pb_hooks/lib/'))).toEqual(
    expect.arrayContaining(['pb_hooks/settings.pb.js', 'pb_hooks/responses.pb.js']),
  );
  expect(files.some((f) => f.endsWith('.ts') || f.includes('/src/') || f.includes('node_modules'))).toBe(false);
});

it('creates the first admin with the documented command, before the site ever starts', async () => {
  const { stdout, stderr } = await run(path.join(runtime, 'site'), ['admin', 'upsert', ADMIN.email, ADMIN.password], {
    cwd: '/',
    env,
  });
  expect(stdout + stderr).toContain(`Created approved admin ${ADMIN.email}.`);
});

it('serves the site with its hooks, headers and sitemap, no sample content, and never in dev mode', async () => {
  await start();
  const home = await fetch(`${url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain(`<link rel="canonical" href="${SITE_URL}/"`);
  expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(home.headers.get('x-frame-options')).toBe('DENY');
  expect(await (await fetch(`${url}/sitemap.xml`)).text()).toContain(`<loc>${SITE_URL}/</loc>`);
  // No index fallback (decision 016): the SPA for its screens only, a JSON 404 for unknown API paths.
  const screen = await fetch(`${url}/admin/projects`);
  expect(screen.status).toBe(200);
  expect(screen.headers.get('content-type')).toContain('text/html');
  const unknown = await fetch(`${url}/api/x`);
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get('content-type')).toContain('application/json');
  const pb = new PocketBase(url);
  for (const collection of ['projects', 'services', 'team', 'testimonials'])
    expect((await pb.collection(collection).getList(1, 1)).totalItems).toBe(0);
  // Dev mode prints every SQL statement.
  expect(log).not.toMatch(/\bSELECT\b/);
  expect(log).not.toContain('WARNING');
});

it('keeps the admin, content and files across a restart, and writes nothing into the runtime', async () => {
  const before = await listFiles(runtime);
  const admin = new PocketBase(url);
  await admin.collection('users').authWithPassword(ADMIN.email, ADMIN.password);
  const service = await createRecord(admin, 'services');
  await stop();
  await start();
  const again = new PocketBase(url);
  await again.collection('users').authWithPassword(ADMIN.email, ADMIN.password);
  const kept = await again.collection('services').getOne(service.id);
  expect(kept.title).toBe(service.title);
  const file = await fetch(again.files.getURL(kept, kept.image));
  expect(file.status).toBe(200);
  expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  expect(await listFiles(runtime)).toEqual(before);
});

it('is re-assembled into a used runtime folder whole: no file of the older build survives', async () => {
  const again = await mkdtemp(path.join(os.tmpdir(), 'site-runtime-'));
  try {
    assembleRuntime(again);
    const fresh = await listFiles(again);
    // What an older build left: an asset no page names now, a hook deleted from the code.
    await writeFile(path.join(again, 'pb_public', 'assets', 'stale-0ld.js'), 'old');
    await writeFile(path.join(again, 'pb_hooks', 'removed.pb.js'), 'onBootstrap((e) => e.next());');
    assembleRuntime(again);
    expect(await listFiles(again)).toEqual(fresh);
    expect((await readdir(path.dirname(again))).filter((f) => f.startsWith(`${path.basename(again)}.`))).toEqual([]);
  } finally {
    await rm(again, { recursive: true, force: true });
  }
});

it('is never assembled over a folder that holds something else', async () => {
  const other = await mkdtemp(path.join(os.tmpdir(), 'not-a-runtime-'));
  try {
    await mkdir(path.join(other, 'keep'));
    await writeFile(path.join(other, 'keep', 'notes.txt'), 'mine');
    expect(() => assembleRuntime(other)).toThrow(/not empty and holds no runtime/);
    expect(await listFiles(other)).toEqual(['keep/notes.txt']);
  } finally {
    await rm(other, { recursive: true, force: true });
  }
});
