/**
 * A copy of the built hooks (`pb_hooks/` without its TypeScript sources) with one more hook file,
 * for a test that needs a route the app must not have: seeding thousands of rows in one SQL
 * statement, reading `_logs` as stored. Remove it with `removeHooks` after the test.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM script without types
import { ROOT } from '../../scripts/pocketbase-bin.mjs';

export async function hooksWith(fileName: string, source: string): Promise<string> {
  const built = path.join(ROOT, 'pb_hooks');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-hooks-extra-'));
  await cp(built, dir, {
    recursive: true,
    // note: relative to pb_hooks/, so a checkout under a folder named src still copies.
    filter: (src) => path.relative(built, src).split(path.sep)[0] !== 'src',
  });
  await writeFile(path.join(dir, fileName), source);
  return dir;
}

export async function removeHooks(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}
