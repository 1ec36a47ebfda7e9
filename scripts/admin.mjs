// `npm run admin -- upsert EMAIL [PASSWORD]`: creates an approved site admin, or approves
// an existing account, in ./pb_data (or PB_DATA). Runs the migrations first, so it also
// works before the first `serve`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { findPocketBase, pocketBaseDirArgs, ROOT } from './pocketbase-bin.mjs';

const args = process.argv.slice(2);
if (args[0] !== 'upsert' || !args[1]) {
  console.error('Usage: npm run admin -- upsert EMAIL [PASSWORD]');
  process.exit(2);
}
const dirs = pocketBaseDirArgs(path.resolve(process.env.PB_DATA || path.join(ROOT, 'pb_data')));
try {
  const bin = findPocketBase();
  execFileSync(bin, ['migrate', 'up', '--dev=false', ...dirs], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync(bin, ['admin', ...args, '--dev=false', ...dirs], { cwd: ROOT, stdio: 'inherit' });
} catch (err) {
  // note: a failed command's message repeats its command line, password included; PocketBase's
  // own error is already on stderr.
  console.error(err.status === undefined ? err.message : `admin ${args[0]} failed (exit code ${err.status}).`);
  process.exit(1);
}
