// `make start` / `npm start`: applies migrations, creates the local admin on first run,
// serves http://127.0.0.1:8090 (also its SITE_URL: PocketBase's Application URL, the site's
// canonical URL, set at start by pb_hooks/src/settings.pb.ts) and seeds sample content into an
// empty database.
// Flags: --dev (PocketBase --dev and --hooksWatch, for `make dev`), --no-seed.
// Env: PORT (default 8090), PB_DATA (default ./pb_data), PB_PUBLIC (default ./pb_public),
// SITE_NAME (else the company name in the content names the site: scripts/site-name.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { localAdmin } from './local-admin.mjs';
import { findPocketBase, pocketBaseDirArgs, pocketBaseEnv, ROOT } from './pocketbase-bin.mjs';
import { seedSampleContent } from './seed/seed.mjs';
import { nameSite } from './site-name.mjs';

const dev = process.argv.includes('--dev');
const seed = !process.argv.includes('--no-seed');
const port = Number(process.env.PORT || 8090);
const dataDir = path.resolve(process.env.PB_DATA || path.join(ROOT, 'pb_data'));
const url = `http://127.0.0.1:${port}`;

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let bin;
try {
  bin = findPocketBase();
} catch (err) {
  fail(err.message);
}
const publicDir = path.resolve(process.env.PB_PUBLIC || path.join(ROOT, 'pb_public'));
if (!existsSync(path.join(publicDir, 'index.html'))) {
  fail(`${publicDir}/index.html is missing: run \`npm run build\` first (\`make start\` does).`);
}

const dirs = pocketBaseDirArgs(dataDir);
const quiet = { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] };
execFileSync(bin, ['migrate', 'up', '--dev=false', ...dirs], quiet);
const admin = localAdmin(dataDir);
// note: `--` ends the flags: a random password may start with '-' (base64url).
for (const command of ['superuser', 'admin'])
  execFileSync(bin, [command, 'upsert', '--dev=false', ...dirs, '--', admin.email, admin.password], quiet);

const server = spawn(
  bin,
  ['serve', `--http=127.0.0.1:${port}`, '--automigrate=false', `--hooksWatch=${dev}`, `--dev=${dev}`, ...dirs],
  // The local site's canonical links name this server (production sets its own SITE_URL).
  { cwd: ROOT, env: { ...pocketBaseEnv(), SITE_URL: url }, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PocketBase did not answer on ${url}`);
}

/** Waits until the public pages show every change so far (GET /api/site/pages, superusers). */
async function pagesCurrent(pb) {
  for (let i = 0; i < 1200; i++) {
    const stats = await pb.send('/api/site/pages', {});
    if (!stats.pending && !stats.rendering) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.warn('The public pages are still being rendered: some may show older content for a moment.');
}

try {
  await waitForHealth();
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(admin.email, admin.password);
  if (seed) await seedSampleContent(pb, { log: (line) => console.log(`[seed] ${line}`) });
  // Emails are signed with the company's name, not PocketBase's "Acme".
  const named = await nameSite(pb);
  if (named.appName) console.log(`Application name set to "${named.appName}" (SITE_NAME or the company name).`);
  // The address is printed once the site is complete: every page shows the content (they render
  // after each write is answered; the seed's thumbs are stored before it returns).
  await pagesCurrent(pb);
  console.log(`
  Site:       ${url}/
  Admin:      ${url}/admin        (${admin.email} / ${admin.password})
  Dashboard:  ${url}/_/           (same credentials, PocketBase superuser)
  Local credentials are kept in ${path.relative(ROOT, path.join(dataDir, 'local-admin.json'))}. Ctrl+C stops.
`);
  // `make dev` (scripts/dev.mjs) prints the Vite URL after this banner.
  process.send?.('ready');
} catch (err) {
  console.error(err);
  server.kill('SIGTERM');
  process.exitCode = 1;
}
