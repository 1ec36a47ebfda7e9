/**
 * A release checks itself (issue 36, item 4): `site` starts PocketBase only when the release's
 * hooks, migrations and public files are the ones scripts/runtime.mjs assembled (its manifest,
 * checked with sha256sum); else one line on stderr, exit 78, and PocketBase never runs (no Go
 * panic, no restart loop). A build whose hooks do not load is never assembled. The health
 * address the docs tell operators to monitor answers 200 only with the hooks running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ROOT } from '../../scripts/pocketbase-bin.mjs';
// @ts-expect-error plain ESM script without types
import { assembleRuntime, RELEASE_MANIFEST } from '../../scripts/runtime.mjs';
import { freePort, startPocketBase, waitForHealth, type TestServer } from '../support/pocketbase';

let tmp: string;
let pristine: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'release-check-'));
  pristine = path.join(tmp, 'pristine');
  assembleRuntime(pristine);
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** The environment a server's unit gives `site` (deploy/contractor-site.service), its own data folder. */
async function serverEnv(name: string): Promise<NodeJS.ProcessEnv> {
  const port = await freePort();
  return {
    PATH: process.env.PATH,
    PB_DATA: path.join(tmp, `${name}-data`),
    PB_HTTP: `127.0.0.1:${port}`,
    SITE_URL: `http://127.0.0.1:${port}`,
  };
}

