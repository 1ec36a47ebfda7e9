// `npm run bench`: builds, starts the site with sample content on loopback (waiting until its
// pages are rendered), and prints one table per part, each with its targets under it and a ✗ on
// the rows that miss one (issue 24's targets):
//   lighthouse  Lighthouse, mobile, default simulated throttling, BENCH_RUNS runs (3), full
//               Chromium (Debian's chromium --headless=new; --browsers=full,shell adds the headless
//               shell's tables), on every public route kind: /, /services, /about, /projects, one
//               category, one project, /contact, and each again with every .js blocked; beside
//               them the plain reference page (scripts/bench/reference/), the runs interleaved;
//               the median of each, the worst run's perf, the main-thread breakdown and long tasks
//               [perf 100 median and ≥ 98 in every run, TBT ≤ 50 ms (JS blocked: ≤ 30 ms),
//                LCP ≤ 1300 ms, CLS < 0.01, a11y/best practices/SEO 100, first-load transfer ≤ 200 KB]
//   first-load  Playwright, each route once: gzip KB of the JS that arrived before the largest
//               contentful paint (a PerformanceObserver's last 'largest-contentful-paint'
//               entry against each JS response's responseEnd) and in all, CSS, /api/ requests
//               (other than /api/files) before the first paint
//               [JS ≤ 15 KB on the pages without an island; on a page with one (a project,
//                /contact) ≤ 15 KB before LCP and every island chunk after LCP; 0 API]
//   throughput  wrk (Debian's, 1 thread), then autocannon: 50 connections, 10 s each,
//               accept-encoding gzip: a static file (/favicon.svg) through the same binary with
//               no hooks (the bare binary, run first and last), through a header-only JS
//               middleware, through our server; the build's CSS file (ours sends its .gz: beside
//               the bare binary sending the file as it is and its .gz); every route of the
//               Lighthouse part, each beside the bare binary sending its .gz; the server's CPU time
//               per request (autocannon's run) of each row; security headers checked on our answers
//               [by wrk's rates: ours ≥ 5,000 req/s and ≥ 0.5× the bare binary (a page: its .gz),
//                0 errors, CSP and nosniff]
//   cold        on /, a project and /services: warm, 100 connections for 10 s; then an edit
//               and, as soon as it is answered (while its pages render), the same load; the
//               edit must be in the page once the site is current (GET /api/site/pages)
//               [after an edit: 0 errors or timeouts, p99 < 200 ms; warm: p99 < 100 ms]
//   memory      PocketBase's peak RSS through 30 s of 100 connections on a static file, the visit
//               beacon and quote requests with bodies at their route's limit, an API flooded into
//               429s, /admin, a 404, 2,000 junk paths, 2,000 Host headers
//                                                                         [peak < 200 MB]
//   render      the render budget with the sample content, then with BENCH_PROJECTS (200)
//               published projects (copies of one, spread over the categories, cover only):
//               a settings save (every page) and a project save, each: the save's answer, the
//               time until the site is current, pages rendered, ms per page, peak RSS
//               [every page at 200 projects ≤ 60 s, a project save current ≤ 5 s, a save
//                answered ≤ 200 ms, peak RSS < 200 MB]
//   node scripts/bench/site.mjs [--no-build] [--only=lighthouse,first-load,throughput,cold,memory,render]
//     [--routes=/,/services,category,project (lighthouse, first-load, throughput)]
//     [--duration=S (every load run, at most 60)] [--browsers=full,shell (lighthouse)]
//     [--no-js-blocked (lighthouse: skip the runs with JS blocked)]
//     [--floods=quote,429 (memory: the floods whose name contains one of these words)]
//   Quick look at a few routes: npm run bench -- --no-build --only=lighthouse --routes=/,project --no-js-blocked
//   (with BENCH_RUNS=1).
// A script, not a test: numbers depend on the machine. Nothing is downloaded.
import { PUBLIC_DIR, startPlainServer, startSeededServer } from './seededServer.mjs';
import {
  addProjects,
  cannon,
  cpuSeconds,
  failures,
  GZIP_HEADERS,
  listOption,
  mb,
  median,
  numberOption,
  progress,
  routes,
  sampleRss,
  securityCheck,
  siteStats,
  statusCount,
  statuses,
  timedGet,
  verdict,
  waitSiteCurrent,
  warm,
} from './lib.mjs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { debianTool } from '../debian-tools.mjs';
import { findFullChrome, findHeadlessShell } from '../find-chrome.mjs';
import { ROOT } from '../pocketbase-bin.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
// How many published projects the render part measures at (it adds copies up to this).
const PROJECTS = Number(process.env.BENCH_PROJECTS || 200);
// The collections by their keys in the content model (shared/content.ts), read once the hooks are built.
const content = () => createRequire(import.meta.url)('../../pb_hooks/lib/shared/content.js').CONTENT;
/** A built shared module's exports (shared/limits.ts, shared/insights.ts), read once the hooks are built. */
const shared = (name) => createRequire(import.meta.url)(`../../pb_hooks/lib/shared/${name}.js`);
const languages = () => shared('languages');
const PARTS = ['lighthouse', 'first-load', 'throughput', 'cold', 'memory', 'render'];
// `--only=lighthouse,first-load` runs a part of the measures (all by default).
const only = listOption('only');
const unknownPart = only?.find((p) => !PARTS.includes(p));
if (unknownPart) throw new Error(`--only: unknown part "${unknownPart}" (parts: ${PARTS.join(', ')}).`);
const part = (name) => !only || only.includes(name);
// `--routes=/,/contact,project` measures some routes only (Lighthouse, first load, throughput):
// a path, or the kind of route (home, services, about, projects, category, project, contact).
const routesArg = listOption('routes');
// `--duration=5` shortens (or lengthens, up to 60 s) every load run, for a quick look.
const durationArg = numberOption('duration', undefined, 60);
// `--browsers=full,shell`: Lighthouse in full Chromium (what visitors run), and in the headless shell.
const BROWSERS = ['full', 'shell'];
const browserNames = listOption('browsers') ?? ['full'];
const unknownBrowser = browserNames.find((b) => !BROWSERS.includes(b));
if (unknownBrowser) throw new Error(`--browsers: unknown "${unknownBrowser}" (browsers: ${BROWSERS.join(', ')}).`);
// `--floods=quote,429`: the memory floods whose name contains one of these words (all by default).
const floods = listOption('floods');
// `--no-js-blocked`: Lighthouse without the runs that block every .js (a quicker look).
const blockedJsRuns = !process.argv.includes('--no-js-blocked');
/** The plain reference page Lighthouse measures beside ours (served by the bare binary). */
const REFERENCE_DIR = path.join(ROOT, 'scripts/bench/reference');
const seconds = (fallback) => durationArg ?? fallback;
/** Connections of the throughput comparison (the issue's measure) and of every other load. */
const THROUGHPUT_CONNECTIONS = 50;
const CONNECTIONS = 100;
/** First-load JS a page may take (gzip), before its largest paint when it has an island. */
const JS_BUDGET_KB = 15;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, ['scripts/build-hooks.mjs'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

const chromePath = part('lighthouse') || part('first-load') ? findFullChrome({ install: true }) : undefined;
const browsers = part('lighthouse')
  ? browserNames.map((name) =>
      name === 'full'
        ? { name, label: `full Chromium (${chromePath} --headless=new)`, path: chromePath, flags: CHROME_FLAGS }
        : {
            name,
            label: 'the headless shell (chromium-headless-shell)',
            path: findHeadlessShell({ install: true }),
            flags: CHROME_FLAGS.slice(1),
          },
    )
  : [];
progress('starting and seeding the site');
const { url, pid, pb, project, stop, siteDir } = await startSeededServer();

try {
  const slug = project.expand.category.slug;
  const { pathOf, categoryPath } = routes();
  const projectPath = routes().projectPath(slug, project.id);
  const english = [
    ['home', pathOf('home')],
    ['services', pathOf('services')],
    ['about', pathOf('about')],
    ['projects', pathOf('projects')],
    ['category', categoryPath(slug)],
    ['project', projectPath],
    ['contact', pathOf('contact')],
  ];
  // Each kind in the other languages too (`services-si`: /si/services), measured when --routes names it.
  const routeKinds = [
    ...english,
    ...languages().TRANSLATIONS.flatMap((language) =>
      english.map(([kind, path]) => [`${kind}-${language}`, routes().localePath(path, language)]),
    ),
  ];
  const unknownRoute = routesArg?.find((r) => !routeKinds.some(([kind, path]) => r === kind || r === path));
  if (unknownRoute)
    throw new Error(`--routes: "${unknownRoute}" is none of ${routeKinds.map(([k, p]) => `${k} (${p})`).join(', ')}.`);
  const measured = routesArg
    ? routeKinds.filter(([kind, path]) => routesArg.includes(kind) || routesArg.includes(path))
    : english;

  if (part('lighthouse')) await lighthouseTable(measured.map(([, path]) => path));
  if (part('first-load')) await firstLoadTable(measured.map(([, path]) => path));
  if (part('throughput')) await throughputTable(measured);
  if (part('cold')) await coldTable(projectPath);
  if (part('memory')) await memoryTable(slug);
  // Last: it adds projects to the site.
  if (part('render')) await renderTable(projectPath);
} finally {
  await stop();
}

/**
 * Lighthouse on each route and on the plain reference page (scripts/bench/reference/: a static
 * page of similar size, hand-written CSS, no script), the runs interleaved (run 1 of every route
 * and of the reference, then run 2, …) so a busy machine shows on both; each route again with
 * every `.js` request blocked (the document alone). In each browser of BROWSERS, its own tables.
 */
async function lighthouseTable(routes) {
  const reference = await startPlainServer({ publicDir: REFERENCE_DIR });
  const targets = [
    ...routes.map((route) => ({ name: route, url: url + route })),
    { name: 'reference page', url: `${reference.url}/`, reference: true },
  ];
  try {
    for (const browser of browsers) await lighthouseBrowser(browser, targets);
  } finally {
    await reference.stop();
  }
}

/** The Lighthouse tables of one browser (`full`: Chromium in its new headless mode; `shell`). */
async function lighthouseBrowser(browser, targets) {
  const chrome = await chromeLauncher.launch({ chromePath: browser.path, chromeFlags: browser.flags });
  const runs = new Map(targets.map((t) => [t, { plain: [], noJs: [], failed: 0 }]));
  const audit = async (target, blockJs) => {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(blockJs ? { blockedUrlPatterns: ['*.js'] } : {}),
    };
    const { lhr } = await lighthouse(target.url, flags);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  };
  try {
    // One run not counted: a fresh Chrome's first page pays its own start (its first trace held
    // 50–150 ms more main-thread work, whichever route came first).
    progress(`lighthouse (${browser.name}) warm-up run (not counted)`);
    await audit(targets[0], false).catch(() => {});
    for (let i = 1; i <= RUNS; i++) {
      for (const target of targets) {
        const kinds = target.reference || !blockedJsRuns ? ['plain'] : ['plain', 'noJs'];
        for (const kind of kinds) {
          const r = runs.get(target);
          // note: a run Lighthouse itself could not finish (NO_NAVSTART and the like, on a busy
          // machine) is tried again, up to 2 times a route; the row says how many failed.
          for (;;) {
            progress(
              `lighthouse (${browser.name}) ${target.name}${kind === 'noJs' ? ', JS blocked' : ''} (${i}/${RUNS})`,
            );
            try {
              r[kind].push(await audit(target, kind === 'noJs'));
              break;
            } catch (err) {
              console.warn(`Lighthouse on ${target.name}: ${err.message}`);
              if (++r.failed > 2) break;
            }
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const rows = [];
  const breakdown = [];
  for (const target of targets) {
    const { plain, noJs, failed } = runs.get(target);
    if (plain.length === 0) {
      rows.push({ route: target.name, perf: 'failed', targets: '✗ failed' });
      continue;
    }
    const scores = (id) => plain.map((r) => Math.round((r.categories[id].score ?? NaN) * 100));
    const value = (lhrs, id) => median(lhrs.map((r) => r.audits[id]?.numericValue ?? NaN));
    const longTasks = plain.map((r) => r.audits['long-tasks'].details?.items ?? []);
    const row = {
      route: target.name,
      perf: median(scores('performance')),
      'perf min': Math.min(...scores('performance')),
      a11y: median(scores('accessibility')),
      'best pr.': median(scores('best-practices')),
      SEO: median(scores('seo')),
      'FCP ms': Math.round(value(plain, 'first-contentful-paint')),
      'LCP ms': Math.round(value(plain, 'largest-contentful-paint')),
      'LCP max': Math.round(Math.max(...plain.map((r) => r.audits['largest-contentful-paint'].numericValue))),
      'TBT ms': Math.round(value(plain, 'total-blocking-time')),
      'TBT each': plain.map((r) => Math.round(r.audits['total-blocking-time'].numericValue)).join(' '),
      'TBT no JS': noJs.length ? Math.round(value(noJs, 'total-blocking-time')) : '—',
      CLS: Number(value(plain, 'cumulative-layout-shift').toFixed(3)),
      'KB transfer': Number((value(plain, 'total-byte-weight') / 1024).toFixed(1)),
      runs: plain.length,
      'failed runs': failed,
    };
    row.targets = target.reference
      ? '(reference)'
      : verdict({
          perf: row.perf === 100,
          'perf min': row['perf min'] >= 98,
          a11y: row.a11y === 100,
          'best pr.': row['best pr.'] === 100,
          SEO: row.SEO === 100,
          TBT: row['TBT ms'] <= 50,
          ...(blockedJsRuns ? { 'TBT no JS': row['TBT no JS'] <= 30 } : {}),
          LCP: row['LCP ms'] <= 1300,
          CLS: row.CLS < 0.01,
          transfer: row['KB transfer'] <= 200,
          runs: plain.length === RUNS && (!blockedJsRuns || noJs.length === RUNS),
        });
    rows.push(row);
    // Lighthouse's main-thread breakdown (its simulated mobile CPU: 4× what was observed) and
    // long tasks (same scale; "unattributable": no script of the page's was running).
    const group = (lhr) =>
      Object.fromEntries(
        (lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map((i) => [i.group, i.duration]),
      );
    const groups = plain.map(group);
    const groupMs = (id) => Math.round(median(groups.map((g) => g[id] ?? 0)));
    breakdown.push({
      route: target.name,
      'main thread ms': Math.round(median(plain.map((r) => r.audits['mainthread-work-breakdown'].numericValue))),
      other: groupMs('other'),
      'style+layout': groupMs('styleLayout'),
      'parse HTML+CSS': groupMs('parseHTML'),
      'script eval': groupMs('scriptEvaluation'),
      'script parse': groupMs('scriptParseCompile'),
      paint: groupMs('paintCompositeRender'),
      GC: groupMs('garbageCollection'),
      'long tasks': median(longTasks.map((l) => l.length)),
      'long ms': Math.round(median(longTasks.map((l) => l.reduce((n, t) => n + t.duration, 0)))),
      'longest ms': Math.round(median(longTasks.map((l) => Math.max(0, ...l.map((t) => t.duration))))),
      'longest is': mostCommon(
        longTasks.map((l) => {
          const top = l.toSorted((a, b) => b.duration - a.duration)[0];
          return !top ? '—' : /^https?:/.test(top.url) ? new URL(top.url).pathname : top.url;
        }),
      ),
    });
  }
  // note: Lighthouse's simulated LCP and TBT are built from the CPU time and request timings it
  // observed, so the machine's load moves them: the reference page's row shows by how much.
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  console.log(
    `\nLighthouse in ${browser.label} (mobile, simulated throttling, median of ${RUNS} after one warm-up run;` +
      ` "perf min", "LCP max": the worst run; "TBT no JS": every .js request blocked; load average ${load})`,
  );
  console.table(rows);
  console.log(
    'targets: perf 100 (median) and ≥ 98 in every run, TBT ≤ 50 ms, with JS blocked TBT ≤ 30 ms, LCP ≤ 1300 ms,' +
      ' CLS < 0.01, a11y 100, best pr. 100, SEO 100, KB transfer ≤ 200 (total-byte-weight of the first load);' +
      ' the reference page (plain HTML and CSS, no script) measured in the same runs; ✗ marks a row that misses',
  );
  console.log(
    `\nMain thread in ${browser.label} (Lighthouse's breakdown and long tasks, ms at its 4× CPU slowdown; medians)`,
  );
  console.table(breakdown);
}

/** The value met most often in a list (the first of equals). */
function mostCommon(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * First load of each route: the JS it takes before its largest contentful paint and in all
 * (gzip of each body), CSS, /api/ requests before the first paint. The JS the HTML names is the
 * page's own; any other (an island's chunk, React with it) must arrive after the LCP.
 */
async function firstLoadTable(routes) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  const rows = [];
  try {
    for (const route of routes) {
      progress(`first load ${route}`);
      // The viewport Lighthouse's mobile run has: the same largest element.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      const bodies = new Map();
      page.on('response', async (res) => {
        const { pathname } = new URL(res.url());
        if (/\.(js|css)$/.test(pathname)) bodies.set(pathname, await res.body().catch(() => Buffer.alloc(0)));
      });
      const doc = await page.goto(url + route, { waitUntil: 'networkidle' });
      const html = (await doc?.text()) ?? '';
      // An island starts when the visitor comes within a screen of it (web/src/public/nearView.ts):
      // what the first screen loaded is noted, then the visitor scrolls to each island.
      const islands = await page.$$eval('[data-island]', (els) => els.map((el) => el.getAttribute('data-island')));
      const jsBeforeScroll = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => e.name),
      );
      for (const island of islands) {
        await page.locator(`[data-island="${island}"]`).scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
      }
      const timing = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const lcp = [];
            new PerformanceObserver((list) => lcp.push(...list.getEntries().map((e) => e.startTime))).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            });
            setTimeout(
              () =>
                resolve({
                  lcp: lcp.length ? lcp[lcp.length - 1] : NaN,
                  firstPaint:
                    performance.getEntriesByName('first-paint')[0]?.startTime ??
                    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
                    NaN,
                  resources: performance
                    .getEntriesByType('resource')
                    .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
                }),
              200,
            );
          }),
      );
      await context.close();

      const resources = timing.resources.map((r) => ({ ...r, path: new URL(r.name).pathname }));
      const kb = (list) => +(list.reduce((n, r) => n + gzipSync(bodies.get(r.path) ?? '').length, 0) / 1024).toFixed(1);
      const js = resources.filter((r) => r.path.endsWith('.js'));
      const jsBeforeLcp = js.filter((r) => r.end <= timing.lcp);
      // The page's own JS: what the HTML names and what that imports statically; the rest (an
      // island's chunk, React with it) is loaded by a dynamic import.
      const own = staticGraph(html, bodies);
      const islandJs = js.filter((r) => !own.has(r.path));
      const islandBeforeLcp = islandJs.filter((r) => r.end <= timing.lcp);
      const islandBeforeScroll = islandJs.filter((r) => jsBeforeScroll.includes(r.name));
      const api = resources.filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/files/'));
      const apiBeforePaint = api.filter((r) => r.start < timing.firstPaint).length;
      const row = {
        route,
        status: doc?.status() ?? 0,
        islands: islands.join(' ') || '—',
        'LCP ms': Math.round(timing.lcp),
        'JS before LCP KB': kb(jsBeforeLcp),
        'JS total KB': kb(js),
        'JS files before/after LCP': `${jsBeforeLcp.length}/${js.length - jsBeforeLcp.length}`,
        'island JS unscrolled': islands.length === 0 ? '—' : islandBeforeScroll.length,
        'CSS KB': kb(resources.filter((r) => r.path.endsWith('.css'))),
        'API before paint': apiBeforePaint,
        'API total': api.length,
      };
      row.targets = verdict({
        'status 200': row.status === 200,
        LCP: Number.isFinite(timing.lcp),
        ...(islands.length === 0
          ? { 'JS total': row['JS total KB'] <= JS_BUDGET_KB }
          : {
              'JS before LCP': row['JS before LCP KB'] <= JS_BUDGET_KB,
              'island JS after LCP': islandJs.length > 0 && islandBeforeLcp.length === 0,
            }),
        API: apiBeforePaint === 0,
      });
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  console.log('\nFirst load (Playwright, 412×823, no throttling; KB: gzip of each body)');
  console.table(rows);
  console.log(
    `targets: JS total ≤ ${JS_BUDGET_KB} KB on a page with no island; with one (a project, /contact): JS before` +
      ` LCP ≤ ${JS_BUDGET_KB} KB and its island's JS loaded once scrolled to, all of it after LCP ("island JS` +
      ' unscrolled": its files the first screen loaded, 0 when the island is more than a screen down); 0 /api/' +
      ' requests (but /api/files)' +
      ' before the first paint; ✗ marks a row that misses',
  );
}

