// `npm run bench:derived`: the targets of derived state (issue 36, docs/ARCHITECTURE.md "The write
// path"), measured on the sample site and again at 200 projects, all on loopback:
// 1. the unpublish race: a project edited, then unpublished 0-150 ms later, its page polled every
//    ~10 ms for 1.2 s while three editors save other projects, `--trials=N` times (default 50): pages seen again (target 0);
// 2. on a quiet server, how soon the lists, its category page and the sitemap leave it out;
// 3. a restart: the first page after the binary is started, with the same build and a new one;
// 4. an upgrade and a rollback through the documented Caddy config (deploy/Caddyfile with this
//    machine's ports), a client polling a page and every build file it names every 100 ms:
//    errors seen (target 0).
// Options: `-- --trials=N` (unpublish trials), `-- --projects=N` (the larger site, default 200).
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { findPocketBase, pocketBaseDirArgs, pocketBaseEnv, ROOT } from '../pocketbase-bin.mjs';
import { seedSampleContent } from '../seed/seed.mjs';
import { addProjects, median, numberOption, progress, routes, waitSiteCurrent } from './lib.mjs';
import { freePort, PUBLIC_DIR } from './seededServer.mjs';

const TRIALS = numberOption('trials', 50, 500);
const PROJECTS = numberOption('projects', 200, 1000);
const SUPERUSER = ['bench@example.test', 'bench-password-1'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const bin = findPocketBase();
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-derived-'));
const dataDir = path.join(work, 'data');
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
/** @type {import('node:child_process').ChildProcess | null} */
let app = null;

/** The server's flags with `publicDir` as its build. */
const dirsWith = (publicDir) =>
  pocketBaseDirArgs(dataDir).map((a) => (a.startsWith('--publicDir=') ? `--publicDir=${publicDir}` : a));

/** Starts the app on `publicDir`; resolves with the ms from the spawn to its first 200 on `/`. */
async function startApp(publicDir) {
  const started = performance.now();
  app = spawn(bin, ['serve', `--http=127.0.0.1:${port}`, '--hooksWatch=false', '--dev=false', ...dirsWith(publicDir)], {
    cwd: ROOT,
    env: pocketBaseEnv({ ...process.env, SITE_URL: url }),
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`${url}/`)).status === 200) return Math.round(performance.now() - started);
    } catch {
      // not listening yet
    }
    if (app.exitCode !== null) throw new Error('The server exited while starting.');
    if (performance.now() - started > 60_000) throw new Error('The server did not answer within 60 s.');
    await sleep(5);
  }
}

async function stopApp() {
  if (!app || app.exitCode !== null) return;
  const exited = new Promise((r) => app.once('exit', r));
  app.kill('SIGTERM');
  await exited;
}

async function superuser() {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(...SUPERUSER);
  return pb;
}