/** `site serve` of the release in `dir` until it exits (or 20 s): its exit code and output. */
function serveUntilExit(
  dir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const proc = spawn(path.join(dir, 'site'), ['serve'], { cwd: '/', env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

describe('a release that differs from its build', () => {
  const cases: [string, (dir: string) => Promise<void>, RegExp][] = [
    [
      'a hook changed',
      (dir) => appendFile(path.join(dir, 'pb_hooks', 'pages.pb.js'), '\n// edited on the server\n'),
      /; changed: pb_hooks\/pages\.pb\.js;/,
    ],
    [
      'a hook with a syntax error',
      (dir) => writeFile(path.join(dir, 'pb_hooks', 'settings.pb.js'), 'onBootstrap((e) => {\n'),
      /; changed: pb_hooks\/settings\.pb\.js;/,
    ],
    [
      'a library with a syntax error',
      (dir) => writeFile(path.join(dir, 'pb_hooks', 'lib', 'pages.js'), 'module.exports = {;\n'),
      /; changed: pb_hooks\/lib\/pages\.js;/,
    ],
    ['a hook removed', (dir) => rm(path.join(dir, 'pb_hooks', 'health.pb.js')), /; missing: pb_hooks\/health\.pb\.js;/],
    [
      'every hook removed (an empty pb_hooks/)',
      async (dir) => {
        await rm(path.join(dir, 'pb_hooks'), { recursive: true });
        await mkdir(path.join(dir, 'pb_hooks'));
      },
      /; missing: pb_hooks\/accounts\.pb\.js pb_hooks\/[\w-]+\.pb\.js \S+ \S+ \S+ \(and \d+ more\);/,
    ],
    [
      'a hook added',
      (dir) => writeFile(path.join(dir, 'pb_hooks', 'extra.pb.js'), 'onBootstrap((e) => e.next());\n'),
      /; not in the build: pb_hooks\/extra\.pb\.js;/,
    ],
    [
      'a migration changed',
      async (dir) => {
        const migrations = path.join(dir, 'pb_migrations');
        const first = (await readdir(migrations)).sort()[0];
        await appendFile(path.join(migrations, first), '\n');
      },
      /; changed: pb_migrations\/\d+_\w+\.js;/,
    ],
    [
      'a damaged manifest',
      (dir) => appendFile(path.join(dir, RELEASE_MANIFEST), 'not a checksum line\n'),
      /; it cannot be checked: sha256sum: .*improperly formatted/,
    ],
    [
      'a public file missing',
      (dir) => rm(path.join(dir, 'pb_public', 'index.html')),
      /; missing: pb_public\/index\.html;/,
    ],
  ];

  it.each(cases)('%s: refuses to start with one line on stderr, exit 78, no panic', async (name, change, line) => {
    const dir = path.join(tmp, name.replace(/\W+/g, '-'));
    await cp(pristine, dir, { recursive: true });
    await change(dir);
    const env = await serverEnv(path.basename(dir));
    const { code, out, err } = await serveUntilExit(dir, env);
    expect(code).toBe(78);
    expect(out).toBe('');
    const lines = err.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^site: refusing to start: the release in .* differs from the one built; /);
    expect(lines[0]).toMatch(line);
    expect(lines[0]).toMatch(/assemble and deploy it again \(docs\/DEPLOY\.md, section 3\)\.$/);
    expect(err).not.toMatch(/panic|goroutine/);
    // PocketBase never ran: no data folder was made.
    expect(existsSync(env.PB_DATA!)).toBe(false);
    await rm(dir, { recursive: true, force: true });
  });

  it('without its manifest: refuses to start, naming it', async () => {
    const dir = path.join(tmp, 'no-manifest');
    await cp(pristine, dir, { recursive: true });
    await rm(path.join(dir, RELEASE_MANIFEST));
    const { code, err } = await serveUntilExit(dir, await serverEnv('no-manifest'));
    expect(code).toBe(78);
    expect(err.trimEnd().split('\n')).toEqual([
      `site: ${dir}/${RELEASE_MANIFEST} is missing: this folder is not a release assembled by scripts/runtime.mjs (docs/DEPLOY.md, section 3).`,
    ]);
  });
});

describe('a release as built', () => {
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  });

  it('starts, and its health address answers 200', async () => {
    const env = await serverEnv('good');
    let log = '';
    server = spawn(path.join(pristine, 'site'), ['serve'], { cwd: '/', env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (d) => (log += d));
    server.stderr!.on('data', (d) => (log += d));
    await waitForHealth(env.SITE_URL!, server, () => log);
    expect((await fetch(`${env.SITE_URL}/api/site/health`)).status).toBe(200);
    expect(log).not.toContain('site: ');
  });
});

it('is never assembled from a build whose hook does not load in PocketBase', async () => {
  // A checkout whose build has a hook with a syntax error (a JavaScript goja cannot parse).
  const checkout = path.join(tmp, 'checkout');
  await mkdir(path.join(checkout, 'pb_hooks'), { recursive: true });
  for (const entry of ['deploy', 'pb_migrations', 'pb_public'])
    await symlink(path.join(ROOT, entry), path.join(checkout, entry));
  for (const entry of await readdir(path.join(ROOT, 'pb_hooks')))
    if (entry.endsWith('.pb.js') || entry === 'lib')
      await symlink(path.join(ROOT, 'pb_hooks', entry), path.join(checkout, 'pb_hooks', entry));
  await writeFile(path.join(checkout, 'pb_hooks', 'broken.pb.js'), 'onBootstrap((e) => {\n');
  const dir = path.join(tmp, 'from-broken-build');
  expect(() => assembleRuntime(dir, { root: checkout })).toThrow(
    /^The build does not load in PocketBase: broken\.pb\.js: SyntaxError: .*Unexpected end of input/,
  );
  expect(existsSync(dir)).toBe(false);
  expect((await readdir(tmp)).filter((f) => f.startsWith('from-broken-build.'))).toEqual([]);
});

describe('the health address the docs tell operators to monitor', () => {
  let withoutHooks: TestServer;
  let empty: string;
  beforeAll(async () => {
    empty = await mkdtemp(path.join(os.tmpdir(), 'pb-no-hooks-'));
    withoutHooks = await startPocketBase({ hooksDir: empty });
  });
  afterAll(async () => {
    await withoutHooks?.dispose();
    await rm(empty, { recursive: true, force: true });
  });

  it('is the one Docker checks, and answers no 200 while the hooks are not running', async () => {
    const deploy = await readFile(path.join(ROOT, 'docs', 'DEPLOY.md'), 'utf8');
    const monitoring = deploy.slice(deploy.indexOf('## 9. Monitoring'), deploy.indexOf('## 10.'));
    const documented = /uptime check .*?on\s+`https:\/\/example\.lk(\/api\/[^`]+)`/s.exec(monitoring)?.[1];
    expect(documented).toBeDefined();
    const docker = /HEALTHCHECK[^\n]*\n\s*CMD wget .*\$\{PB_HTTP##\*:\}(\/[^"]+)"/.exec(
      await readFile(path.join(ROOT, 'Dockerfile'), 'utf8'),
    )?.[1];
    expect(docker).toBe(documented);
    const res = await fetch(`${withoutHooks.url}${documented}`);
    expect(res.status).not.toBe(200);
    // The same server, for comparison: PocketBase's own address answers 200 without any hook.
    expect((await fetch(`${withoutHooks.url}/api/health`)).status).toBe(200);
  });
});
