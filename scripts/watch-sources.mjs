// Calls `onChange` (once per burst of changes) when a file in `roots` or their folders changes,
// a save by rename included (an editor writes a temporary file and renames it over the old one).
// note: Node's recursive fs.watch on Linux loses a file replaced by a rename and sees nothing of
// it afterwards; a watch on each folder sees its entries' changes, replacements included.
// Folders created later are not watched: restart `make dev` after adding one.
import { readdirSync, watch } from 'node:fs';
import path from 'node:path';

/** @returns {() => void} stops watching */
export function watchSources(roots, onChange, { delay = 200 } = {}) {
  const dirs = roots.flatMap((root) => [
    root,
    ...readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ]);
  let timer;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, delay);
  };
  const watchers = dirs.map((dir) => watch(dir, changed));
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
