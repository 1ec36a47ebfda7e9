/**
 * Limits by who is allowed, not by whether a token is present (issue 38, items 3 and 4;
 * docs/SECURITY.md "Who may do what"): a revoked account's old token makes it a guest for every
 * rate limit and mints no file token; an account with a temporary password changes it and signs
 * in again, and nothing else, at every door (records, realtime, file tokens, the site's routes).
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPORARY_PASSWORD_MESSAGE } from '../../shared/accounts';
import { QUOTE_LIMITS } from '../../shared/leads';
import { validPayload } from '../support/fixtures';
import { postFrom, signedInUser, startPocketBase, statusOf, type TestServer } from '../support/pocketbase';
import { openRealtime } from '../support/realtime';

let server: TestServer;
let root: PocketBase;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  // The last approved admin cannot be revoked: this one stays.
  await signedInUser(server, 'keeper@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

/** A request the client `pb` makes with its token: the status. */
async function statusWith(pb: PocketBase, path: string, init: RequestInit = {}): Promise<number> {
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { Authorization: pb.authStore.token, 'Content-Type': 'application/json', ...init.headers },
  });
  await res.arrayBuffer();
  return res.status;
}

describe('a revoked account’s old token', () => {
  let token = '';

  beforeAll(async () => {
    const pb = await signedInUser(server, 'revoked-doors@example.test', true);
    token = pb.authStore.token;
    await root.collection('users').update(pb.authStore.record!.id, { approved: false });
  });

  it(`is a guest for the quote limit: ${QUOTE_LIMITS.perAddress} requests from its address, then 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < QUOTE_LIMITS.perAddress + 3; i++) {
      const answer = await postFrom(
        server,
        '127.0.3.1',
        '/api/collections/inquiries/records',
        { name: `Revoked flood ${i}`, phone: `077 600 ${String(i).padStart(4, '0')}`, message: `Quote ${i}` },
        { Authorization: token },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, QUOTE_LIMITS.perAddress)).toEqual(Array(QUOTE_LIMITS.perAddress).fill(200));
    expect(statuses.slice(QUOTE_LIMITS.perAddress)).toEqual([429, 429, 429]);
    const stored = await root.collection('inquiries').getList(1, 1, { filter: 'name ~ "Revoked flood"' });
    expect(stored.totalItems).toBe(QUOTE_LIMITS.perAddress);
  });

  it('is a guest for the registration limit: 5 a minute from its address, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const password = 'registered-123';
      const answer = await postFrom(
        server,
        '127.0.3.2',
        '/api/collections/users/records',
        { email: `flood-${i}@example.test`, password, passwordConfirm: password },
        { Authorization: token },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('mints no file token', async () => {
    const answer = await postFrom(server, '127.0.3.3', '/api/files/token', {}, { Authorization: token });
    expect(answer.status).toBe(401);
  });
});

describe('a temporary password', () => {
  const EMAIL = 'temporary@example.test';
  const TEMPORARY = 'temporary-pass-123';
  let pb: PocketBase;
  let id = '';

  beforeAll(async () => {
    const before = await signedInUser(server, EMAIL, true);
    id = before.authStore.record!.id;
    // An admin sets the colleague's password: it is temporary.
    const admin = await signedInUser(server, 'helper-admin@example.test', true);
    await admin.collection('users').update(id, { password: TEMPORARY, passwordConfirm: TEMPORARY });
    pb = server.client();
    await pb.collection('users').authWithPassword(EMAIL, TEMPORARY);
    expect(pb.authStore.record!.must_change_password).toBe(true);
  });

  it('opens no other door: records, realtime, file tokens, the site’s routes', async () => {
    const doors = {
      listProjects: await statusWith(pb, '/api/collections/projects/records'),
      createProject: await statusWith(pb, '/api/collections/team/records', {
        method: 'POST',
        body: JSON.stringify(validPayload('team')),
      }),
      readLeads: await statusWith(pb, '/api/collections/inquiries/records'),
      leadsRoute: await statusWith(pb, '/api/site/leads'),
      mailRoute: await statusWith(pb, '/api/site/mail'),
      fileToken: await statusWith(pb, '/api/files/token', { method: 'POST' }),
      ownName: await statusWith(pb, `/api/collections/users/records/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ name: 'Not yet' }),
      }),
      passwordAndName: await statusWith(pb, `/api/collections/users/records/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({
          name: 'Not yet',
          oldPassword: TEMPORARY,
          password: 'my-own-pass-1',
          passwordConfirm: 'my-own-pass-1',
        }),
      }),
    };
    expect(doors).toEqual({
      listProjects: 403,
      createProject: 403,
      readLeads: 403,
      leadsRoute: 403,
      mailRoute: 403,
      fileToken: 403,
      ownName: 403,
      passwordAndName: 403,
    });
    const refused = await fetch(`${server.url}/api/site/leads`, { headers: { Authorization: pb.authStore.token } });
    expect(((await refused.json()) as { message: string }).message).toBe(TEMPORARY_PASSWORD_MESSAGE);

    const stream = await openRealtime(server.url);
    try {
      const subscribed = await stream.subscribe(['inquiries'], { Authorization: pb.authStore.token });
      expect(subscribed.status).toBe(403);
    } finally {
      await stream.close();
    }
    expect((await root.collection('users').getOne(id)).must_change_password).toBe(true);
    expect(
      (await root.collection('team').getList(1, 1, { filter: `name = "${validPayload('team').name}"` })).totalItems,
    ).toBe(0);
  });

  it('refreshes its session, changes the password, and then works', async () => {
    expect(await statusOf(pb.collection('users').authRefresh())).toBe(200);
    await pb
      .collection('users')
      .update(id, { oldPassword: TEMPORARY, password: 'my-own-pass-1', passwordConfirm: 'my-own-pass-1' });
    await pb.collection('users').authWithPassword(EMAIL, 'my-own-pass-1');
    expect(pb.authStore.record!.must_change_password).toBe(false);
    expect(await statusWith(pb, '/api/site/leads')).toBe(200);
    expect(await statusWith(pb, '/api/files/token', { method: 'POST' })).toBe(200);
  });
});
