// `npm ci` installs exactly the lockfile (Makefile, Dockerfile, docs/DEPLOY.md): it refuses a
// lockfile that misses any optional package, as `npm install` leaves it when a registry lacks
// some of tailwind's platform builds (decision 009). Checked offline in a copy.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ROOT } from './pocketbase-bin.mjs';

it('the lockfile is in sync for `npm ci`', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'npm-ci-'));
  try {
    for (const f of ['package.json', 'package-lock.json']) await copyFile(path.join(ROOT, f), path.join(dir, f));
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const { stdout } = await promisify(execFile)(
      npm,
      ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: dir },
    );
    expect(stdout).toMatch(/added \d+ packages/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 30_000);
