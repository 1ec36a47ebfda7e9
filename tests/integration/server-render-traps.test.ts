/**
 * What goja (PocketBase's JSVM) lacks is not in what it runs (issue 25): `Intl` is not defined
 * there and `toLocaleString` with a locale throws, so a page using them answered 500 only once
 * rendered. The compiled hooks, shared modules and the page renderer (npm run build:hooks) must
 * not call them; shared/format.ts formats instead. ESLint refuses them in the sources
 * (eslint.config.js); this holds for what the build bundled in too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ROOT } from '../../scripts/pocketbase-bin.mjs';

const TRAPS = /\bIntl\s*\.|\.toLocale(?:Date|Time)?String\s*\(/g;

function compiled(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return compiled(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

it('the hooks, the shared modules and the server renderer call no Intl and no toLocale*String', () => {
  const hooks = path.join(ROOT as string, 'pb_hooks');
  const files = [
    ...compiled(path.join(hooks, 'lib')),
    ...readdirSync(hooks)
      .filter((f) => f.endsWith('.pb.js'))
      .map((f) => path.join(hooks, f)),
  ];
  expect(
    files.some((f) => f.endsWith(path.join('ssr', 'renderPage.js'))),
    'the renderer is built',
  ).toBe(true);
  const found = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(TRAPS)].map((m) => `${path.relative(hooks, file)}: ${m[0]}`),
  );
  expect(found).toEqual([]);
});
