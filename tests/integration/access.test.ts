/**
 * The access table of docs/ARCHITECTURE.md ("Access rules"), against a real PocketBase: every content collection ×
 * {anonymous, unapproved, approved, superuser} × {list, view, create, update, delete}.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_COLLECTIONS,
  createRecord,
  SINGLETON_COLLECTIONS,
  validPayload,
  validUpdate,
  type ContentCollection,
} from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer, statusOf } from '../support/pocketbase';

type Role = 'anonymous' | 'unapproved' | 'approved' | 'superuser';
const ROLES: Role[] = ['anonymous', 'unapproved', 'approved', 'superuser'];
const WRITERS = new Set<Role>(['approved', 'superuser']);

let server: TestServer;
let root: PocketBase;
const clients = {} as Record<Role, PocketBase>;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  // note: this suite sends hundreds of requests from one address; the rate limiter has its
  // own test (approval.test.ts), so it is off here to keep this one about rules alone.
  await root.settings.update({ rateLimits: { enabled: false } });
  clients.superuser = root;
  clients.approved = await signedInUser(server, 'approved@example.test', true);
  // An unapproved account cannot sign in; a token issued to it anyway (impersonation
  // stands in for one issued before its approval was revoked) must still write nothing.
  const pending = await root
    .collection('users')
    .create({ email: 'pending@example.test', password: 'pending-pass-1', passwordConfirm: 'pending-pass-1' });
  expect(pending.approved).toBe(false);
  clients.unapproved = await root.collection('users').impersonate(pending.id, 3600);
  clients.anonymous = server.client();
});

afterAll(async () => {
  await server?.dispose();
});

async function count(collection: string): Promise<number> {
  return (await root.collection(collection).getList(1, 1)).totalItems;
}

describe.each(CONTENT_COLLECTIONS)('%s', (collection: ContentCollection) => {
  const isSingleton = (SINGLETON_COLLECTIONS as readonly string[]).includes(collection);

  async function freshRecord() {
    if (isSingleton) {
      for (const r of await root.collection(collection).getFullList()) {
        await root.collection(collection).delete(r.id);
      }
    }
    return createRecord(root, collection);
  }

  it.each(ROLES)('%s can list and view', async (role) => {
    const record = await freshRecord();
    const list = await clients[role].collection(collection).getList(1, 200);
    expect(list.items.map((r) => r.id)).toContain(record.id);
    const one = await clients[role].collection(collection).getOne(record.id);
    expect(one.id).toBe(record.id);
  });

  it.each(ROLES)('%s create', async (role) => {
    if (isSingleton) await freshRecord().then((r) => root.collection(collection).delete(r.id));
    let categoryId = '';
    if (collection === 'projects') {
      categoryId = (await root.collection('project_categories').create(validPayload('project_categories'))).id;
    }
    const before = await count(collection);
    const code = await statusOf(clients[role].collection(collection).create(validPayload(collection, categoryId)));
    if (WRITERS.has(role)) {
      expect(code).toBe(200);
      expect(await count(collection)).toBe(before + 1);
    } else {
      expect(code).toBeGreaterThanOrEqual(400);
      expect(code).toBeLessThan(500);
      expect(await count(collection)).toBe(before);
    }
  });

  it.each(ROLES)('%s update', async (role) => {
    const record = await freshRecord();
    const { field, value } = validUpdate(collection);
    const code = await statusOf(clients[role].collection(collection).update(record.id, { [field]: value }));
    const after = await root.collection(collection).getOne(record.id);
    if (WRITERS.has(role)) {
      expect(code).toBe(200);
      expect(after[field]).toBe(value);
    } else {
      expect(code).toBeGreaterThanOrEqual(400);
      expect(code).toBeLessThan(500);
      expect(after[field]).toBe(record[field]);
    }
  });

  it.each(ROLES)('%s delete', async (role) => {
    const record = await freshRecord();
    const code = await statusOf(clients[role].collection(collection).delete(record.id));
    const stillThere = await statusOf(root.collection(collection).getOne(record.id));
    if (WRITERS.has(role)) {
      expect(code).toBe(200);
      expect(stillThere).toBe(404);
    } else {
      expect(code).toBeGreaterThanOrEqual(400);
      expect(code).toBeLessThan(500);
      expect(stillThere).toBe(200);
    }
  });
});

describe('users', () => {
  it('visitors see no accounts, let alone emails', async () => {
    const list = await clients.anonymous.collection('users').getList(1, 50);
    expect(list.items).toHaveLength(0);
    const someone = (await root.collection('users').getFirstListItem('email = "approved@example.test"')).id;
    expect(await statusOf(clients.anonymous.collection('users').getOne(someone))).toBe(404);
  });

  it('an unapproved account sees only itself, never other emails', async () => {
    const list = await clients.unapproved.collection('users').getList(1, 50);
    expect(list.items.map((u) => u.email)).toEqual(['pending@example.test']);
  });

  it('approved admins see every account with its email', async () => {
    const list = await clients.approved.collection('users').getList(1, 50);
    const emails = list.items.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['approved@example.test', 'pending@example.test']));
  });

  it('anyone may register, but never as approved', async () => {
    const ok = await clients.anonymous
      .collection('users')
      .create({ email: 'new@example.test', password: 'new-pass-123', passwordConfirm: 'new-pass-123' });
    expect(ok.approved).toBe(false);
    const code = await statusOf(
      clients.anonymous.collection('users').create({
        email: 'sneaky@example.test',
        password: 'sneaky-pass-1',
        passwordConfirm: 'sneaky-pass-1',
        approved: true,
      }),
    );
    expect(code).toBe(400);
    expect(await statusOf(root.collection('users').getFirstListItem('email = "sneaky@example.test"'))).toBe(404);
  });

  it.each(['anonymous', 'unapproved'] as const)('%s cannot approve or delete an account', async (role) => {
    const target = await root.collection('users').getFirstListItem('email = "new@example.test"');
    expect(
      await statusOf(clients[role].collection('users').update(target.id, { approved: true })),
    ).toBeGreaterThanOrEqual(400);
    expect(await statusOf(clients[role].collection('users').delete(target.id))).toBeGreaterThanOrEqual(400);
    const after = await root.collection('users').getOne(target.id);
    expect(after.approved).toBe(false);
  });

  it('an unapproved account cannot approve itself', async () => {
    const me = clients.unapproved.authStore.record!.id;
    expect(
      await statusOf(clients.unapproved.collection('users').update(me, { approved: true })),
    ).toBeGreaterThanOrEqual(400);
    expect((await root.collection('users').getOne(me)).approved).toBe(false);
  });
});
