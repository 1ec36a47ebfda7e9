// `npm run bench:load`: drives the public pages and API of a real PocketBase (fresh data dir,
// sample content, loopback only; the load starts once its pages are rendered) with autocannon for a bounded time, asking for gzip and br as
// browsers do, and reports requests/s, p50/p99 latency and errors per target: /, /services, a
// project page, the projects list API, a settings read, a cover thumb and the visit beacon (a POST
// that writes a daily count), with PocketBase's memory (VmRSS) sampled through each.
// Target: zero errors at 100 concurrent connections.
//   node scripts/bench/load.mjs [--connections 100] [--duration 10 (seconds per target, at most 60)]
// A script, not a test: numbers depend on the machine. Exits 1 if any request failed.
import { startSeededServer } from './seededServer.mjs';
import { cannon, loadRow, numberOption, progress, routes, sampleRss, warm } from './lib.mjs';
import { createRequire } from 'node:module';

// the hooks' build of shared/insights.ts (the benches run after `npm run build:hooks`)
const { BEACON_ROUTE } = createRequire(import.meta.url)('../../pb_hooks/lib/shared/insights.js');

const connections = Math.round(numberOption('connections', 100, 1000));
const duration = numberOption('duration', 10, 60);

const { url, pid, project, stop } = await startSeededServer();

try {
  const cover = `/api/files/${project.collectionId}/${project.id}/${project.coverImage}?thumb=480x0`;

  const { pathOf, projectPath } = routes();
  const targets = [
    ['home page', pathOf('home')],
    ['services page', pathOf('services')],
    ['project page', projectPath(project.expand.category.slug, project.id)],
    ['projects list API', '/api/collections/projects/records?perPage=200&sort=-created&expand=category'],
    ['settings API', '/api/collections/home_settings/records?perPage=1'],
    ['cover thumb', cover],
    // a browser's beacon: counted (rate limits exclude loopback in the bench), bounded per second
    [
      'visit beacon (POST)',
      BEACON_ROUTE,
      {
        method: 'POST',
        body: JSON.stringify({ k: 'view', p: pathOf('services') }),
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
      },
    ],
  ];

  console.log(`autocannon: ${connections} connections, ${duration} s per target, gzip, br, ${url}\n`);
  const rows = [];
  for (const [name, target, request] of targets) {
    progress(name);
    if (!request) await warm(url + target);
    const rss = sampleRss(pid, 200);
    const result = await cannon(url + target, { connections, duration, ...(request ? { requests: [request] } : {}) });
    rows.push({ ...loadRow(name, result), 'peak RSS MB': Math.round(rss.stop().peak) });
  }
  console.table(rows);
  const failed = rows.reduce((n, r) => n + r.errors, 0);
  const silent = rows.filter((r) => r.responses === 0).map((r) => r.target);
  console.log(failed === 0 ? 'zero errors' : `${failed} failed requests`);
  if (silent.length > 0) console.log(`no response at all from: ${silent.join(', ')}`);
  process.exitCode = failed === 0 && silent.length === 0 ? 0 : 1;
} finally {
  await stop();
}