/**
 * The paths of the JS a page loads statically: the scripts and modulepreloads its HTML names,
 * and what their bodies (`bodies`, by path) import with a static `import … from "./x.js"` or
 * `import "./x.js"` (not `import("./x.js")`), transitively.
 */
function staticGraph(html, bodies) {
  const own = new Set();
  const queue = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map(
    (m) => new URL(m[1], url).pathname,
  );
  while (queue.length > 0) {
    const path = queue.pop();
    if (own.has(path)) continue;
    own.add(path);
    const text = bodies.get(path)?.toString('utf8') ?? '';
    for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(new URL(m[1], url + path).pathname);
  }
  return own;
}

/** Requests a second from wrk at THROUGHPUT_CONNECTIONS connections for `duration` s, with gzip. */
function wrkRate(wrkPath, target, duration) {
  const out = execFileSync(
    wrkPath,
    ['-t1', `-c${THROUGHPUT_CONNECTIONS}`, `-d${duration}s`, '-H', 'Accept-Encoding: gzip', target],
    { encoding: 'utf8' },
  );
  const match = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (!match) throw new Error(`wrk gave no rate for ${target}:\n${out}`);
  return Math.round(Number(match[1]));
}

/**
 * A static file through the bare binary (no hooks; run first and last, the reference is their
 * mean), through a header-only JS middleware, and through our server, then every page.
 */
