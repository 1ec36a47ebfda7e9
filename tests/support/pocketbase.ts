/**
 * Starts a real PocketBase for a test suite: the pinned binary, this project's migrations
 * and compiled hooks, a fresh temporary data dir and a free loopback port.
 *
 * The data dir is a copy of a template made once per run (decision 009): migrated with the
 * superuser in it, or also seeded with the sample content (`sampleContent: true`). A suite that
 * needs the sample content asks for it here instead of seeding through the API itself.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { inject } from 'vitest';
import { projectPath } from '../../shared/routes';
// @ts-expect-error plain ESM script without types
import { findPocketBase, pocketBaseDirArgs, ROOT } from '../../scripts/pocketbase-bin.mjs';
// @ts-expect-error plain ESM script without types
import { seedSampleContent } from '../../scripts/seed/seed.mjs';

const run = promisify(execFile);

export const SUPERUSER = { email: 'root@example.test', password: 'root-password-123' };

export interface TestServer {
  url: string;
  dataDir: string;
  bin: string;
  /** A client authenticated as a PocketBase superuser. */
  superuser(): Promise<PocketBase>;
  /** A fresh anonymous client. */
  client(): PocketBase;
  /** The serve process's id (e.g. to read its memory from /proc). */
  pid(): number;
  /** PocketBase's stdout and stderr so far, for failure messages. */
  output(): string;
  /** Stops the process (SIGTERM, or the given signal) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /**
   * Resolves once the public pages show every change made so far: a write is answered before
   * its pages are rendered (pb_hooks/src/lib/pages.ts renderSoon), as a visitor would find
   * them a moment later.
   */
  siteRendered(): Promise<void>;
  /** Starts the process again on the same port and data dir. */
  restart(): Promise<void>;
  /** Stops the process and deletes the data dir. */
  dispose(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits until `proc` answers on `url`/api/health, or throws with its output. */
export async function waitForHealth(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`PocketBase exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      // 503: up, but its hooks failed their self-check (tests of that start such servers).
      if (res.ok || res.status === 503) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PocketBase did not become healthy in 20 s:\n${log()}`);
}

export interface StartOptions {
  /** Another hooks directory than the built pb_hooks (e.g. an empty or broken one). */
  hooksDir?: string;
  /** Another public directory than the built pb_public (e.g. a copy a test changes as a deploy would). */
  publicDir?: string;
  /**
   * Adds to (or, with `undefined`, removes from) the server's environment; SITE_URL is the
   * server's own address unless `env` says otherwise, as `make start` sets it.
   */
  env?: Record<string, string | undefined>;
  /**
   * Starts with the sample content (scripts/seed), as `seedSampleContent` leaves it: a copy of
   * a data folder seeded once per run (served once before, so its records are a few seconds
   * or minutes older than the server). With `hooksDir`, seeded at start through the API.
   */
  sampleContent?: boolean;
}

/** The PocketBase commands that make a fresh data folder: migrations, then the superuser. */
async function migrate(bin: string, dirArgs: string[]): Promise<void> {
  await run(bin, ['migrate', 'up', '--dev=false', ...dirArgs], { cwd: ROOT });
  await run(bin, ['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password, '--dev=false', ...dirArgs], {
    cwd: ROOT,
  });
}

/** The run's template folder (tests/support/globalSetup.ts), or undefined outside such a run. */
function templatesRoot(): string | undefined {
  try {
    return inject('pbTemplates');
  } catch {
    return undefined;
  }
}

const templates = new Map<string, Promise<string>>();

/**
 * The template data folder `name` of this run, made by `build` in the first worker that asks
 * for it; the others wait for it (a lock folder, then an atomic rename when it is complete).
 */
function template(root: string, name: string, build: (dir: string) => Promise<void>): Promise<string> {
  let made = templates.get(name);
  if (!made) {
    made = (async () => {
      const dir = path.join(root, name);
      const failed = `${dir}.failed`;
      try {
        await mkdir(`${dir}.lock`);
      } catch {
        const deadline = Date.now() + 180_000;
        while (!existsSync(dir)) {
          if (existsSync(failed))
            throw new Error(`Another worker failed to make the ${name} template:\n${await readFile(failed, 'utf8')}`);
          if (Date.now() > deadline) throw new Error(`The ${name} template was not made in 180 s (${dir})`);
          await new Promise((r) => setTimeout(r, 100));
        }
        return dir;
      }
      const work = `${dir}.tmp`;
      try {
        await build(work);
        await rename(work, dir);
      } catch (err) {
        await writeFile(failed, err instanceof Error ? (err.stack ?? err.message) : String(err));
        throw err;
      }
      return dir;
    })();
    templates.set(name, made);
  }
  return made;
}

/** A new data folder for a test server: a copy of this run's template, or made from nothing. */
async function newDataDir(bin: string, options: StartOptions): Promise<{ dataDir: string; seeded: boolean }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-test-'));
  const root = templatesRoot();
  try {
    if (!root || options.hooksDir) {
      await migrate(bin, dirArgsFor(dataDir, options));
      return { dataDir, seeded: false };
    }
    const migrated = await template(root, 'migrated', (dir) => migrate(bin, pocketBaseDirArgs(dir)));
    const source = options.sampleContent
      ? await template(root, 'sample-content', async (dir) => {
          await cp(migrated, dir, { recursive: true });
          const server = await serve(bin, dir, {});
          try {
            await seedSampleContent(await server.superuser(), { log: () => {} });
            // note: every copy starts with the pages of the seeded content: stopped mid-render,
            // each server would serve the pages of a half-seeded site (no home title, no company
            // name) while it renders 84 pages again in the background (30 s and more in make test).
            await server.siteRendered();
          } finally {
            await server.stop();
          }
        })
      : migrated;
    await cp(source, dataDir, { recursive: true });
    return { dataDir, seeded: Boolean(options.sampleContent) };
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}

