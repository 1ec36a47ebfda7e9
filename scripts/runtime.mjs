// The production runtime: the only files a server needs, listed once. The Dockerfile's final
// stage, the "without Docker" recipe and the systemd unit all run what this assembles
// (docs/DEPLOY.md), and tests/integration/production.test.ts starts exactly that.
//   node scripts/runtime.mjs DIR    assembles the built runtime as DIR (after `npm run build`)
// DIR is new, empty, or a runtime assembled before, which is replaced whole: a file of an older
// build (a stale asset, a hook deleted from the code) never survives into the new one.
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSha256, findPocketBase, ROOT } from './pocketbase-bin.mjs';

/** Each runtime entry: its path in the runtime folder, and where the build leaves it. */
export function runtimeFiles() {
  const hooks = readdirSync(path.join(ROOT, 'pb_hooks')).filter((f) => f.endsWith('.pb.js'));
  return [
    { to: 'pocketbase', from: findPocketBase() },
    { to: 'site', from: path.join(ROOT, 'deploy', 'site') },
    ...hooks.map((f) => ({ to: `pb_hooks/${f}`, from: path.join(ROOT, 'pb_hooks', f) })),
    { to: 'pb_hooks/lib', from: path.join(ROOT, 'pb_hooks', 'lib') },
    { to: 'pb_migrations', from: path.join(ROOT, 'pb_migrations') },
    { to: 'pb_public', from: path.join(ROOT, 'pb_public') },
  ];
}

/** Whether `dir` holds a runtime this script assembled (its one command and the binary). */
function isRuntime(dir) {
  return existsSync(path.join(dir, 'site')) && existsSync(path.join(dir, 'pocketbase'));
}

/**
 * Assembles the runtime as `dir`: built beside it, then swapped in, so `dir` holds exactly the
 * listed files. A non-empty `dir` that holds no runtime is refused, never deleted.
 */
export function assembleRuntime(dir) {
  const files = runtimeFiles();
  const missing = files.filter((f) => !existsSync(f.from)).map((f) => path.relative(ROOT, f.from));
  if (!existsSync(path.join(ROOT, 'pb_public', 'index.html')) || !files.some((f) => f.to.endsWith('.pb.js')))
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