async function throughputTable(pages) {
  const duration = seconds(10);
  // wrk (Debian's package, installed when missing as for the other tools): a client in C that
  // does not keep the bodies. autocannon, on the same two cores, spends 240-370 µs on each gzip
  // body it receives (decision 015), so its rates for pages measure the client as much as the
  // server; wrk's are what the targets are judged on.
  const wrkPath = debianTool('/usr/bin/wrk', 'wrk', { install: true });
  progress('throughput: starting the bare binary and the header-only middleware');
  const bare = await startPlainServer();
  // The same binary serving a copy of the rendered pages as plain files: each page's own
  // reference (a 10-13 KB gzip file costs more to send than the 1 KB favicon).
  const pagesCopy = await mkdtemp(path.join(os.tmpdir(), 'pb-bench-pages-'));
  await cp(siteDir, pagesCopy, { recursive: true });
  let headerOnly;
  let barePages;
  try {
    headerOnly = await startPlainServer({ middleware: true });
    barePages = await startPlainServer({ publicDir: pagesCopy });
    // A hashed build file with a precompressed copy: our server sends its .gz, the bare binary
    // the file as it is; so it is also compared with the bare binary sending the same .gz bytes.
    const css = readdirSync(path.join(PUBLIC_DIR, 'assets')).find((f) => f.endsWith('.css'));
    const asset = `/assets/${css}`;
    const targets = [
      { name: 'static file, bare binary (no hooks)', base: bare.url, pid: bare.pid, path: '/favicon.svg', bare: true },
      {
        name: 'static file, header-only JS middleware',
        base: headerOnly.url,
        pid: headerOnly.pid,
        path: '/favicon.svg',
        reference: true,
      },
      { name: 'static file, our server', base: url, pid, path: '/favicon.svg' },
      { name: `${asset}, bare binary: as it is`, base: bare.url, pid: bare.pid, path: asset, assetBare: true },
      {
        name: `${asset}, bare binary: its .gz file`,
        base: bare.url,
        pid: bare.pid,
        path: `${asset}.gz`,
        pageBare: true,
      },
      { name: `${asset}, our server (its .gz)`, base: url, pid, path: asset, page: true, asset: true },
      ...pages.flatMap(([kind, path]) => {
        const name = `${kind} page${kind === 'project' ? '' : ` ${path}`}`;
        const file = `${path === '/' ? '' : path}/index.html.gz`;
        return [
          {
            name: `${name}, bare binary: its .gz file`,
            base: barePages.url,
            pid: barePages.pid,
            path: file,
            pageBare: true,
          },
          { name, base: url, pid, path, page: true },
        ];
      }),
      { name: 'static file, bare binary again', base: bare.url, pid: bare.pid, path: '/favicon.svg', bare: true },
    ];
    const rows = [];
    let pageBare = 0;
    for (const t of targets) {
      progress(`throughput ${t.name}`);
      const check = await securityCheck(t.base + t.path);
      const cpuBefore = cpuSeconds(t.pid);
      const r = await cannon(t.base + t.path, {
        connections: THROUGHPUT_CONNECTIONS,
        duration,
        headers: GZIP_HEADERS,
      });
      const cpuUs = Math.round(((cpuSeconds(t.pid) - cpuBefore) * 1e6) / Math.max(1, r.requests.total));
      const wrk = wrkRate(wrkPath, t.base + t.path, duration);
      rows.push({
        target: t.name,
        'wrk req/s': wrk,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'server CPU µs/req': cpuUs,
        errors: failures(r),
        '× bare': 0,
        encoding: check.encoding,
        'CSP+nosniff': check.missing.length === 0 ? 'yes' : `no (${check.missing.join(', ')})`,
        status: check.status,
        ...t,
      });
      if (t.pageBare) pageBare = rows.at(-1)['wrk req/s'];
      if (t.page) rows.at(-1)['× same file'] = Number((rows.at(-1)['wrk req/s'] / pageBare).toFixed(2));
    }
    const bareRate =
      rows.filter((r) => r.bare).reduce((n, r) => n + r['wrk req/s'], 0) / rows.filter((r) => r.bare).length;
    for (const row of rows) {
      row['× bare'] = Number((row['wrk req/s'] / bareRate).toFixed(2));
      const ours = !row.bare && !row.reference && !row.pageBare && !row.assetBare;
      row.targets = verdict({
        'status 200': row.status === 200,
        errors: row.errors === 0,
        ...(ours
          ? {
              '≥ 5000 req/s': row['wrk req/s'] >= 5000,
              ...(row.page
                ? { '≥ 0.5× same file': row['× same file'] >= 0.5 }
                : { '≥ 0.5× bare': row['× bare'] >= 0.5 }),
              'security headers': row['CSP+nosniff'] === 'yes',
            }
          : {}),
      });
      for (const key of [
        'name',
        'base',
        'pid',
        'path',
        'bare',
        'reference',
        'status',
        'page',
        'pageBare',
        'asset',
        'assetBare',
      ])
        delete row[key];
    }
    console.log(
      `\nThroughput: wrk (1 thread) and then autocannon, ${THROUGHPUT_CONNECTIONS} connections, ${duration} s each,` +
        ' accept-encoding gzip; the same PocketBase binary (bare: no hooks; header-only: one JS middleware that sets' +
        ' 4 headers); "req/s", p50, p99 and the server CPU: autocannon\'s',
    );
    console.table(rows);
    console.log(
      `× bare, × same file: wrk's rates; × bare against the mean of the two bare runs (${Math.round(bareRate)} req/s).` +
        ' targets for our server (its' +
        ' static file and each page): ≥ 5,000 req/s and ≥ 0.5× bare (a page: ≥ 0.5× the bare binary sending' +
        " the page's own .gz file, × same file), 0 errors, Content-Security-Policy and" +
        ' X-Content-Type-Options on the answer; the bare and header-only rows are references; ✗ marks a row that misses',
    );
  } finally {
    await Promise.all([bare.stop(), headerOnly?.stop(), barePages?.stop()]);
    await rm(pagesCopy, { recursive: true, force: true });
  }
}

