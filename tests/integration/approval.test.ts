/**
 * Admin approval, end to end through the API: no registration approves itself, not even the
 * first on a fresh database (the first admin comes from `admin upsert`, docs/decisions/008);
 * approved admins approve and revoke; nobody approves themselves; the rate limiter stops bursts
 * of sign-in attempts and registrations.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { pocketBaseDirArgs, ROOT } from '../../scripts/pocketbase-bin.mjs';
import { startPocketBase, type TestServer } from '../support/pocketbase';

const run = promisify(execFile);

const PASSWORD = 'correct-horse-1';

async function failure(promise: Promise<unknown>): Promise<ClientResponseError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ClientResponseError);
  return err as ClientResponseError;
}

function register(pb: PocketBase, email: string) {
  return pb.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD });
}

describe('approval flow', () => {
  let server: TestServer;
  let root: PocketBase;

  beforeAll(async () => {
    server = await startPocketBase();
    root = await server.superuser();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  let owner: PocketBase;

  it('approves no registration on a fresh database, not even the first: a stranger cannot claim the site', async () => {
    const first = await register(server.client(), 'stranger@example.test');
    expect(first.approved).toBe(false);
    const err = await failure(server.client().collection('users').authWithPassword('stranger@example.test', PASSWORD));
    expect(err.status).toBe(403);
  });

  it('gets its first admin from the shell command', async () => {
    await run(server.bin, ['admin', 'upsert', 'owner@example.test', PASSWORD, ...pocketBaseDirArgs(server.dataDir)], {
      cwd: ROOT,
    });
    owner = server.client();
    const auth = await owner.collection('users').authWithPassword('owner@example.test', PASSWORD);
    expect(auth.record.approved).toBe(true);
  });

  it('creates the second account unapproved, and it cannot sign in', async () => {
    const second = await register(server.client(), 'clerk@example.test');
    expect(second.approved).toBe(false);
    const err = await failure(server.client().collection('users').authWithPassword('clerk@example.test', PASSWORD));
    expect(err.status).toBe(403);
    expect(err.response.message).toBe('Your account is awaiting approval by an administrator.');
  });

  it('tells a wrong password nothing about approval', async () => {
    const err = await failure(
      server.client().collection('users').authWithPassword('clerk@example.test', 'wrong-pass-1'),
    );
    expect(err.status).toBe(400);
    expect(err.response.message).not.toMatch(/approv/i);
  });

  it('lets an approved admin approve the account, which can then sign in and write', async () => {
    // note: PocketBase refuses filters on hidden emails to non-managers, so admins find
    // accounts in the list (which shows them emails) rather than by an email filter.
    const clerk = (await owner.collection('users').getFullList()).find((u) => u.email === 'clerk@example.test')!;
    expect(clerk.approved).toBe(false);
    const approved = await owner.collection('users').update(clerk.id, { approved: true });
    expect(approved.approved).toBe(true);
    const pb = server.client();
    await pb.collection('users').authWithPassword('clerk@example.test', PASSWORD);
    const created = await pb.collection('journey').create({ year: 2010, title: 'First', description: 'x' });
    expect(created.id).toBeTruthy();
  });

  it('revoking takes effect at once: no sign-in, no refresh, no writes with the old token', async () => {
    const pb = server.client();
    await pb.collection('users').authWithPassword('clerk@example.test', PASSWORD);
    const clerk = pb.authStore.record!;
    await owner.collection('users').update(clerk.id, { approved: false });

    expect(
      (await failure(pb.collection('journey').create({ year: 2011, title: 'x', description: 'x' }))).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await failure(pb.collection('users').authRefresh())).status).toBeGreaterThanOrEqual(400);
    expect(
      (await failure(server.client().collection('users').authWithPassword('clerk@example.test', PASSWORD))).status,
    ).toBe(403);
  });

  it('never lets an account change its own approval', async () => {
    const ownerId = owner.authStore.record!.id;
    // Even an approved admin cannot revoke (or re-grant) itself.
    const err = await failure(owner.collection('users').update(ownerId, { approved: false }));
    expect(err.status).toBeGreaterThanOrEqual(400);
    expect((await root.collection('users').getOne(ownerId)).approved).toBe(true);
    // ...but may still edit its own other fields.
    const renamed = await owner.collection('users').update(ownerId, { name: 'Owner' });
    expect(renamed.name).toBe('Owner');
  });

  it('keeps at least one approved admin', async () => {
    const ownerId = owner.authStore.record!.id;
    const err = await failure(root.collection('users').update(ownerId, { approved: false }));
    expect(err.status).toBe(400);
    expect(err.response.message).toBe('At least one approved admin must remain.');
    const del = await failure(root.collection('users').delete(ownerId));
    expect(del.status).toBe(400);
  });

  it('lets a superuser approve from the dashboard API', async () => {
    const clerk = await root.collection('users').getFirstListItem('email = "clerk@example.test"');
    expect((await root.collection('users').update(clerk.id, { approved: true })).approved).toBe(true);
  });
});

describe('rate limiter', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startPocketBase();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('answers a burst of password attempts from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const err = await failure(
        server.client().collection('users').authWithPassword('nobody@example.test', `guess-${i}-pass`),
      );
      statuses.push(err.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('answers a burst of registrations from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        await register(server.client(), `burst${i}@example.test`).then(
          () => 200,
          (e: ClientResponseError) => e.status,
        ),
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
