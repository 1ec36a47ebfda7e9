/**
 * Backups as an operator handles them (docs/DEPLOY.md §7): downloaded from the dashboard's API,
 * restored by deploy/backup.sh into a new folder and swapped in as the recipe says.
 */
import { execFile } from 'node:child_process';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type PocketBase from 'pocketbase';
import { expect } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ROOT } from '../../scripts/pocketbase-bin.mjs';
import { startPocketBase, type TestServer } from './pocketbase';

const run = promisify(execFile);

/** Downloads the backup `key` into the folder `dir`; returns the zip's path. */
export async function downloadBackup(root: PocketBase, key: string, dir: string): Promise<string> {
  const zip = path.join(dir, key);
  const token = await root.files.getToken();
  const download = await fetch(root.backups.getDownloadURL(token, key));
  expect(download.status).toBe(200);
  await writeFile(zip, Buffer.from(await download.arrayBuffer()));
  return zip;
}

/** deploy/backup.sh `args`, with PB_DATA set to `data`; returns its output. */
export async function backupScript(args: string[], data: string): Promise<string> {
  const { stdout } = await run(path.join(ROOT, 'deploy', 'backup.sh'), args, {
    env: { ...process.env, PB_DATA: data },
  });
  return stdout;
}

let restores = 0;

/**
 * DEPLOY.md §7's restore of `zip` on `server`, step by step: `backup.sh restore` into a new
 * folder beside the data folder, the server stopped, the data folder moved aside, the new one
 * moved in, the server started. Returns the folder moved aside (the caller removes it).
 */
export async function restoreByRecipe(server: TestServer, zip: string): Promise<string> {
  const restored = `${server.dataDir}.restored`;
  const aside = `${server.dataDir}.before-restore-${++restores}`;
  await rm(restored, { recursive: true, force: true });
  await backupScript(['restore', zip, restored], server.dataDir);
  await server.stop();
  await rename(server.dataDir, aside);
  await rename(restored, server.dataDir);
  await server.restart();
  return aside;
}

/**
 * The backup `zip` restored on `spare`, another machine (deploy/backup.sh into a new folder,
 * with no live data beside it), and served there as its data.
 */
export async function restoreOnSpare(spare: TestServer, zip: string): Promise<void> {
  const restored = `${spare.dataDir}.restored`;
  await rm(restored, { recursive: true, force: true });
  await backupScript(['restore', zip, restored], `${spare.dataDir}.no-live-data-here`);
  await spare.stop();
  await rm(spare.dataDir, { recursive: true, force: true });
  await rename(restored, spare.dataDir);
  await spare.restart();
}

/** Production and a spare for a drill: two servers, the spare stopped until a restore gives it data. */
export async function productionAndSpare(): Promise<{ production: TestServer; spare: TestServer }> {
  const production = await startPocketBase();
  const spare = await startPocketBase();
  await spare.stop();
  return { production, spare };
}