/**
 * Warm, then right after an edit (through the superuser client), the same load while the
 * edit's pages render; then, once the site is current, is the edit in the page?
 */
async function coldTable(projectPath) {
  const duration = seconds(10);
  const home = await pb.collection('home_settings').getFirstListItem('');
  const service = (await pb.collection('services').getList(1, 1)).items[0];
  let edits = 0;
  // Each edit writes a new marker; the page served once the site is current should carry it.
  const marker = () => `bench edit ${++edits}-${Date.now()}`;
  const cases = [
    [
      '/ after a home subtitle edit',
      '/',
      (m) => pb.collection('home_settings').update(home.id, { subtitle: `${home.subtitle} ${m}` }),
    ],
    [
      'a project after its edit',
      projectPath,
      (m) => pb.collection('projects').update(project.id, { location: `${project.location} ${m}` }),
    ],
    [
      '/services after a service edit',
      routes().pathOf('services'),
      (m) => pb.collection('services').update(service.id, { shortDescription: `${service.shortDescription} ${m}` }),
    ],
  ];
  const rows = [];
  for (const [name, path, edit] of cases) {
    await waitSiteCurrent(pb);
    progress(`warm ${path}`);
    await warm(url + path);
    const w = await cannon(url + path, { connections: CONNECTIONS, duration });
    progress(`after an edit: ${name}`);
    const before = await siteStats(pb);
    const m = marker();
    const t = performance.now();
    await edit(m);
    const answered = Math.round(performance.now() - t);
    // Polled beside the load: was the render under way when it began, when was the site current?
    const current = waitSiteCurrent(pb, { after: before.changes, timeoutMs: (duration + 120) * 1000, everyMs: 100 });
    const r = await cannon(url + path, { connections: CONNECTIONS, duration });
    const { ms, first, timedOut } = await current;
    const served = (await timedGet(url + path)).body.includes(m);
    const row = {
      page: name,
      'warm req/s': Math.round(w.requests.average),
      'warm p99': w.latency.p99,
      'warm errors': failures(w),
      'edit answered ms': answered,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'max ms': r.latency.max,
      errors: r.errors + r.non2xx,
      timeouts: r.timeouts,
      'rendering at start': first.pending || first.rendering ? 'yes' : 'no',
      'current after ms': timedOut ? `> ${ms}` : ms,
      'edit in page': served ? 'yes' : 'no',
    };
    row.targets = verdict({
      'warm responses': w.requests.total > 0,
      'warm errors': row['warm errors'] === 0,
      'warm p99': row['warm p99'] < 100,
      responses: r.requests.total > 0,
      'errors/timeouts': failures(r) === 0,
      p99: row['p99 ms'] < 200,
      current: !timedOut,
      'edit in page': served,
    });
    rows.push(row);
  }
  console.log(
    `\nWarm, and right after an edit: ${CONNECTIONS} connections for ${duration} s each, gzip, br;` +
      ' the after-edit load starts as soon as the edit is answered',
  );
  console.table(rows);
  console.log(
    'targets: warm p99 < 100 ms; after an edit 0 errors or timeouts, p99 < 200 ms; the edit in the page once the' +
      ' site is current ("rendering at start": a render was pending or running when the load began; "current' +
      ' after ms": from the edit\'s answer, polled during the load); ✗ marks a row that misses',
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
      [
        `/junk/${i}`,
        routes().projectPath(slug, id()),
        routes().categoryPath(id()),
        `${routes().projectPath(id(), id())}?v=${i}`,
      ][i % 4],
  );
  const hosts = Array.from({ length: DISTINCT }, (_, i) => `bench-${i}.example.test`);
  // One request list shared by every connection: each request takes the next of the 2,000.
  const cycle = (values, apply) => {
    let n = 0;
    return [{ setupRequest: (req) => apply(req, values[n++ % values.length]) }];
  };
  // Bodies at each route's limit (issue 38, ROUTE_BODY_LIMITS): a beacon that is counted, and a
  // quote request from one phone (after its first 3 of the day, refused by the phone limit).
  const { routeBodyLimit } = shared('limits');
  const { BEACON_ROUTE } = shared('insights');
  const QUOTES = `/api/collections/${content().inquiries.collection}/records`;
  const padded = (fields, bytes) => {
    const text = JSON.stringify({ ...fields, pad: '' });
    return text.replace('"pad":""', `"pad":"${'x'.repeat(bytes - text.length)}"`);
  };
  const post = (body) => [
    {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
    },
  ];
  const beacon = padded({ k: 'view', p: routes().pathOf('services') }, routeBodyLimit('POST', BEACON_ROUTE));
  const quote = padded(
    { name: 'Bench', phone: '077 123 9999', message: 'A bench request.' },
    routeBodyLimit('POST', QUOTES),
  );
  const scenarios = [
    ['static /favicon.svg', '/favicon.svg'],
    [`beacon, ${beacon.length}-byte bodies`, BEACON_ROUTE, { requests: post(beacon) }],
    [`quote requests, ${quote.length}-byte bodies`, QUOTES, { requests: post(quote) }],
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
  const chosen = scenarios.filter(([name]) => !floods || floods.some((word) => name.includes(word)));
  if (!chosen.length) throw new Error(`--floods: none of "${floods.join(',')}" names a flood.`);
  for (const [name, path, { limited = false, requests } = {}] of chosen) {
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
        targets: verdict({ responses: r.requests.total > 0, 'peak RSS': peak < 200 }),
      });
    } finally {
      if (limited) await pb.settings.update({ rateLimits: { excludedIPs: restore } });
    }
  }
  console.log(`\nMemory: PocketBase's RSS (VmRSS every 200 ms), ${CONNECTIONS} connections for ${duration} s each`);
  console.table(rows);
  console.log('targets: peak RSS < 200 MB in each; ✗ marks a row that misses');
}

