/**
 * Starts a real PocketBase for a test suite: the pinned binary, this project's migrations
 * and compiled hooks, a fresh temporary data dir and a free loopback port.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PocketBase from 'pocketbase';
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
  /**
   * Adds to (or, with `undefined`, removes from) the server's environment; SITE_URL is the
   * server's own address unless `env` says otherwise, as `make start` sets it.
   */
  env?: Record<string, string | undefined>;
}

export async function startPocketBase(options: StartOptions = {}): Promise<TestServer> {
  const bin: string = findPocketBase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-test-'));
  const dirArgs: string[] = pocketBaseDirArgs(dataDir).map((arg: string) =>
    options.hooksDir && arg.startsWith('--hooksDir=') ? `--hooksDir=${options.hooksDir}` : arg,
  );
  await run(bin, ['migrate', 'up', '--dev=false', ...dirArgs], { cwd: ROOT });
  await run(bin, ['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password, '--dev=false', ...dirArgs], {
    cwd: ROOT,
  });

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

  return {
    url,
    dataDir,
    bin,
    async superuser() {
      const pb = new PocketBase(url);
      pb.autoCancellation(false);
      await pb.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
      return pb;
    },
    client() {
      const pb = new PocketBase(url);
      pb.autoCancellation(false);
      return pb;
    },
    pid: () => proc.pid!,
    output: () => log,
    stop,
    restart: launch,
    async dispose() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
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
  const server = await startPocketBase(options);
  const root = await server.superuser();
  await root.settings.update({ meta: { appURL } });
  await seedSampleContent(root, { log: () => {} });
  return { server, root };
}
