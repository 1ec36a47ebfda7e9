/**
 * Accounts staff can tell apart and help with (issue 28, item 5): a revoked account is marked
 * (a new sign-up is not), an admin sets a colleague's temporary password (who must change it,
 * and does so with their own), nobody sets the server-set fields or manages their own account
 * that way, and approved staff (only) can ask whether mail is set up.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPocketBase, type TestServer, statusOf } from '../support/pocketbase';

const PASSWORD = 'user-password-123';
let server: TestServer;
let root: PocketBase;
let admin: PocketBase;
let adminId: string;

async function account(email: string, approved: boolean) {
  return root.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, approved });
}

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  adminId = (await account('owner@example.lk', true)).id;
  admin = server.client();
  await admin.collection('users').authWithPassword('owner@example.lk', PASSWORD);
});

afterAll(async () => {
  await server?.dispose();
});

it('marks a revoked account, not a new sign-up, and clears the mark when approved again', async () => {
  const colleague = await account('colleague@example.lk', true);
  const signUp = await server.client().collection('users').create({
    email: 'new@example.lk',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });
  await admin.collection('users').update(colleague.id, { approved: false });
  const listed = await admin.collection('users').getFullList({ sort: 'created' });
  const byEmail = Object.fromEntries(listed.map((u) => [u.email, u]));
  expect(byEmail['colleague@example.lk'].revoked_at).not.toBe('');
  expect(byEmail['new@example.lk'].revoked_at).toBe('');
  expect(signUp.id).toBe(byEmail['new@example.lk'].id);
  await admin.collection('users').update(colleague.id, { approved: true });
  expect((await admin.collection('users').getOne(colleague.id)).revoked_at).toBe('');
});

it('refuses the server-set fields from anyone but a superuser', async () => {
  const colleague = await account('fields@example.lk', true);
  expect(
    await statusOf(admin.collection('users').update(colleague.id, { revoked_at: '2026-01-01 00:00:00.000Z' })),
  ).toBe(400);
  expect(await statusOf(admin.collection('users').update(adminId, { must_change_password: true }))).toBe(400);
  const signUp = server.client().collection('users').create({
    email: 'sneaky@example.lk',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    must_change_password: true,
  });
  expect(await statusOf(signUp)).toBe(400);
});

it('lets an admin set a temporary password that its owner must change, and then does not', async () => {
  const colleague = await account('locked-out@example.lk', true);
  const temporary = 'temporary-pass-4821';
  await admin.collection('users').update(colleague.id, { password: temporary, passwordConfirm: temporary });
  const them = server.client();
  const signedIn = await them.collection('users').authWithPassword('locked-out@example.lk', temporary);
  expect(signedIn.record.must_change_password).toBe(true);

  // Their own new password (PocketBase asks for the old one) clears the mark.
  const own = 'my-own-password-77';
  await them.collection('users').update(colleague.id, { oldPassword: temporary, password: own, passwordConfirm: own });
  const again = await server.client().collection('users').authWithPassword('locked-out@example.lk', own);
  expect(again.record.must_change_password).toBe(false);
});

it('lets nobody set their own password without the old one, nor an unapproved account anyone’s', async () => {
  expect(
    await statusOf(
      admin.collection('users').update(adminId, { password: 'x-new-pass-123', passwordConfirm: 'x-new-pass-123' }),
    ),
  ).toBe(400);
  const target = await account('target@example.lk', true);
  await account('pending@example.lk', false);
  const pending = server.client();
  // An unapproved account cannot sign in at all; with a token minted by the superuser it still cannot manage.
  const token = await root
    .collection('users')
    .impersonate((await root.collection('users').getFirstListItem('email = "pending@example.lk"')).id, 600);
  pending.authStore.save(token.authStore.token, token.authStore.record);
  expect(
    await statusOf(
      pending
        .collection('users')
        .update(target.id, { password: 'hijack-pass-123', passwordConfirm: 'hijack-pass-123' }),
    ),
  ).toBe(404);
  await server.client().collection('users').authWithPassword('target@example.lk', PASSWORD);
});

it('tells approved staff whether mail is set up, and nobody else', async () => {
  expect(await admin.send('/api/site/mail', {})).toEqual({ configured: false });
  expect(await statusOf(server.client().send('/api/site/mail', {}))).toBe(401);
  await root.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: 2525 } });
  expect(await admin.send('/api/site/mail', {})).toEqual({ configured: true });
});