/** The build files a page names. */
const assetsOf = (html) => [...new Set([...html.matchAll(/"(\/assets\/[^"?#]+)"/g)].map((m) => m[1]))];

/** A copy of the build as a new release would bring it: its stylesheet under another name. */
async function newBuild() {
  const dir = path.join(work, 'public-next');
  await cp(PUBLIC_DIR, dir, { recursive: true });
  const template = path.join(dir, 'page.html');
  const html = await readFile(template, 'utf8');
  const sheet = assetsOf(html).find((a) => a.endsWith('.css'));
  const renamed = sheet.replace(/\.css$/, '-next.css');
  for (const suffix of ['', '.br', '.gz']) {
    const from = path.join(dir, sheet + suffix);
    if (await stat(from).catch(() => null)) await rename(from, path.join(dir, renamed + suffix));
  }
  await writeFile(template, html.replaceAll(sheet, renamed));
  for (const suffix of ['.br', '.gz']) await rm(template + suffix, { force: true });
  return { dir, sheet, renamed };
}

/** Three editors saving other projects as fast as the server answers, until `stop()`. */
function editors(pb, projects) {
  let editing = true;
  let edits = 0;
  const running = projects.slice(0, 3).map(async (p, i) => {
    for (let n = 0; editing; n++) {
      await pb.collection('projects').update(p.id, { description: `Bench edit ${i}.${n}` });
      edits++;
    }
  });
  return {
    stop: async () => {
      editing = false;
      await Promise.all(running);
      return edits;
    },
  };
}

/** Unpublishes `target`; polls its page and the lists; republishes it. */
async function unpublishTrial(pb, target, { pollMs = 1200 } = {}) {
  const categoryPath = target.path.slice(0, target.path.lastIndexOf('/'));
  const shows = async (p) => (await (await fetch(url + p)).text()).includes(target.id);
  // An edit of the project itself first: its render may be running when the unpublish comes.
  await pb.collection('projects').update(target.id, { description: `Before unpublish ${Date.now()}` });
  await sleep(Math.random() * 150);
  await pb.collection('projects').update(target.id, { published: false });
  const answered = performance.now();
  let back = 0;
  let followed = 0;
  while (performance.now() - answered < pollMs || !followed) {
    if ((await fetch(url + target.path)).status !== 404) back++;
    if (
      !followed &&
      !(await shows(routes().pathOf('projects'))) &&
      !(await shows(categoryPath)) &&
      !(await shows('/sitemap.xml'))
    )
      followed = Math.round(performance.now() - answered);
    if (performance.now() - answered > 60_000) break;
    await sleep(10);
  }
  await pb.collection('projects').update(target.id, { published: true });
  while ((await fetch(url + target.path)).status !== 200) await sleep(20);
  return { back, followed };
}

async function publishedProjects(pb) {
  const found = await pb.collection('projects').getFullList({ filter: 'published = true', expand: 'category' });
  const { projectPath } = routes();
  return found.map((p) => ({ ...p, path: projectPath(p.expand.category.slug, p.id) }));
}

/** Caddy with deploy/Caddyfile, its site on a loopback port over plain HTTP, in front of the app. */
async function startCaddy() {
  const caddyPort = await freePort();
  const config = (await readFile(path.join(ROOT, 'deploy', 'Caddyfile'), 'utf8'))
    .replace(/^\s*#.*\n/gm, '')
    .replace(/^\{\n/m, `{\n\tadmin off\n\tauto_https off\n\tstorage file_system ${path.join(work, 'caddy')}\n`)
    .replace(/^www\.example\.lk \{[^}]*\}\n/m, '')
    .replace(/^example\.lk \{/m, `http://127.0.0.1:${caddyPort} {`)
    .replace('reverse_proxy 127.0.0.1:8090', `reverse_proxy 127.0.0.1:${port}`);
  await writeFile(path.join(work, 'Caddyfile'), config);
  const caddy = spawn('caddy', ['run', '--config', path.join(work, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
    stdio: 'ignore',
  });
  const front = `http://127.0.0.1:${caddyPort}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${front}/`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await sleep(100);
  }
  return { front, stop: () => caddy.kill('SIGTERM') };
}

/** Polls `front` every 100 ms (a page, then every build file it names) until `stop()`. */
function poller(front, pages) {
  let polling = true;
  const errors = [];
  let polls = 0;
  const run = (async () => {
    for (let i = 0; polling; i++) {
      const page = pages[i % pages.length];
      try {
        const res = await fetch(front + page);
        const html = await res.text();
        if (res.status !== 200) errors.push(`${page}: ${res.status}`);
        for (const asset of assetsOf(html)) {
          const a = await fetch(front + asset);
          await a.arrayBuffer();
          if (a.status !== 200) errors.push(`${asset}: ${a.status}`);
        }
      } catch (err) {
        errors.push(`${page}: ${err.cause?.code ?? err.message}`);
      }
      polls++;
      await sleep(100);
    }
  })();
  return {
    stop: async () => {
      polling = false;
      await run;
      return { polls, errors };
    },
  };
}

/** An upgrade (the new build) and a rollback (the old one) while a client polls through Caddy. */
async function upgradeAndRollback(next, pb) {
  const caddy = await startCaddy();
  const { pathOf } = routes();
  const poll = poller(caddy.front, [pathOf('home'), pathOf('services'), pathOf('projects')]);
  await sleep(500);
  const rows = [];
  for (const [step, dir, sheet] of [
    ['upgrade', next.dir, next.renamed],
    ['rollback', PUBLIC_DIR, next.sheet],
  ]) {
    await stopApp();
    const firstPage = await startApp(dir);
    const began = performance.now();
    while (!(await (await fetch(`${url}/services`)).text()).includes(sheet)) await sleep(50);
    await waitSiteCurrent(pb, { timeoutMs: 600_000 });
    rows.push({ step, firstPage, rendered: Math.round(performance.now() - began) });
  }
  await sleep(500);
  const { polls, errors } = await poll.stop();
  caddy.stop();
  return { rows, polls, errors };
}

/** Restarts with the same build, then with a new one and back: the first page's ms each time. */
async function restarts(pb, next) {
  await stopApp();
  const same = await startApp(PUBLIC_DIR);
  await waitSiteCurrent(pb, { timeoutMs: 600_000 });
  const caddied = await upgradeAndRollback(next, pb);
  return { same, ...caddied };
}

function report(label, { same, rows, polls, errors }) {
  console.log(`\n### Restarts, ${label}\n`);
  console.log('| step | first page after the binary starts (ms) | the new build rendered in the background (ms) |');
  console.log('| --- | --- | --- |');
  console.log(`| restart, same build | ${same} | – |`);
  for (const r of rows) console.log(`| ${r.step} | ${r.firstPage} | ${r.rendered} |`);
  console.log(
    `\nThrough deploy/Caddyfile, a client polling every 100 ms: ${polls} polls, ${errors.length} errors${errors.length ? `: ${errors.slice(0, 5).join('; ')}` : ''}.`,
  );
}

try {
  execFileSync(bin, ['migrate', 'up', '--dev=false', ...dirsWith(PUBLIC_DIR)], { cwd: ROOT, stdio: 'ignore' });
  execFileSync(bin, ['superuser', 'upsert', ...SUPERUSER, '--dev=false', ...dirsWith(PUBLIC_DIR)], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  await startApp(PUBLIC_DIR);
  let pb = await superuser();
  progress('seeding the sample site');
  await seedSampleContent(pb, { log: () => {} });
  await pb.settings.update({ rateLimits: { excludedIPs: ['127.0.0.1'] } });
  await waitSiteCurrent(pb, { timeoutMs: 180_000 });
  const projects = await publishedProjects(pb);
  const [target, ...others] = projects;

  progress(`the unpublish race: ${TRIALS} trials, three editors`);
  const team = editors(pb, others);
  const race = [];
  for (let i = 0; i < TRIALS; i++) race.push(await unpublishTrial(pb, target));
  const edits = await team.stop();
  await waitSiteCurrent(pb, { timeoutMs: 180_000 });

  progress('lists after an unpublish, quiet');
  const quiet = [];
  for (let i = 0; i < 10; i++) {
    quiet.push((await unpublishTrial(pb, target, { pollMs: 0 })).followed);
    await waitSiteCurrent(pb, { timeoutMs: 60_000 });
    await sleep(300);
  }

  console.log('\n### The unpublish race\n');
  console.log(
    '| trials | edits by three editors meanwhile | trials with the page back | lists followed, with editors: median (max) ms | lists followed, quiet: median (max) ms |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  const followed = race.map((r) => r.followed);
  console.log(
    `| ${TRIALS} | ${edits} | ${race.filter((r) => r.back).length} | ${median(followed)} (${Math.max(...followed)}) | ${median(quiet)} (${Math.max(...quiet)}) |`,
  );

  const next = await newBuild();
  progress('restarts, the sample site');
  report(`the sample site (${projects.length} projects)`, await restarts(pb, next));

  progress(`growing the site to ${PROJECTS} projects`);
  await addProjects(pb, url, projects[0].id, PROJECTS - projects.length);
  progress(`restarts, ${PROJECTS} projects`);
  report(`${PROJECTS} projects`, await restarts(pb, next));
  pb = null;
} finally {
  await stopApp();
  await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}
