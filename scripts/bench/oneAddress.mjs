// `node scripts/bench/oneAddress.mjs [--duration 20]`: a visitor's latency while one other client
// address sends the heaviest requests its limits allow to every route anyone may call (issue 38):
// visit beacons and quote requests with bodies at their route's limit, 2 MB beacons, registrations,
// sign-ins and record lists (every public collection in turn, the biggest page the query bounds
// allow, expanded as the site reads it), each in its own loop as fast as the server answers (past
// its rate limit: 429s).
// The visitor (another address) loads /, /projects and a project page in turn, one at a time.
// Target: the visitor's p99 under 100 ms. `--alone`: the visitor without the other address, to
// compare on a busy machine. Loopback only; bounded; a script, not a test.
import http from 'node:http';
import { createRequire } from 'node:module';
import { numberOption, routes, sampleRss } from './lib.mjs';
import { startSeededServer } from './seededServer.mjs';

const require = createRequire(import.meta.url);
const { routeBodyLimit } = require('../../pb_hooks/lib/shared/limits.js');
const { BEACON_ROUTE } = require('../../pb_hooks/lib/shared/insights.js');
const { CONTENT, PUBLIC_KEYS } = require('../../pb_hooks/lib/shared/content.js');
const { MAX_PER_PAGE } = require('../../pb_hooks/lib/apiBounds.js');

const duration = numberOption('duration', 20, 60) * 1000;
const alone = process.argv.includes('--alone');
const ATTACKER = '127.0.0.2';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';

/** One POST from the attacker's address: resolves with the status (0 when the server cut it). */
function post(base, path, body) {
  return new Promise((resolve) => {
    const req = http.request(`${base}${path}`, {
      method: 'POST',
      localAddress: ATTACKER,
      agent: false,
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** One GET from the attacker's address: resolves with the status (0 when the server cut it). */
function get(base, path) {
  return new Promise((resolve) => {
    const req = http.get(`${base}${path}`, {
      localAddress: ATTACKER,
      agent: false,
      headers: { 'user-agent': BROWSER },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

/** A JSON body of `fields` padded to exactly `bytes`. */
function padded(fields, bytes) {
  const text = JSON.stringify({ ...fields, pad: '' });
  return text.replace('"pad":""', `"pad":"${'x'.repeat(bytes - Buffer.byteLength(text))}"`);
}

const QUOTES = '/api/collections/inquiries/records';
const attacks = {
  'beacon at its limit': [BEACON_ROUTE, padded({ k: 'view', p: '/' }, routeBodyLimit('POST', BEACON_ROUTE))],
  'beacon of 2 MB': [BEACON_ROUTE, padded({ k: 'view', p: '/' }, 2 * 1024 * 1024)],
  'quote at its limit': [
    QUOTES,
    padded({ name: 'Flood', phone: '077 123 6666', message: 'Flood.' }, routeBodyLimit('POST', QUOTES)),
  ],
  registration: ['/api/collections/users/records', null],
  'sign-in': ['/api/collections/users/auth-with-password', null],
};

// A guest's heaviest lists: every public collection, a page of MAX_PER_PAGE, expanded as the site reads it.
const LISTS = PUBLIC_KEYS.map((key) => {
  const { collection, expand } = CONTENT[key];
  return `/api/collections/${collection}/records?perPage=${MAX_PER_PAGE}${expand ? `&expand=${expand}` : ''}`;
});

const { url, pid, project, stop } = await startSeededServer();
try {
  const end = Date.now() + duration;
  const counts = {};
  let n = 0;
  const loops = Object.entries(alone ? {} : attacks).map(async ([name, [path, body]]) => {
    counts[name] = {};
    while (Date.now() < end) {
      const sent =
        body ??
        JSON.stringify(
          path.endsWith('records')
            ? { email: `flood-${++n}@example.test`, password: 'flood-password-1', passwordConfirm: 'flood-password-1' }
            : { identity: 'nobody@example.test', password: 'wrong-password-1' },
        );
      const status = await post(url, path, sent);
      counts[name][status] = (counts[name][status] ?? 0) + 1;
    }
  });
  if (!alone) {
    loops.push(
      (async () => {
        const name = 'record lists';
        counts[name] = {};
        for (let i = 0; Date.now() < end; i++) {
          const status = await get(url, LISTS[i % LISTS.length]);
          counts[name][status] = (counts[name][status] ?? 0) + 1;
        }
      })(),
    );
  }
  const { pathOf, projectPath } = routes();
  const pages = [pathOf('home'), pathOf('projects'), projectPath(project.expand.category.slug, project.id)];
  const times = [];
  const rss = sampleRss(pid, 200);
  const visitor = (async () => {
    for (let i = 0; Date.now() < end; i++) {
      const t = performance.now();
      const res = await fetch(url + pages[i % pages.length], { headers: { 'accept-encoding': 'gzip, br' } });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
  })();
  await Promise.all([...loops, visitor]);
  const { peak } = rss.stop();
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]);
  if (!alone) {
    console.log(`one address (${ATTACKER}) for ${duration / 1000} s: answers by status per route`);
    console.table(counts);
  }
  console.log(
    `visitor: ${times.length} pages, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; ` +
      `peak RSS ${Math.round(peak)} MB (target p99 < 100 ms)`,
  );
} finally {
  await stop();
}
