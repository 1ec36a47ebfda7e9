// `npm run bench:load`: drives the public pages and API of a real PocketBase (fresh data dir,
// sample content, loopback only) with autocannon for a bounded time, and reports requests/s,
// p50/p99 latency and errors per target. Target: zero errors at 100 concurrent connections.
//   node scripts/bench/load.mjs [--connections 100] [--duration 10]
// A script, not a test: numbers depend on the machine. Exits 1 if any request failed.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { findPocketBase, pocketBaseDirArgs, ROOT } from '../pocketbase-bin.mjs';
import { seedSampleContent } from '../seed/seed.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const connections = arg('connections', 100);
const duration = Math.min(arg('duration', 10), 60);

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const bin = findPocketBase();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-bench-'));
const dirs = pocketBaseDirArgs(dataDir);
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
execFileSync(bin, ['migrate', 'up', ...dirs], { cwd: ROOT, stdio: 'ignore' });
execFileSync(bin, ['superuser', 'upsert', 'bench@example.test', 'bench-password-1', ...dirs], {
  cwd: ROOT,
  stdio: 'ignore',
});
const server = spawn(bin, ['serve', `--http=127.0.0.1:${port}`, '--hooksWatch=false', ...dirs], {
  cwd: ROOT,
  stdio: 'ignore',
});

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
  await pb.collection('_superusers').authWithPassword('bench@example.test', 'bench-password-1');
  await seedSampleContent(pb, { log: () => {} });
  // The limiter would (rightly) answer a single address's flood with 429: exclude loopback
  // so the numbers measure the server, not the limiter.
  await pb.settings.update({ rateLimits: { excludedIPs: ['127.0.0.1'] } });
  const project = (await pb.collection('projects').getList(1, 1, { expand: 'category' })).items[0];
  const cover = `/api/files/${project.collectionId}/${project.id}/${project.coverImage}?thumb=480x320`;

  const targets = [
    ['home page', '/'],
    ['project page (SPA route)', `/projects/${project.expand.category.slug}/${project.id}`],
    ['projects list API', '/api/collections/projects/records?perPage=200&sort=-created&expand=category'],
    ['settings API', '/api/collections/home_settings/records?perPage=1'],
    ['cover thumb', cover],
  ];

  console.log(`autocannon: ${connections} connections, ${duration} s per target, ${url}\n`);
  const rows = [];
  for (const [name, target] of targets) {
    const result = await autocannon({ url: url + target, connections, duration });
    rows.push({
      target: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  console.table(rows);
  const failed = rows.reduce((n, r) => n + r.errors, 0);
  console.log(failed === 0 ? 'zero errors' : `${failed} failed requests`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
