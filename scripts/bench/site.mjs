// `npm run bench`: builds, starts the site with sample content on loopback, and prints one
// table per measure, each with its targets under it and a mark on the rows that miss one:
//   lighthouse  Lighthouse, mobile, default simulated throttling, median of BENCH_RUNS (3),
//               Debian's Chromium, on every public route kind: /, /services, /about, /projects,
//               one category, one project, /contact
//               [perf ≥ 98, a11y/bp/SEO 100, CLS < 0.02, LCP ≤ 1500 ms, first-load transfer ≤ 300 KB]
//   first-load  gzip KB of JS and CSS the first load of each route takes, API requests before
//               first contentful paint                                  [JS ≤ 110 KB, 0 API]
//   throughput  warm cache: autocannon, 100 connections, 10 s, accept-encoding gzip, br, on /,
//               a project, /services and a static file [0 errors, p99 < 200 ms, / ≥ 60 % static]
//   cold        an admin edit, then at once the same load on /, a project, /services
//                                                                 [0 errors, p99 < 1500 ms]
//   memory      PocketBase's peak RSS through 30 s of 100 connections on a static file, an API
//               flooded into 429s, /admin, a 404, 2,000 junk paths, 2,000 Host headers
//                                                                         [peak < 300 MB]
//   node scripts/bench/site.mjs [--no-build] [--only=lighthouse,first-load,throughput,cold,memory]
//     [--routes=/,/services,category,project] [--duration=S (every load run, at most 60)]
// A script, not a test: numbers depend on the machine. Nothing is downloaded.
import { startSeededServer } from './seededServer.mjs';
import {
  cannon,
  listOption,
  loadRow,
  mb,
  numberOption,
  progress,
  sampleRss,
  statusCount,
  statuses,
  timedGet,
  verdict,
  warm,
} from './lib.mjs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { findChrome } from '../find-chrome.mjs';
import { ROOT } from '../pocketbase-bin.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const PARTS = ['lighthouse', 'first-load', 'throughput', 'cold', 'memory'];
// `--only=lighthouse,first-load` runs a part of the measures (all by default).
const only = listOption('only');
const unknownPart = only?.find((p) => !PARTS.includes(p));
if (unknownPart) throw new Error(`--only: unknown part "${unknownPart}" (parts: ${PARTS.join(', ')}).`);
const part = (name) => !only || only.includes(name);
// `--routes=/,/contact,project` measures some routes only (Lighthouse and first load): a path,
// or the kind of route (home, services, about, projects, category, project, contact).
const routesArg = listOption('routes');
// `--duration=5` shortens (or lengthens, up to 60 s) every load run, for a quick look.
const durationArg = numberOption('duration', undefined, 60);
const seconds = (fallback) => durationArg ?? fallback;
const CONNECTIONS = 100;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, ['scripts/build-hooks.mjs'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

const chromePath = part('lighthouse') || part('first-load') ? findChrome({ install: true }) : undefined;
const { url, pid, pb, project, stop } = await startSeededServer();

try {
  const slug = project.expand.category.slug;
  const projectPath = `/projects/${slug}/${project.id}`;
  const routes = [
    ['home', '/'],
    ['services', '/services'],
    ['about', '/about'],
    ['projects', '/projects'],
    ['category', `/projects/${slug}`],
    ['project', projectPath],
    ['contact', '/contact'],
  ];
  const unknownRoute = routesArg?.find((r) => !routes.some(([kind, path]) => r === kind || r === path));
  if (unknownRoute)
    throw new Error(`--routes: "${unknownRoute}" is none of ${routes.map(([k, p]) => `${k} (${p})`).join(', ')}.`);
  const measured = routes
    .filter(([kind, path]) => !routesArg || routesArg.includes(kind) || routesArg.includes(path))
    .map(([, path]) => path);

  if (part('lighthouse')) await lighthouseTable(measured);
  if (part('first-load')) await firstLoadTable(measured);
  if (part('throughput')) await throughputTable(projectPath);
  if (part('cold')) await coldTable(projectPath);
  if (part('memory')) await memoryTable(slug);
} finally {
  await stop();
}

async function lighthouseTable(routes) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        progress(`lighthouse ${route} (${i + 1}/${RUNS})`);
        try {
          const { lhr } = await lighthouse(url + route, { port: chrome.port, output: 'json', logLevel: 'error' });
          if (lhr.runtimeError)
            console.warn(`Lighthouse on ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          else runs.push(lhr);
        } catch (err) {
          console.warn(`Lighthouse on ${route}: ${err.message}`);
        }
      }
      if (runs.length === 0) {
        rows.push({ route, perf: 'failed', targets: '✗ failed' });
        continue;
      }
      const score = (id) => Math.round(median(runs.map((r) => (r.categories[id].score ?? NaN) * 100)));
      const audit = (id) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
      const row = {
        route,
        perf: score('performance'),
        a11y: score('accessibility'),
        'best pr.': score('best-practices'),
        SEO: score('seo'),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
        'KB transfer': Number((audit('total-byte-weight') / 1024).toFixed(1)),
      };
      row.targets = verdict({
        perf: row.perf >= 98,
        a11y: row.a11y === 100,
        'best pr.': row['best pr.'] === 100,
        SEO: row.SEO === 100,
        CLS: row.CLS < 0.02,
        LCP: row['LCP ms'] <= 1500,
        transfer: row['KB transfer'] <= 300,
      });
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse (mobile, simulated throttling, median of ${RUNS})`);
  console.table(rows);
  console.log(
    'targets: perf ≥ 98, a11y 100, best pr. 100, SEO 100, CLS < 0.02, LCP ≤ 1500 ms, KB transfer ≤ 300' +
      ' (total-byte-weight of the first load); ✗ marks a row that misses',
  );
}

/** First load of each route: JS and CSS bytes (gzip), API requests before first contentful paint. */
async function firstLoadTable(routes) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  const firstLoad = [];
  try {
    for (const route of routes) {
      progress(`first load ${route}`);
      const page = await browser.newPage();
      const assets = [];
      const api = [];
      page.on('request', (req) => {
        const u = new URL(req.url());
        if (u.pathname.startsWith('/api/') && !u.pathname.startsWith('/api/files/'))
          api.push({ path: u.pathname, at: Date.now() });
      });
      page.on('response', async (res) => {
        const u = new URL(res.url());
        if (/\.(js|css)$/.test(u.pathname))
          assets.push({ path: u.pathname, body: await res.body().catch(() => Buffer.alloc(0)) });
      });
      const doc = await page.goto(url + route, { waitUntil: 'networkidle' });
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      const origin = await page.evaluate(() => performance.timeOrigin);
      const before = api.filter((a) => a.at - origin <= fcp).length;
      const gz = (ext) => assets.filter((a) => a.path.endsWith(ext)).reduce((n, a) => n + gzipSync(a.body).length, 0);
      const row = {
        route,
        status: doc?.status() ?? 0,
        'JS KB gzip': +(gz('.js') / 1024).toFixed(1),
        'CSS KB gzip': +(gz('.css') / 1024).toFixed(1),
        'API before FCP': before,
        'API total': api.length,
      };
      row.targets = verdict({ 'status 200': row.status === 200, JS: row['JS KB gzip'] <= 110, API: before === 0 });
      firstLoad.push(row);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log('\nFirst load');
  console.table(firstLoad);
  console.log('targets: JS ≤ 110 KB gzip on every route, 0 API requests before first paint; ✗ marks a row that misses');
}

/** Warm cache: rendered pages beside a static file of the same server (the ceiling). */
async function throughputTable(projectPath) {
  const duration = seconds(10);
  const rows = [];
  for (const [name, path] of [
    ['rendered /', '/'],
    ['rendered project', projectPath],
    ['rendered /services', '/services'],
    ['static /favicon.svg', '/favicon.svg'],
  ]) {
    progress(`throughput ${name}`);
    const res = await warm(url + path);
    const r = await cannon(url + path, { connections: CONNECTIONS, duration });
    rows.push({ ...loadRow(name, r), encoding: res.encoding });
  }
  const share = Math.round((100 * rows[0]['req/s']) / rows[rows.length - 1]['req/s']);
  for (const [i, row] of rows.entries())
    row.targets = verdict({
      responses: row.responses > 0,
      errors: row.errors === 0,
      p99: row['p99 ms'] < 200,
      ...(i === 0 ? { '≥ 60 % static': share >= 60 } : {}),
    });
  console.log(`\nThroughput, warm cache: autocannon, ${CONNECTIONS} connections, ${duration} s each, gzip, br`);
  console.table(rows);
  console.log(`rendered / reaches ${share} % of the static file's req/s`);
  console.log('targets: 0 errors, p99 < 200 ms, rendered / ≥ 60 % of the static file; ✗ marks a row that misses');
}

/** Cold cache: an admin edit through the superuser client, then at once the load. */
async function coldTable(projectPath) {
  const duration = seconds(10);
  const home = await pb.collection('home_settings').getFirstListItem('');
  const service = (await pb.collection('services').getList(1, 1)).items[0];
  let edits = 0;
  // Each edit writes a new marker; the page served after the load should carry it.
  const marker = () => `bench edit ${++edits}-${Date.now()}`;
  const cases = [
    [
      '/ after home subtitle edit',
      '/',
      (m) => pb.collection('home_settings').update(home.id, { subtitle: `${home.subtitle} ${m}` }),
    ],
    [
      'project after its edit',
      projectPath,
      (m) => pb.collection('projects').update(project.id, { location: `${project.location} ${m}` }),
    ],
    [
      '/services after service edit',
      '/services',
      (m) => pb.collection('services').update(service.id, { shortDescription: `${service.shortDescription} ${m}` }),
    ],
  ];
  const rows = [];
  for (const [name, path, edit] of cases) {
    progress(`cold ${name}`);
    const m = marker();
    await edit(m);
    // One more request sent with the load, timed alone: the cold render even when the load
    // gets no answer within its duration.
    const probeLimit = (duration + 30) * 1000;
    const probe = timedGet(url + path, { timeoutMs: probeLimit });
    const r = await cannon(url + path, { connections: CONNECTIONS, duration });
    const { ms } = await probe;
    const served = (await timedGet(url + path)).body.includes(m);
    const row = {
      ...loadRow(name, r),
      timeouts: r.timeouts,
      'probe ms': Number.isNaN(ms) ? `> ${probeLimit}` : ms,
      'edit in HTML': served ? 'yes' : 'no',
    };
    row.targets = verdict({ responses: row.responses > 0, errors: row.errors === 0, p99: row['p99 ms'] < 1500 });
    rows.push(row);
  }
  console.log(`\nCold cache: an admin edit, then at once ${CONNECTIONS} connections for ${duration} s, gzip, br`);
  console.table(rows);
  console.log(
    'targets: 0 errors or timeouts, p99 < 1500 ms; ✗ marks a row that misses ("probe ms": one request' +
      ' sent with the load, timed alone; "edit in HTML": the page fetched after the load carries the edit)',
  );
}

/** PocketBase's resident memory through floods of static, limited, missing and varied requests. */
async function memoryTable(slug) {
  const duration = seconds(30);
  const DISTINCT = 2000;
  const id = () => randomBytes(8).toString('hex').slice(0, 15);
  const junk = Array.from(
    { length: DISTINCT },
    (_, i) =>
      [`/junk/${i}`, `/projects/${slug}/${id()}`, `/projects/${id()}`, `/projects/${id()}/${id()}?v=${i}`][i % 4],
  );
  const hosts = Array.from({ length: DISTINCT }, (_, i) => `bench-${i}.example.test`);
  // One request list shared by every connection: each request takes the next of the 2,000.
  const cycle = (values, apply) => {
    let n = 0;
    return [{ setupRequest: (req) => apply(req, values[n++ % values.length]) }];
  };
  const scenarios = [
    ['static /favicon.svg', '/favicon.svg'],
    ['API list flooded into 429', '/api/collections/projects/records', { limited: true }],
    ['/admin', '/admin'],
    ['404 /assets/does-not-exist-123.js', '/assets/does-not-exist-123.js'],
    [`${DISTINCT} junk paths`, junk[0], { requests: cycle(junk, (req, path) => ({ ...req, path })) }],
    [
      `${DISTINCT} Host headers on /`,
      '/',
      { requests: cycle(hosts, (req, host) => ({ ...req, headers: { ...req.headers, host } })) },
    ],
  ];
  const rows = [];
  for (const [name, path, { limited = false, requests } = {}] of scenarios) {
    progress(`memory ${name}`);
    let restore;
    if (limited) {
      restore = (await pb.settings.getAll()).rateLimits.excludedIPs;
      await pb.settings.update({ rateLimits: { excludedIPs: [] } });
    }
    try {
      await warm(url + path);
      const rss = sampleRss(pid, 200);
      const r = await cannon(url + path, { connections: CONNECTIONS, duration, requests });
      const { start, peak, end, samples } = rss.stop();
      rows.push({
        scenario: name,
        responses: r.requests.total,
        'req/s': Math.round(r.requests.average),
        statuses: statuses(r),
        '429s': statusCount(r, 429),
        'errors+timeouts': r.errors + r.timeouts,
        'start MB': mb(start),
        'peak MB': mb(peak),
        'end MB': mb(end),
        samples,
        targets: verdict({ responses: r.requests.total > 0, 'peak RSS': peak < 300 }),
      });
    } finally {
      if (limited) await pb.settings.update({ rateLimits: { excludedIPs: restore } });
    }
  }
  console.log(`\nMemory: PocketBase's RSS (VmRSS every 200 ms), ${CONNECTIONS} connections for ${duration} s each`);
  console.table(rows);
  console.log('targets: peak RSS < 300 MB in each; ✗ marks a row that misses');
}
