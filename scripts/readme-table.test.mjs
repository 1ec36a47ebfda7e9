// README.md "Changing the content model" names the files a change touches: each one it names by
// its path (not a `<placeholder>` one) must exist, so the table cannot point to a moved file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './pocketbase-bin.mjs';

/** The section's text, from its heading to the next one. */
function section() {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('## Changing the content model');
  expect(start, 'README.md has the section').toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n## ', start + 3);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** `web/src/public/layout/{Header,Footer}.tsx` → both paths. */
function expand(name) {
  const brace = /\{([^}]+)\}/.exec(name);
  if (!brace) return [name];
  return brace[1].split(',').flatMap((part) => expand(name.replace(brace[0], part)));
}

const CHANGES = ['add a field', 'add a list collection', 'add a settings-backed public page', 'rename a public route'];

it('names only files that exist, for each of its changes', () => {
  const text = section();
  for (const change of CHANGES) expect(text).toContain(`| ${change}`);
  const named = [...text.matchAll(/`([\w./{},-]+\.(?:ts|tsx|mjs|js))`/g)].map((m) => m[1]);
  expect(named.length).toBeGreaterThan(10);
  for (const name of named.flatMap(expand)) expect(existsSync(path.join(ROOT, name)), name).toBe(true);
});

it("keeps each change within the issues' targets: a field in 5 files, a settings-backed page in 10, a route rename in 3", () => {
  const text = section();
  /** The numbered files of a change's row (its optional files are not numbered). */
  const steps = (change) => {
    const row = text.split('\n').find((line) => line.startsWith(`| ${change}`));
    expect(row, change).toBeTruthy();
    return [...row.matchAll(/(?:^|\s)(\d+)\. /g)].map((m) => Number(m[1]));
  };
  expect(steps('add a field').length).toBeLessThanOrEqual(5);
  expect(steps('add a settings-backed public page').length).toBeLessThanOrEqual(10);
  expect(steps('rename a public route').length).toBeLessThanOrEqual(3);
  for (const change of CHANGES) {
    const numbers = steps(change);
    expect(numbers, `${change}: numbered 1, 2, 3…`).toEqual(numbers.map((_, i) => i + 1));
  }
});
