// Helpers the benchmark scripts share: command-line options, one autocannon run and its table
// row, warm-up requests, the marks of rows that miss a target, a sampler of the resident memory
// (VmRSS) of a process, the renderer's counters and a wait until the site is current, the
// security headers of an answer. Loopback only: the URLs come from seededServer.mjs.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** What every browser asks for: the load should see the responses visitors get. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' };

/** gzip only: what the throughput comparison asks of every server (the bare binary has no br). */
export const GZIP_HEADERS = { 'accept-encoding': 'gzip' };

/**
 * The route table (shared/routes.ts, its hooks build: the benches run after `npm run build:hooks`):
 * every path a bench asks for comes from it (`pathOf`, `projectPath`, `localePath`).
 */
export const routes = () => createRequire(import.meta.url)('../../pb_hooks/lib/shared/routes.js');

/** The headers every answer of this site must carry (docs/SECURITY.md), checked by name. */
export const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options'];

/** The value of `--name=value` or `--name value`, else `fallback`. */
export function option(name, fallback) {
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  if (eq) return eq.slice(name.length + 3);
  const i = process.argv.indexOf(`--${name}`);
  return i > 1 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

/** A positive number option, at most `max`. */
export function numberOption(name, fallback, max = Infinity) {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!(n > 0)) throw new Error(`--${name} wants a positive number, not "${raw}".`);
  return Math.min(n, max);
}

/** A comma-separated option as a list, or undefined when absent. */
export function listOption(name) {
  return option(name)
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * One timed request, its body read (so the server's caches and thumbs exist before a load):
 * `{ status, ms, encoding, body }`, or `{ status: 0, ms: NaN }` when it failed or took longer
 * than `timeoutMs`.
 */
export async function timedGet(url, { headers = BROWSER_HEADERS, timeoutMs = 30_000 } = {}) {
  const t = performance.now();
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    const encoding = res.headers.get('content-encoding') ?? 'none';
    return { status: res.status, ms: Math.round(performance.now() - t), encoding, body };
  } catch (err) {
    progress(`GET ${url}: ${err.message}`);
    return { status: 0, ms: NaN, encoding: 'n/a', body: '' };
  }
}

/**
 * One GET of `url`: which of SECURITY_HEADERS it lacks (none: `[]`), its status and encoding.
 * @returns {Promise<{status: number, encoding: string, missing: string[]}>}
 */
export async function securityCheck(url, headers = GZIP_HEADERS) {
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return {
      status: res.status,
      encoding: res.headers.get('content-encoding') ?? 'none',
      missing: SECURITY_HEADERS.filter((h) => !res.headers.get(h)),
    };
  } catch (err) {
    progress(`GET ${url}: ${err.message}`);
    return { status: 0, encoding: 'n/a', missing: [...SECURITY_HEADERS] };
  }
}

/** The warm-up request before a load. */
export const warm = (url, headers) => timedGet(url, { headers });

/** autocannon on one URL; `requests` (with `setupRequest`) varies each request. */
export function cannon(url, { connections = 100, duration = 10, headers = BROWSER_HEADERS, requests } = {}) {
  return autocannon({ url, connections, duration, headers, ...(requests ? { requests } : {}) });
}

/** Requests that did not get a 2xx: socket errors, timeouts, other statuses. */
export const failures = (r) => r.errors + r.timeouts + r.non2xx;

/** How many responses had this status. */
export const statusCount = (r, status) => r.statusCodeStats?.[status]?.count ?? 0;

/** The statuses seen, e.g. "200×9120 404×12". */
export const statuses = (r) =>
  Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ') || 'none';

/** The usual row of a load run. */
export function loadRow(name, r) {
  return {
    target: name,
    responses: r.requests.total,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    errors: failures(r),
  };
}

/** '✓' when every check holds, else '✗' and the names of those that do not. */
export function verdict(checks) {
  const missed = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  return missed.length === 0 ? '✓' : `✗ ${missed.join(', ')}`;
}

