// `make dev`: PocketBase with --dev and --hooksWatch on :8090 (hook sources recompiled on
// change), and Vite's dev server with hot reload on :5173, proxying /api and /_ to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './pocketbase-bin.mjs';
import { watchSources } from './watch-sources.mjs';

const children = [];
function run(cmd, args) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  child.on('exit', (code) => {
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
}

// note: the hooks also compile shared/ and the page renderer (web/src), which Vite's dev server
// serves to the browser itself: a change there needs a reload of the page, as usual.
watchSources([path.join(ROOT, 'pb_hooks', 'src'), path.join(ROOT, 'shared')], () =>
  spawn(process.execPath, ['scripts/build-hooks.mjs'], { cwd: ROOT, stdio: 'inherit' }),
);

const server = run(process.execPath, ['scripts/start.mjs', '--dev']);
run(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--config', 'web/vite.config.ts']);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
// Last on screen, after the server's banner (sent once it is up and seeded).
server.on('message', (message) => {
  if (message === 'ready') console.log('\n  Dev site with hot reload: http://127.0.0.1:5173/\n');
});
