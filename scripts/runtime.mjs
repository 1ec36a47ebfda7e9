// The production runtime: the only files a server needs, listed once. The Dockerfile's final
// stage, the "without Docker" recipe and the systemd unit all run what this assembles
// (docs/DEPLOY.md), and tests/integration/production.test.ts starts exactly that.
//   node scripts/runtime.mjs DIR    copies the built runtime into DIR (after `npm run build`)
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPocketBase, ROOT } from './pocketbase-bin.mjs';

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

/** Copies the runtime into `dir` (created; files already there are overwritten, others left). */
export function assembleRuntime(dir) {
  const files = runtimeFiles();
  const missing = files.filter((f) => !existsSync(f.from)).map((f) => path.relative(ROOT, f.from));
  if (!existsSync(path.join(ROOT, 'pb_public', 'index.html')) || !files.some((f) => f.to.endsWith('.pb.js')))
    missing.push('the build (pb_public/index.html, pb_hooks/*.pb.js)');
  if (missing.length) throw new Error(`Run \`npm run build\` first: missing ${missing.join(', ')}`);
  mkdirSync(dir, { recursive: true });
  for (const { from, to } of files) cpSync(from, path.join(dir, to), { recursive: true, dereference: true });
  for (const exe of ['pocketbase', 'site']) chmodSync(path.join(dir, exe), 0o755);
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
