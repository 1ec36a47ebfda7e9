/** `pocketbase admin upsert`: the operator's way in on a fresh deploy. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { pocketBaseDirArgs, ROOT } from '../../scripts/pocketbase-bin.mjs';
import { startPocketBase, type TestServer } from '../support/pocketbase';

const run = promisify(execFile);
let server: TestServer;

beforeAll(async () => {
  server = await startPocketBase();
});

afterAll(async () => {
  await server?.dispose();
});

function admin(...args: string[]) {
  return run(server.bin, ['admin', 'upsert', ...args, ...pocketBaseDirArgs(server.dataDir)], { cwd: ROOT });
}

it('creates an approved admin who can sign in', async () => {
  const { stdout, stderr } = await admin('operator@example.test', 'operator-pass-1');
  expect(stdout + stderr).toContain('Created approved admin operator@example.test.');
  const pb = server.client();
  const auth = await pb.collection('users').authWithPassword('operator@example.test', 'operator-pass-1');
  expect(auth.record.approved).toBe(true);
});

it('approves an existing, unapproved account', async () => {
  await server.client().collection('users').create({
    email: 'waiting@example.test',
    password: 'waiting-pass-1',
    passwordConfirm: 'waiting-pass-1',
  });
  const refused = await server
    .client()
    .collection('users')
    .authWithPassword('waiting@example.test', 'waiting-pass-1')
    .catch((e: ClientResponseError) => e);
  expect((refused as ClientResponseError).status).toBe(403);

  const { stdout, stderr } = await admin('waiting@example.test');
  expect(stdout + stderr).toContain('Updated approved admin waiting@example.test.');
  const auth = await server.client().collection('users').authWithPassword('waiting@example.test', 'waiting-pass-1');
  expect(auth.record.approved).toBe(true);
});

it('refuses a malformed email or a short password with a non-zero exit', async () => {
  await expect(admin('not-an-email', 'whatever-pass-1')).rejects.toMatchObject({ code: 1 });
  await expect(admin('short@example.test', 'short')).rejects.toMatchObject({ code: 1 });
});

it('`npm run admin` never prints the password, even when the command fails', async () => {
  const failed = await run(process.execPath, ['scripts/admin.mjs', 'upsert', 'short@example.test', 'secret7'], {
    cwd: ROOT,
    env: { ...process.env, PB_DATA: server.dataDir },
  }).catch((e: { code: number; stdout: string; stderr: string }) => e);
  expect(failed).toMatchObject({ code: 1 });
  const { stdout, stderr } = failed as { stdout: string; stderr: string };
  expect(stderr).toContain('admin upsert failed');
  expect(stdout + stderr).not.toContain('secret7');
});