/**
 * The page files (`index.html`, the not-found pages) of the site folder `dir` modified since
 * `since` (ms), by the language whose folder holds them (shared/routes.ts languagePrefix).
 */
function filesWrittenSince(dir, since) {
  const counts = Object.fromEntries(languages().LANGUAGES.map((l) => [l, 0]));
  const prefixes = languages().TRANSLATIONS.map((l) => [l, routes().languagePrefix(l).slice(1)]);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.name.includes('.tmp')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (statSync(file).mtimeMs < since) continue;
    const top = path.relative(dir, file).split(path.sep)[0];
    counts[prefixes.find(([, prefix]) => prefix === top)?.[0] ?? languages().DEFAULT_LANGUAGE]++;
  }
  return counts;
}

/**
 * The render budget: a settings save (every page) and a project save, with the sample content
 * and then with PROJECTS published projects; each timed from the save's request until the site
 * is current, with the pages it rendered (the renderer's own count) and the peak RSS meanwhile.
 */
async function renderTable(projectPath) {
  const footers = content().footer.collection;
  const footer = await pb.collection(footers).getFirstListItem('');
  const rows = [];
  let saves = 0;
  const measure = async (content, save, check, targets) => {
    await waitSiteCurrent(pb, { timeoutMs: 600_000 });
    const before = await siteStats(pb);
    const m = `Bench${++saves}x${Date.now() % 1e6}`;
    const rss = sampleRss(pid, 100);
    const t = performance.now();
    const start0 = Date.now();
    await save.run(m);
    const answered = Math.round(performance.now() - t);
    const { stats, timedOut } = await waitSiteCurrent(pb, { after: before.changes, timeoutMs: 600_000 });
    const current = Math.round(performance.now() - t);
    const { start, peak } = rss.stop();
    const pages = stats.pagesRendered - before.pagesRendered;
    const written = filesWrittenSince(siteDir, start0);
    // The edit in each language's pages (the company name and a location are shared, not translated).
    const paths = check(stats).flatMap((p) => languages().LANGUAGES.map((l) => routes().localePath(p, l)));
    const inPages = (await Promise.all(paths.map((p) => timedGet(url + p)))).every((r) => r.body.includes(m));
    const row = {
      content,
      save: save.name,
      'answered ms': answered,
      'current ms': timedOut ? `> ${current}` : current,
      pages,
      'files written en/si/ta': languages()
        .LANGUAGES.map((l) => written[l])
        .join('/'),
      'ms/page': pages > 0 ? Math.round(current / pages) : '—',
      passes: stats.passes - before.passes,
      'start MB': mb(start),
      'peak RSS MB': mb(peak),
      'edit in pages': inPages ? 'yes' : `no (${paths.join(' ')})`,
    };
    row.targets = verdict({
      answered: answered <= 200,
      current: !timedOut && targets.current(current),
      pages: pages > 0,
      'peak RSS': peak < 200,
      'edit in pages': inPages,
    });
    rows.push(row);
  };
  const newest = (stats) => Object.values(stats.paths.projects).at(-1);
  const settingsSave = {
    name: 'settings (the footer company_name): every page',
    run: (m) => pb.collection(footers).update(footer.id, { company_name: `${footer.company_name} ${m}` }),
  };
  const projectSave = {
    name: 'a project (location): the lists and its page',
    run: (m) => pb.collection('projects').update(project.id, { location: `${project.location} ${m}` }),
  };
  const countPublished = async () =>
    (await pb.collection('projects').getList(1, 1, { filter: 'published = true' })).totalItems;

  const sample = `sample, ${await countPublished()} projects`;
  progress(`render: ${sample}`);
  await measure(sample, settingsSave, (s) => ['/', newest(s)], { current: () => true });
  await measure(sample, projectSave, () => [projectPath, routes().pathOf('projects')], { current: (ms) => ms <= 5000 });

  progress(`render: adding projects up to ${PROJECTS}`);
  const added = await addProjects(pb, url, project.id, PROJECTS - (await countPublished()));
  const big = `${await countPublished()} projects`;
  progress(`render: ${big}`);
  await measure(big, settingsSave, (s) => ['/', newest(s)], { current: (ms) => ms <= 60_000 });
  await measure(big, projectSave, () => [projectPath, routes().pathOf('projects')], { current: (ms) => ms <= 5000 });

  console.log(
    `\nRender budget: a save through the superuser client, then GET /api/site/pages every 50 ms until the site` +
      ' is current; "pages": the renderer\'s pagesRendered delta in every language (the 404 pages included);' +
      ' "files written": the page files (index.html and the 404 pages) renamed into place since the save, by language' +
      ' (a page the save did not change is not written); the edit checked in every language; peak RSS sampled every 100 ms',
  );
  console.table(rows);
  console.log(
    `(${added.count} projects added in ${added.seconds} s, copies of one with its cover, spread over the categories;` +
      ` the site was current ${added.catchUp} s after the last)`,
  );
  console.log(
    `targets: a save answered ≤ 200 ms; a project save current ≤ 5 s; a settings save (every page) current ≤ 60 s` +
      ` at ${PROJECTS} projects; peak RSS < 200 MB; ✗ marks a row that misses`,
  );
}
