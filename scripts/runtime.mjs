// The production runtime: the only files a server needs, listed once. The Dockerfile's final
// stage, the "without Docker" recipe and the systemd unit all run what this assembles
// (docs/DEPLOY.md), and tests/integration/production.test.ts starts exactly that.
//   node scripts/runtime.mjs DIR    assembles the built runtime as DIR (after `npm run build`)
// DIR is new, empty, or a runtime assembled before, which is replaced whole: a file of an older
// build (a stale asset, a hook deleted from the code) never survives into the new one.
// A runtime checks itself (issue 36, item 4): it is assembled only when its hooks and migrations
// load in PocketBase, and it carries RELEASE_MANIFEST, the SHA-256 of each of its hooks,
// migrations and public files, which `site` checks before every start.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSha256, findPocketBase, ROOT } from './pocketbase-bin.mjs';

/** The manifest's name in the runtime folder: `sha256sum` format, read by deploy/site. */
export const RELEASE_MANIFEST = 'release.sha256';
/** The folders the manifest covers: what PocketBase runs and serves from the release. */
export const CHECKED_FOLDERS = ['pb_hooks', 'pb_migrations', 'pb_public'];

/** Each runtime entry: its path in the runtime folder, and where the build in `root` leaves it. */
export function runtimeFiles(root = ROOT) {
  const hooks = readdirSync(path.join(root, 'pb_hooks')).filter((f) => f.endsWith('.pb.js'));
  return [
    { to: 'pocketbase', from: findPocketBase() },
    { to: 'site', from: path.join(root, 'deploy', 'site') },
    ...hooks.map((f) => ({ to: `pb_hooks/${f}`, from: path.join(root, 'pb_hooks', f) })),
    { to: 'pb_hooks/lib', from: path.join(root, 'pb_hooks', 'lib') },
    { to: 'pb_migrations', from: path.join(root, 'pb_migrations') },
    { to: 'pb_public', from: path.join(root, 'pb_public') },
  ];
}

/** The manifest of the runtime in `dir`: one `HASH  PATH` line per checked file, sorted by path. */
export function releaseManifest(dir) {
  const files = CHECKED_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(dir, folder), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name))),
  ).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return files
    .map(
      (f) =>
        `${createHash('sha256')
          .update(readFileSync(path.join(dir, f)))
          .digest('hex')}  ${f}\n`,
    )
    .join('');
}

/**
 * Loads the runtime in `dir` as a start would, against a throwaway data folder: every hook
 * (a syntax error is a Go panic at start), every library (the hooks' self-check) and every
 * migration. Throws with PocketBase's reason when one does not load.
 */
export function checkRuntimeLoads(dir) {
  const data = mkdtempSync(path.join(os.tmpdir(), 'runtime-check-'));
  let output;
  let failed = false;
  try {
    output = execFileSync(
      path.join(dir, 'pocketbase'),
      [
        ...['migrate', 'up', `--dir=${data}`, `--hooksDir=${path.join(dir, 'pb_hooks')}`],
        ...[`--migrationsDir=${path.join(dir, 'pb_migrations')}`, `--publicDir=${path.join(dir, 'pb_public')}`],
        ...['--hooksWatch=false', '--dev=false'],
      ],
      { env: { PATH: process.env.PATH }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (err) {
    failed = true;
    output = `${err.stdout ?? ''}${err.stderr ?? ''}` || err.message;
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
  const selfCheck = /\*\*\* Hooks self-check failed: writes are refused: (.*) \*\*\*/.exec(output);
  if (!failed && !selfCheck) return;
  const hook = /failed to execute (\S+):\s*\n\s*- (.*)/.exec(output);
  const reason = selfCheck
    ? selfCheck[1]
    : hook
      ? `${hook[1]}: ${hook[2]}`
      : (/panic: (.*)/.exec(output)?.[1] ?? output.trim().split('\n').slice(-3).join(' '));
  throw new Error(`The build does not load in PocketBase: ${reason}`);
}

/** Whether `dir` holds a runtime this script assembled (its one command and the binary). */
function isRuntime(dir) {
  return existsSync(path.join(dir, 'site')) && existsSync(path.join(dir, 'pocketbase'));
}

/**
 * Assembles the runtime as `dir` from the build in `root`: built beside it, checked to load,
 * given its manifest, then swapped in, so `dir` holds exactly the listed files and the manifest.
 * A non-empty `dir` that holds no runtime is refused, never deleted.
 */
export function assembleRuntime(dir, { root = ROOT } = {}) {
  const files = runtimeFiles(root);
  const missing = files.filter((f) => !existsSync(f.from)).map((f) => path.relative(root, f.from));
  if (!existsSync(path.join(root, 'pb_public', 'index.html')) || !files.some((f) => f.to.endsWith('.pb.js')))
    missing.push('the build (pb_public/index.html, pb_hooks/*.pb.js)');
  if (missing.length) throw new Error(`Run \`npm run build\` first: missing ${missing.join(', ')}`);
  const used = existsSync(dir) && readdirSync(dir).length > 0;
  if (used && !isRuntime(dir))
    throw new Error(`${dir} is not empty and holds no runtime: assemble into a new or empty folder.`);

  const next = `${dir}.assembling-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  try {
    for (const { from, to } of files) cpSync(from, path.join(next, to), { recursive: true, dereference: true });
    for (const exe of ['pocketbase', 'site']) chmodSync(path.join(next, exe), 0o755);
    // The copy is the binary that was checked.
    checkSha256(path.join(next, 'pocketbase'));
    checkRuntimeLoads(next);
    writeFileSync(path.join(next, RELEASE_MANIFEST), releaseManifest(next));
  } catch (err) {
    rmSync(next, { recursive: true, force: true });
    throw err;
  }
  if (existsSync(dir)) {
    const old = `${dir}.replaced-${process.pid}`;
    renameSync(dir, old);
    renameSync(next, dir);
    rmSync(old, { recursive: true, force: true });
  } else {
    renameSync(next, dir);
  }
  return files.map((f) => f.to);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/runtime.mjs DIR');
    process.exit(2);
  }
  try {
    assembleRuntime(path.resolve(dir));
    console.log(
      `Runtime assembled in ${path.resolve(dir)}: start it with ${path.join(path.resolve(dir), 'site')} serve`,
    );
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
