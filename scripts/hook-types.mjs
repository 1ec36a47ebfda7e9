// Writes PocketBase's JSVM type declarations to node_modules/.cache/pb-types/types.d.ts,
// for type-checking pb_hooks/src and the migrations. PocketBase writes them into any data
// dir it opens, so open a throwaway one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPocketBase, ROOT } from './pocketbase-bin.mjs';

const out = path.join(ROOT, 'node_modules', '.cache', 'pb-types');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pb-types-'));
try {
  const emptyDir = path.join(tmp, 'empty');
  mkdirSync(emptyDir);
  execFileSync(
    findPocketBase(),
    [
      'migrate',
      'history-sync',
      `--dir=${path.join(tmp, 'data')}`,
      `--hooksDir=${emptyDir}`,
      `--migrationsDir=${emptyDir}`,
    ],
    { stdio: 'ignore' },
  );
  mkdirSync(out, { recursive: true });
  // Rewritten only when it changed: `tsc -b` (incremental) then skips the projects it types.
  const types = readFileSync(path.join(tmp, 'data', 'types.d.ts'));
  const target = path.join(out, 'types.d.ts');
  if (!existsSync(target) || !readFileSync(target).equals(types)) writeFileSync(target, types);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