function dirArgsFor(dataDir: string, options: StartOptions): string[] {
  return pocketBaseDirArgs(dataDir).map((arg: string) => {
    if (options.hooksDir && arg.startsWith('--hooksDir=')) return `--hooksDir=${options.hooksDir}`;
    if (options.publicDir && arg.startsWith('--publicDir=')) return `--publicDir=${options.publicDir}`;
    return arg;
  });
}

export async function startPocketBase(options: StartOptions = {}): Promise<TestServer> {
  const bin: string = findPocketBase();
  const { dataDir, seeded } = await newDataDir(bin, options);
  const server = await serve(bin, dataDir, options);
  if (options.sampleContent && !seeded) {
    try {
      await seedSampleContent(await server.superuser(), { log: () => {} });
    } catch (err) {
      await server.dispose();
      throw err;
    }
  }
  return server;
}

/** Serves `dataDir` on a free port until stopped (the folder is removed on dispose). */
async function serve(bin: string, dataDir: string, options: StartOptions): Promise<TestServer> {
  const dirArgs = dirArgsFor(dataDir, options);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let proc: ChildProcess;
  let log = '';

  async function launch(): Promise<void> {
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_URL: url, ...options.env };
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
    proc = spawn(
      bin,
      ['serve', `--http=127.0.0.1:${port}`, '--automigrate=false', '--hooksWatch=false', '--dev=false', ...dirArgs],
      { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    proc.stdout!.on('data', (d) => (log += d));
    proc.stderr!.on('data', (d) => (log += d));
    await waitForHealth(url, proc, () => log);
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill(signal);
    await exited;
  }

  try {
    await launch();
  } catch (err) {
    // A server that failed to start (a test of bad settings, of broken hooks) is not left
    // running, nor its data.
    await stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }

  async function superuser(): Promise<PocketBase> {
    const pb = new PocketBase(url);
    pb.autoCancellation(false);
    await pb.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
    return pb;
  }
  let watcher: PocketBase | undefined;
  return {
    url,
    dataDir,
    bin,
    superuser,
    client() {
      const pb = new PocketBase(url);
      pb.autoCancellation(false);
      return pb;
    },
    pid: () => proc.pid!,
    output: () => log,
    async siteRendered() {
      // note: one sign-in kept: signing in is rate-limited (10 a minute).
      const pb = (watcher ??= await superuser());
      const deadline = Date.now() + 120_000;
      for (;;) {
        const stats: { pending: boolean; rendering: boolean } = await pb.send('/api/site/pages', {});
        if (!stats.pending && !stats.rendering) return;
        if (Date.now() > deadline) throw new Error(`The pages were still rendering after 120 s\n${log}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop,
    restart: launch,
    async dispose() {
      await stop();
      // note: a render's compressors (gzip, brotli: processes of their own) can still be writing
      // a page's copies for a moment after the server stopped.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** Creates an account (as the superuser, so no rate limit applies) and signs it in. */
export async function signedInUser(
  server: TestServer,
  email: string,
  approved: boolean,
  password = 'user-password-123',
): Promise<PocketBase> {
  const root = await server.superuser();
  await root.collection('users').create({ email, password, passwordConfirm: password, approved });
  const pb = server.client();
  if (approved) await pb.collection('users').authWithPassword(email, password);
  return pb;
}

/**
 * A client holding a token of an unapproved account (such an account cannot sign in: a token
 * issued anyway stands in for one issued before a revocation).
 */
export async function unapprovedUser(server: TestServer, email: string): Promise<PocketBase> {
  const root = await server.superuser();
  const password = 'pending-pass-123';
  const pending = await root
    .collection('users')
    .create({ email, password, passwordConfirm: password, approved: false });
  return root.collection('users').impersonate(pending.id, 3600);
}

/**
 * A server with the built SPA and the sample content, published at `appURL` (its Application
 * URL, which canonical links use), and a superuser client.
 */
export async function startSampleSite(
  appURL: string,
  options: StartOptions = {},
): Promise<{ server: TestServer; root: PocketBase }> {
  const publicDir = path.resolve(process.env.PB_PUBLIC || path.join(ROOT, 'pb_public'));
  if (!existsSync(path.join(publicDir, 'index.html')))
    throw new Error(`Build the SPA first: ${publicDir}/index.html is missing`);
  const server = await startPocketBase({ ...options, sampleContent: true });
  const root = await server.superuser();
  await root.settings.update({ meta: { appURL } });
  await server.siteRendered();
  return { server, root };
}

/**
 * The published projects, each with the path of its public page (shared/routes.ts projectPath),
 * read through `root` (a superuser client). `T` names the record fields a test reads.
 */
export async function publishedProjects<T extends { id: string }>(root: PocketBase): Promise<(T & { path: string })[]> {
  const found = await root
    .collection('projects')
    .getFullList<T & { expand: { category: { slug: string } } }>({ filter: 'published = true', expand: 'category' });
  return found.map((p) => ({ ...p, path: projectPath(p.expand.category.slug, p.id) }));
}

/**
 * POSTs JSON from a given loopback source address (the rate limiter counts per address), with
 * `headers` besides (an Authorization token).
 */
export function postFrom(
  server: TestServer,
  localAddress: string,
  urlPath: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${urlPath}`,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', ...headers }, agent: false },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * The HTTP status a client call ends with: 200 when it succeeds, the error's status when the
 * server refuses it; anything but a PocketBase client error is thrown on.
 */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    return err.status;
  }
}
