/**
 * Single-record settings collections: a second create is refused with a clear 400, and
 * 50 concurrent creates leave exactly one record (enforced by SQLite, not by counting).
 */
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLETON_COLLECTIONS, validPayload } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let admin: PocketBase;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  admin = await signedInUser(server, 'admin@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

async function attempt(pb: PocketBase, collection: string): Promise<{ status: number; message: string }> {
  try {
    await pb.collection(collection).create(validPayload(collection as never));
    return { status: 200, message: '' };
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    return { status: err.status, message: err.response.message ?? '' };
  }
}

describe.each(SINGLETON_COLLECTIONS)('%s', (collection) => {
  it('refuses a second create with a clear message, and updates still work', async () => {
    const first = await attempt(admin, collection);
    expect(first.status).toBe(200);
    const second = await attempt(admin, collection);
    expect(second.status).toBe(400);
    expect(second.message).toBe(
      `Only one ${collection} record may exist, and it already does: update it instead of creating another.`,
    );
    // Superusers bypass rules, not hooks.
    expect((await attempt(root, collection)).status).toBe(400);

    const [only] = await root.collection(collection).getFullList();
    const updated = await admin.collection(collection).update(only.id, validPayload(collection as never));
    expect(updated.id).toBe(only.id);
    expect(await root.collection(collection).getFullList()).toHaveLength(1);
  });

  it('keeps exactly one record under 50 concurrent creates', async () => {
    for (const r of await root.collection(collection).getFullList()) {
      await root.collection(collection).delete(r.id);
    }
    // Superusers are not rate limited, so every request reaches the hook and the database.
    const results = await Promise.all(Array.from({ length: 50 }, () => attempt(root, collection)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.message).toContain(`Only one ${collection} record may exist`);
    }
    expect(await root.collection(collection).getFullList()).toHaveLength(1);
  });
});

it('an approved admin racing 50 creates also leaves one record', async () => {
  for (const r of await root.collection('home_settings').getFullList()) {
    await root.collection('home_settings').delete(r.id);
  }
  const results = await Promise.all(Array.from({ length: 50 }, () => attempt(admin, 'home_settings')));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
  expect(await root.collection('home_settings').getFullList()).toHaveLength(1);
});
