// Seeded pictures are drawn once and then read from the cache by content hash.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../pocketbase-bin.mjs';
import { sceneFile } from './images.mjs';

const CACHE = path.join(ROOT, 'node_modules', '.cache', 'seed-images');
const list = () => readdir(CACHE).catch(() => []);

it('draws a picture once, then serves it from the cache; another scene is another entry', async () => {
  const seed = `cache test ${process.pid} ${Date.now()}`;
  const before = new Set(await list());
  const first = await sceneFile('avatar', seed, { type: 'portrait' }, 'a');
  const added = (await list()).filter((f) => !before.has(f));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatch(/^[0-9a-f]{64}\.jpg$/);
  const entry = path.join(CACHE, added[0]);
  try {
    expect(Buffer.from(await first.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // What the cache holds is what the next call returns: it does not draw again.
    await writeFile(entry, 'cached bytes');
    const second = await sceneFile('avatar', seed, { type: 'portrait' }, 'b');
    expect(await second.text()).toBe('cached bytes');
    expect(second.name).toBe('b.jpg');
    await sceneFile('avatar', `${seed} other`, { type: 'portrait' }, 'c');
    expect((await list()).filter((f) => !before.has(f))).toHaveLength(2);
  } finally {
    for (const f of (await list()).filter((f) => !before.has(f))) await rm(path.join(CACHE, f), { force: true });
  }
});
