// Compiles pb_hooks/src (TypeScript) for PocketBase's JSVM (docs/ARCHITECTURE.md, "Hooks in TypeScript"):
//   src/*.pb.ts  → pb_hooks/*.pb.js  (iife: handlers are re-compiled alone, so no helpers)
//   src/lib/*.ts → pb_hooks/lib/*.js (cjs, loaded with require() inside handlers)
//   ../shared/*.ts → pb_hooks/lib/shared/*.js (cjs: code the web app shares with the hooks,
//     npm packages bundled in)
//   src/vendor/*.ts → pb_hooks/lib/vendor/*.js (cjs, with their npm packages bundled in)
//   web/src/server/renderPage.tsx → pb_hooks/lib/ssr/renderPage.js (the public pages' server
//     renderer: the web app's public components and React in one CommonJS bundle, built
//     by Vite with the web app's own config and plugins, so both renders write the same markup)
// and fails if an esbuild helper leaked into an entry, where no handler could see it.
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const shared = path.join(ROOT, 'shared');
await build({
  ...common,
  entryPoints: readdirSync(shared)
    .filter(isSource)
    .map((f) => path.join(shared, f)),
  outdir: path.join(hooks, 'lib', 'shared'),
  format: 'cjs',
  // npm packages (valibot, for shared/schemas.ts) are bundled in; the shared files stay separate
  // modules that require each other.
  bundle: true,
  plugins: [
    {
      name: 'shared-stay-separate',
      setup(b) {
        b.onResolve({ filter: /^\.\/[^/]+$/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
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

// note: `ssr.target: 'webworker'` bundles every dependency and resolves packages as a browser
// would (goja has no Node built-ins); React's and the router's production builds are chosen by
// NODE_ENV. One file: the JSVM loads it with a single require().
await viteBuild({
  configFile: path.join(ROOT, 'web', 'vite.config.ts'),
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { target: 'webworker', noExternal: true },
  build: {
    ssr: 'src/server/renderPage.tsx',
    outDir: path.join(hooks, 'lib', 'ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    target: 'es2020',
    minify: true,
    rolldownOptions: {
      // note: the renderer alone, not the config's two HTML documents.
      input: path.join(ROOT, 'web', 'src', 'server', 'renderPage.tsx'),
      preserveEntrySignatures: 'strict',
      output: { format: 'cjs', codeSplitting: false, entryFileNames: 'renderPage.js' },
    },
  },
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

// The list the hooks check themselves against at start (lib/hooksCheck.ts): every entry is
// there and every library loads, or the server refuses writes.
const listJs = (dir, prefix = '') =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? listJs(path.join(dir, d.name), `${prefix}${d.name}/`)
      : d.name.endsWith('.js')
        ? [prefix + d.name]
        : [],
  );
// The libraries are CommonJS: said so for Node too, which loads the shared ones in the seed
// (scripts/seed/thumbs.mjs) under the project's `"type": "module"`.
writeFileSync(path.join(hooks, 'lib', 'package.json'), '{ "type": "commonjs" }\n');
writeFileSync(
  path.join(hooks, 'lib', 'hooks.json'),
  JSON.stringify({
    entries: entries.map((f) => f.replace(/\.ts$/, '.js')),
    libs: listJs(path.join(hooks, 'lib')).sort(),
  }),
);
console.log(
  `built ${entries.length} hook entries, ${libs.length} libs, shared code, ${vendor.length} vendored and the page renderer into pb_hooks/`,
);
