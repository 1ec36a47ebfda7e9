// `npm run bench:load`: drives the public pages and API of a real PocketBase (fresh data dir,
// sample content, loopback only) with autocannon for a bounded time, and reports requests/s,
// p50/p99 latency and errors per target. Target: zero errors at 100 concurrent connections.
//   node scripts/bench/load.mjs [--connections 100] [--duration 10]
// A script, not a test: numbers depend on the machine. Exits 1 if any request failed.
import autocannon from 'autocannon';
import { startSeededServer } from './seededServer.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const connections = arg('connections', 100);
const duration = Math.min(arg('duration', 10), 60);

const { url, project, stop } = await startSeededServer();

try {
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
  await stop();
}
