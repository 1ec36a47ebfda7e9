// A PocketBase for the benchmark scripts: the pinned binary, a fresh temporary data dir, a free
// loopback port, the sample content, the Application URL set to the server's own (canonical
// URLs come from it), and loopback excluded from the rate limiter (a single address's flood
// would rightly get 429; the numbers should measure the server, not the limiter).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { findPocketBase, pocketBaseDirArgs, pocketBaseEnv, ROOT } from '../pocketbase-bin.mjs';
import { seedSampleContent } from '../seed/seed.mjs';

const SUPERUSER = ['bench@example.test', 'bench-password-1'];

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and seeds it.
 * @returns {Promise<{url: string, pid: number, pb: PocketBase, project: any, stop: () => Promise<void>}>}
 *   `pid` is the PocketBase process (to read its memory), `pb` a superuser client, `project`
 *   the newest project with its category expanded.
 */
export async function startSeededServer() {
  const bin = findPocketBase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-bench-'));
  const dirs = pocketBaseDirArgs(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  execFileSync(bin, ['migrate', 'up', '--dev=false', ...dirs], { cwd: ROOT, stdio: 'ignore' });
  execFileSync(bin, ['superuser', 'upsert', ...SUPERUSER, '--dev=false', ...dirs], { cwd: ROOT, stdio: 'ignore' });
  const server = spawn(bin, ['serve', `--http=127.0.0.1:${port}`, '--hooksWatch=false', '--dev=false', ...dirs], {
    cwd: ROOT,
    env: { ...pocketBaseEnv(), SITE_URL: url },
    stdio: 'ignore',
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
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const pb = new PocketBase(url);
    pb.autoCancellation(false);
    await pb.collection('_superusers').authWithPassword(...SUPERUSER);
    await seedSampleContent(pb, { log: () => {} });
    await pb.settings.update({ rateLimits: { excludedIPs: ['127.0.0.1'] } });
    const project = (await pb.collection('projects').getList(1, 1, { expand: 'category' })).items[0];
    return { url, pid: server.pid, pb, project, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
