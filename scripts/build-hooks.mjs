// Compiles pb_hooks/src (TypeScript) for PocketBase's JSVM (DESIGN.md, "Hooks in TypeScript"):
//   src/*.pb.ts  → pb_hooks/*.pb.js  (iife: handlers are re-compiled alone, so no helpers)
//   src/lib/*.ts → pb_hooks/lib/*.js (cjs, loaded with require() inside handlers)
//   src/vendor/*.ts → pb_hooks/lib/vendor/*.js (cjs, with their npm packages bundled in)
// and fails if an esbuild helper leaked into an entry, where no handler could see it.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './pocketbase-bin.mjs';

const hooks = path.join(ROOT, 'pb_hooks');
const src = path.join(hooks, 'src');
const isSource = (f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts');

const entries = readdirSync(src).filter((f) => f.endsWith('.pb.ts'));
const libs = readdirSync(path.join(src, 'lib')).filter(isSource);

for (const f of readdirSync(hooks)) if (f.endsWith('.pb.js')) rmSync(path.join(hooks, f));
rmSync(path.join(hooks, 'lib'), { recursive: true, force: true });

const common = { bundle: false, target: 'es2020', platform: 'neutral', logLevel: 'warning' };
await build({ ...common, entryPoints: entries.map((f) => path.join(src, f)), outdir: hooks, format: 'iife' });
await build({
  ...common,
  entryPoints: libs.map((f) => path.join(src, 'lib', f)),
  outdir: path.join(hooks, 'lib'),
  format: 'cjs',
});

// src/vendor/*.ts → pb_hooks/lib/vendor/*.js: npm packages bundled in (goja resolves no packages).
const vendorDir = path.join(src, 'vendor');
const vendor = existsSync(vendorDir) ? readdirSync(vendorDir).filter(isSource) : [];
await build({
  ...common,
  bundle: true,
  platform: 'browser',
  entryPoints: vendor.map((f) => path.join(vendorDir, f)),
  outdir: path.join(hooks, 'lib', 'vendor'),
  format: 'cjs',
});

const HELPER = /\b(__\w+|import_\w+|require_\w+|exports_\w+)\b/g;
const ALLOWED = new Set(['__hooks']);
let leaked = false;
for (const f of entries) {
  const out = f.replace(/\.ts$/, '.js');
  const code = readFileSync(path.join(hooks, out), 'utf8');
  const names = [...new Set(code.match(HELPER) ?? [])].filter((n) => !ALLOWED.has(n));
  if (names.length) {
    console.error(`pb_hooks/${out}: esbuild helper(s) ${names.join(', ')} outside any handler`);
    leaked = true;
  }
}
if (leaked) process.exit(1);
console.log(`built ${entries.length} hook entries, ${libs.length} libs and ${vendor.length} vendored into pb_hooks/`);
