// PocketBases for the benchmark scripts, each the pinned binary on a fresh temporary data dir and
// a free loopback port:
// - startSeededServer: this site (our hooks and migrations), the sample content, the Application
//   URL set to the server's own (canonical URLs come from it), loopback excluded from the rate
//   limiter (a single address's flood would rightly get 429; the numbers should measure the
//   server, not the limiter); it returns once the pages are rendered (the site is current).
// - startPlainServer: the same binary with none of our hooks or migrations serving pb_public/:
//   the ceiling a static file can reach, with no JS middleware or with a minimal one that only
//   sets a few headers (what a JS middleware costs by itself).
import { execFileSync, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { findPocketBase, pocketBaseDirArgs, pocketBaseEnv, ROOT } from '../pocketbase-bin.mjs';
import { seedSampleContent } from '../seed/seed.mjs';
import { waitSiteCurrent } from './lib.mjs';

const SUPERUSER = ['bench@example.test', 'bench-password-1'];

/** The folder the built site is served from (PB_PUBLIC or pb_public/), as our server gets it. */
export const PUBLIC_DIR = pocketBaseDirArgs()
  .find((a) => a.startsWith('--publicDir='))
  .slice('--publicDir='.length);

/** The one hook file of the "header-only middleware" server: a few fixed headers, then on. */
const HEADER_ONLY_MIDDLEWARE = `routerUse((e) => {
  const h = e.response.header();
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('X-Frame-Options', 'DENY');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Content-Security-Policy', "default-src 'self'; object-src 'none'; frame-ancestors 'none'");
  e.next();
});
`;

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * `pocketbase serve` with `dirs` (the --dir, --hooksDir, … flags) on a free loopback port, after
 * a superuser is upserted (with none, PocketBase would offer its installer). `siteUrl`: the
 * Application URL (SITE_URL) is the server's own. Returns once /api/health answers; `stop()`
 * ends it and removes `cleanup` (the temporary folders).
 * @returns {Promise<{url: string, pid: number, stop: () => Promise<void>}>}
 */
async function serve(dirs, cleanup, { siteUrl = false } = {}) {
  const bin = findPocketBase();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  try {
    execFileSync(bin, ['superuser', 'upsert', ...SUPERUSER, '--dev=false', ...dirs], { cwd: ROOT, stdio: 'ignore' });
  } catch (err) {
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })));
    throw err;
  }
  // BENCH_SERVE_ARGS: more `serve` flags for every server of the run (e.g. `--hooksPool=50`).
  const extra = (process.env.BENCH_SERVE_ARGS ?? '').split(' ').filter(Boolean);
  // note: after the folders' flags (`--hooksPool` among them): the last of a flag wins.
  const args = ['serve', `--http=127.0.0.1:${port}`, '--hooksWatch=false', '--dev=false', ...dirs, ...extra];
  const server = spawn(bin, args, {
    cwd: ROOT,
    env: pocketBaseEnv(siteUrl ? { ...process.env, SITE_URL: url } : process.env),
    // PB_STDERR: a file for the server's standard error (e.g. with GODEBUG=gctrace=1, Go's
    // collections: the heap kept after each, and its goal).
    stdio: process.env.PB_STDERR ? ['ignore', 'ignore', openSync(process.env.PB_STDERR, 'w')] : 'ignore',
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      // A server stuck in its graceful shutdown is killed: a benchmark run always ends.
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })));
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (i === 200 || server.exitCode !== null) {
      await stop();
      throw new Error(`PocketBase did not start on ${url} (${dirs.join(' ')}).`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: server.pid, stop };
}

/** A superuser client of the server at `url`. */
async function superuserClient(url) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(...SUPERUSER);
  return pb;
}

/**
 * Starts this site's server, seeds it and waits until its pages are rendered.
 * @returns {Promise<{url: string, pid: number, pb: PocketBase, project: any, stop: () => Promise<void>}>}
 *   `pid` is the PocketBase process (to read its memory), `pb` a superuser client, `project`
 *   the first project of the list with its category expanded.
 */
export async function startSeededServer() {
  const bin = findPocketBase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-bench-'));
  const dirs = pocketBaseDirArgs(dataDir);
  try {
    execFileSync(bin, ['migrate', 'up', '--dev=false', ...dirs], { cwd: ROOT, stdio: 'ignore' });
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const { url, pid, stop } = await serve(dirs, [dataDir], { siteUrl: true });
  try {
    const pb = await superuserClient(url);
    await seedSampleContent(pb, { log: () => {} });
    await pb.settings.update({ rateLimits: { excludedIPs: ['127.0.0.1'] } });
    // Seeding leaves a render running for several seconds: a load started now would measure it.
    const { timedOut } = await waitSiteCurrent(pb, { timeoutMs: 180_000 });
    if (timedOut) throw new Error('The seeded site was still rendering after 180 s.');
    const project = (await pb.collection('projects').getList(1, 1, { expand: 'category' })).items[0];
    return { url, pid, pb, project, stop, siteDir: path.join(dataDir, 'site') };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * The same binary serving pb_public/ with none of our hooks or migrations: `middleware` false,
 * an empty hooks dir (PocketBase's own static route only); true, one hook file that sets a few
 * headers and calls `e.next()`.
 * @returns {Promise<{url: string, pid: number, stop: () => Promise<void>}>}
 */
export async function startPlainServer({ middleware = false, publicDir = PUBLIC_DIR } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-bench-plain-'));
  const hooksDir = path.join(dataDir, 'hooks');
  const migrationsDir = path.join(dataDir, 'migrations');
  await mkdir(hooksDir);
  await mkdir(migrationsDir);
  if (middleware) {
    const hook = typeof middleware === 'string' ? middleware : HEADER_ONLY_MIDDLEWARE;
    await writeFile(path.join(hooksDir, 'headers.pb.js'), hook);
  }
  const dirs = [
    `--dir=${path.join(dataDir, 'data')}`,
    `--hooksDir=${hooksDir}`,
    `--migrationsDir=${migrationsDir}`,
    `--publicDir=${publicDir}`,
  ];
  return serve(dirs, [dataDir]);
}