/** The resident memory of a process in MB, NaN once it is gone. */
/**
 * The CPU time (user + system) a process has used so far, in seconds, or NaN: what a load
 * costs the server per request whatever the client's own speed (autocannon appends each body
 * to a string, and a gzip body costs it several times a text one).
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // note: utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export function rssMB(pid) {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Samples the VmRSS of `pid` every `everyMs` from now until `stop()`, which returns
 * `{ start, peak, end, samples }` in MB.
 */
export function sampleRss(pid, everyMs = 200) {
  const start = rssMB(pid);
  let peak = start;
  let samples = 1;
  const take = () => {
    const mb = rssMB(pid);
    samples++;
    if (mb > peak || Number.isNaN(peak)) peak = mb;
    return mb;
  };
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const end = take();
      return { start, peak, end, samples };
    },
  };
}

/**
 * The renderer's counters (GET /api/site/pages, superusers): `{changes, rendered, passes,
 * pagesRendered, rendering, pending, paths}`.
 * @param {import('pocketbase').default} pb a superuser client
 */
export const siteStats = (pb) => pb.send('/api/site/pages', {});

/**
 * Polls the renderer every `everyMs` until the site is current (`!pending && !rendering`) and,
 * with `after` (the `changes` count read before a write), has taken a change made since.
 * Returns `{ms, stats, timedOut, first}`: `ms` from the call, the last counters read, and
 * the first ones (was a render pending or running when the wait began?).
 * @param {import('pocketbase').default} pb a superuser client
 */
export async function waitSiteCurrent(pb, { after = -1, timeoutMs = 120_000, everyMs = 50 } = {}) {
  const started = performance.now();
  let first;
  for (;;) {
    const stats = await siteStats(pb);
    first ??= stats;
    const ms = Math.round(performance.now() - started);
    if (stats.changes > after && !stats.pending && !stats.rendering) return { ms, stats, first, timedOut: false };
    if (ms > timeoutMs) return { ms, stats, first, timedOut: true };
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The median of numbers (the upper one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A progress line on stderr (the tables go to stdout), with the seconds since the start. */
export function progress(message) {
  console.error(`[${Math.round(performance.now() / 1000)} s] ${message}`);
}

/** MB with one decimal. */
export const mb = (x) => Number(x.toFixed(1));

/**
 * Adds `count` published projects, copies of the project `sourceId` (its text, its cover's thumb
 * as cover), over the categories in turn, four at a time; then waits until the site is current.
 * Returns `{count, seconds, catchUp}`: the seconds the writes took and the render after them.
 * @param {import('pocketbase').default} pb a superuser client of the server at `url`
 */
export async function addProjects(pb, url, sourceId, count) {
  if (count <= 0) return { count: 0, seconds: 0, catchUp: 0 };
  const started = performance.now();
  const source = await pb.collection('projects').getOne(sourceId);
  const { CONTENT } = createRequire(import.meta.url)('../../pb_hooks/lib/shared/content.js');
  const categories = await pb.collection(CONTENT.categories.collection).getFullList();
  // A small JPEG: the cover's stored thumb (the seed stored it, PocketBase makes it otherwise).
  const coverUrl = `${url}/api/files/${source.collectionId}/${source.id}/${source.coverImage}?thumb=480x0`;
  const cover = await (await fetch(coverUrl)).arrayBuffer();
  const { title, client, architect, location, cost, year, status } = source;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await pb.collection('projects').create({
        title: `${title} ${i + 1}`,
        category: categories[i % categories.length].id,
        client,
        architect,
        location,
        cost,
        year,
        status,
        published: true,
        coverImage: new File([cover], `bench-cover-${i + 1}.jpg`, { type: 'image/jpeg' }),
      });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const made = performance.now();
  // Past its passes, a render leaves the rest to the next write or to the minute's check.
  await waitSiteCurrent(pb, { timeoutMs: 600_000, everyMs: 200 });
  const s = (ms) => Number((ms / 1000).toFixed(1));
  return { count, seconds: s(made - started), catchUp: s(performance.now() - made) };
}
