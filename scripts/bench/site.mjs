// `npm run bench`: builds, starts the site with sample content on loopback, and prints one
// table per measure (issue 6 targets in brackets):
//   Lighthouse, mobile, default simulated throttling, median of 3, Debian's Chromium, for
//   /, /projects, one category, one project and /contact   [perf ≥ 95, a11y/bp/SEO 100, CLS < 0.05]
//   gzip bytes of JS and CSS the first load of / transfers  [≤ 110 KB JS, ≤ 20 KB CSS]
//   API requests before first contentful paint              [0]
//   autocannon on rendered / beside a static file            [≥ 50 % of the static file, 0 errors]
// A script, not a test: numbers depend on the machine. Nothing is downloaded.
import autocannon from 'autocannon';
import { startSeededServer } from './seededServer.mjs';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { findChrome } from '../find-chrome.mjs';
import { ROOT } from '../pocketbase-bin.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
// `--only=lighthouse,first-load,throughput` runs a part of the measures (all by default).
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const part = (name) => !only || only.includes(name);
// `--routes=/,/contact` measures some routes only (Lighthouse and first load).
const routesArg = process.argv
  .find((a) => a.startsWith('--routes='))
  ?.slice('--routes='.length)
  .split(',');
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

const chromePath = findChrome();
const { url, project, stop } = await startSeededServer();

try {
  const routes = [
    '/',
    '/projects',
    `/projects/${project.expand.category.slug}`,
    `/projects/${project.expand.category.slug}/${project.id}`,
    '/contact',
  ];

  const measured = routesArg ? routes.filter((r) => routesArg.includes(r)) : routes;
  if (part('lighthouse')) await lighthouseTable(measured);
  if (part('first-load')) await firstLoadTable(measured);
  if (part('throughput')) await throughputTable();
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
        const { lhr } = await lighthouse(url + route, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (lhr.runtimeError)
          console.warn(`Lighthouse on ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        else runs.push(lhr);
      }
      if (runs.length === 0) {
        rows.push({ route, perf: 'failed' });
        continue;
      }
      const score = (id) => Math.round(median(runs.map((r) => (r.categories[id].score ?? NaN) * 100)));
      const audit = (id) => median(runs.map((r) => r.audits[id].numericValue ?? NaN));
      rows.push({
        route,
        perf: score('performance'),
        a11y: score('accessibility'),
        'best pr.': score('best-practices'),
        SEO: score('seo'),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse (mobile, simulated throttling, median of ${RUNS})`);
  console.table(rows);
}

/** First load of each route: JS and CSS bytes (gzip), API requests before first contentful paint. */
async function firstLoadTable(routes) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  const firstLoad = [];
  try {
    for (const route of routes) {
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
      await page.goto(url + route, { waitUntil: 'networkidle' });
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      const origin = await page.evaluate(() => performance.timeOrigin);
      const before = api.filter((a) => a.at - origin <= fcp).length;
      const gz = (ext) => assets.filter((a) => a.path.endsWith(ext)).reduce((n, a) => n + gzipSync(a.body).length, 0);
      firstLoad.push({
        route,
        'JS KB gzip': +(gz('.js') / 1024).toFixed(1),
        'CSS KB gzip': +(gz('.css') / 1024).toFixed(1),
        'API before FCP': before,
        'API total': api.length,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log('\nFirst load');
  console.table(firstLoad);
}

/** Throughput: rendered / against a static file of the same server (the ceiling). */
async function throughputTable() {
  const load = [];
  // The third row asks for gzip as every browser does (the first two do not, as the target reads).
  for (const [name, target, headers] of [
    ['rendered /', '/', {}],
    ['static /favicon.svg', '/favicon.svg', {}],
    ['rendered / (gzip)', '/', { 'accept-encoding': 'gzip' }],
  ]) {
    const r = await autocannon({ url: url + target, connections: 50, duration: 10, headers });
    load.push({
      target: name,
      'req/s': Math.round(r.requests.average),
      'p99 ms': r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
    });
  }
  console.log('\nautocannon, 50 connections, 10 s');
  console.table(load);
  console.log(`rendered / reaches ${Math.round((100 * load[0]['req/s']) / load[1]['req/s'])} % of the static file`);
}
