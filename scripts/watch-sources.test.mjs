import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { watchSources } from './watch-sources.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

it('sees every save of a file in a sub-folder, saves by rename included', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'watch-'));
  const file = path.join(root, 'lib', 'x.ts');
  await mkdir(path.dirname(file));
  await writeFile(file, 'start');
  let changes = 0;
  // The watcher's own default delay: one save's events (create, write, rename) arrive within it
  // even on a loaded machine (with 20 ms, a run at load 12 saw three changes after the first save).
  const stop = watchSources([root], () => changes++);
  const saveByRename = async (text) => {
    await writeFile(`${file}.tmp`, text);
    await rename(`${file}.tmp`, file);
  };
  try {
    const seen = [];
    for (const save of [() => saveByRename('one'), () => saveByRename('two'), () => writeFile(file, 'three')]) {
      await sleep(100);
      await save();
      await sleep(600);
      seen.push(changes);
    }
    expect(seen).toEqual([1, 2, 3]);
  } finally {
    stop();
    await rm(root, { recursive: true, force: true });
  }
});
