/**
 * Edits made at once (issue 14, item 3): parallel gallery additions and removals all survive and
 * every listed file is served; a save based on an old copy (`updated`) is refused with 409 and
 * changes nothing, in every collection staff edit; two admins revoking or deleting each other at
 * once never leave the site without an approved admin.
 */
import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, pngFile, validUpdate, WRITABLE_COLLECTIONS } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const PASSWORD = 'user-password-123';
let server: TestServer;
let root: PocketBase;
let staffA: PocketBase;
let staffB: PocketBase;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  staffA = await signedInUser(server, 'a@example.test', true);
  staffB = await signedInUser(server, 'b@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

async function outcome(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
    return { status: 200, message: '' };
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    return { status: err.status, message: String(err.response.message ?? '') };
  }
}

/** A file's URL, with a superuser's file token: a project made here is a draft (issue 26, item 6). */
function fileUrl(record: RecordModel, name: string, token: string): string {
  return `${server.url}/api/files/${record.collectionId}/${record.id}/${name}?token=${token}`;
}

/** The stored name of the file uploaded as `original` (PocketBase adds a random suffix). */
function storedName(names: string[], original: string): string | undefined {
  const stem = original.replace(/\.png$/, '');
  return names.find((n) => n.startsWith(`${stem}_`) || n === original);
}

describe('gallery edits from two staff members at once', () => {
  it.each([1, 2, 3])('round %i: 10 additions and 5 removals in parallel all survive', async (round) => {
    const category = await root.collection('project_categories').create({ name: `Gallery ${round}` });
    const initial = Array.from({ length: 8 }, (_, i) => pngFile(`r${round}keep${i}.png`));
    const project = await root.collection('projects').create({
      title: `Gallery race ${round}`,
      category: category.id,
      client: 'Client',
      architect: 'Architect',
      location: 'Colombo',
      cost: 'LKR 1M',
      year: 2024,
      status: 'Completed',
      images: initial,
    });
    const existing: string[] = project.images;
    expect(existing).toHaveLength(8);
    const toRemove = existing.slice(0, 5);
    const additions = Array.from({ length: 10 }, (_, i) => `r${round}add${i}.png`);

    const requests = [
      ...additions.map((name, i) =>
        (i % 2 ? staffA : staffB).collection('projects').update(project.id, { 'images+': [pngFile(name)] }),
      ),
      ...toRemove.map((name, i) =>
        (i % 2 ? staffB : staffA).collection('projects').update(project.id, { 'images-': [name] }),
      ),
    ];
    const results = await Promise.all(requests.map(outcome));
    const acknowledged = results.filter((r) => r.status === 200).length;
    // Every request is applied to the latest gallery: none needs refusing.
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    expect(acknowledged).toBe(15);

    const after = await root.collection('projects').getOne(project.id);
    const names: string[] = after.images;
    for (const name of additions) expect(storedName(names, name), name).toBeDefined();
    for (const name of toRemove) expect(names).not.toContain(name);
    expect(names).toEqual(expect.arrayContaining(existing.slice(5)));
    expect(names).toHaveLength(8 - 5 + 10);

    // Every listed file is in storage; every removed one is gone.
    const token = await root.files.getToken();
    for (const name of names) expect((await fetch(fileUrl(after, name, token))).status, name).toBe(200);
    for (const name of toRemove) expect((await fetch(fileUrl(after, name, token))).status, name).toBe(404);
  });
});

describe('a save based on an old copy', () => {
  it.each(WRITABLE_COLLECTIONS)('%s: refused with 409 and the reload message; nothing changes', async (collection) => {
    const record = await createRecord(root, collection);
    const loaded = record.updated as string;
    // Staff B saves first...
    const first = validUpdate(collection);
    await staffB.collection(collection).update(record.id, { [first.field]: first.value, updated: loaded });
    // ...then staff A saves the copy it loaded before.
    const second = validUpdate(collection);
    const stale = await outcome(
      staffA.collection(collection).update(record.id, { [second.field]: second.value, updated: loaded }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/^(This|These) .+ (was|were) changed by someone else — reload to see the latest\.$/);
    const now = await root.collection(collection).getOne(record.id);
    expect(now[first.field]).toBe(first.value);

    // Reloaded, the same save goes through.
    const fresh = await outcome(
      staffA.collection(collection).update(record.id, { [second.field]: second.value, updated: now.updated }),
    );
    expect(fresh.status).toBe(200);
    expect((await root.collection(collection).getOne(record.id))[second.field]).toBe(second.value);
  });

  it('names the project in the message, and refuses a stale gallery removal without deleting the file', async () => {
    const record = await createRecord(root, 'projects');
    const withImage = await root.collection('projects').update(record.id, { 'images+': [pngFile('kept.png')] });
    const loaded = withImage.updated as string;
    await staffB.collection('projects').update(record.id, { title: 'Renamed by B', updated: loaded });
    const stale = await outcome(
      staffA.collection('projects').update(record.id, { 'images-': withImage.images, updated: loaded }),
    );
    expect(stale).toEqual({
      status: 409,
      message: 'This project was changed by someone else — reload to see the latest.',
    });
    const after = await root.collection('projects').getOne(record.id);
    expect(after.images).toEqual(withImage.images);
    expect((await fetch(fileUrl(after, after.images[0], await root.files.getToken()))).status).toBe(200);
  });

  it('of two saves of the same copy at once, exactly one is kept and the other refused', async () => {
    for (let round = 0; round < 5; round++) {
      const record = await createRecord(root, 'projects');
      const results = await Promise.all(
        [staffA, staffB].map((pb, i) =>
          outcome(pb.collection('projects').update(record.id, { title: `Saved by ${i}`, updated: record.updated })),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.findIndex((r) => r.status === 200);
      expect((await root.collection('projects').getOne(record.id)).title).toBe(`Saved by ${winner}`);
    }
  });
});

describe('approval decisions made at once', () => {
  async function twoAdmins(round: number, kind: string) {
    const clients = [];
    for (const who of ['x', 'y']) {
      const email = `${kind}${round}${who}@example.test`;
      const user = await root
        .collection('users')
        .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, approved: true });
      // note: a token from the superuser, not a sign-in: 20 sign-ins would meet the rate limiter.
      clients.push(await root.collection('users').impersonate(user.id, 600));
    }
    // Only these two are approved: every other account is revoked first.
    for (const user of await root.collection('users').getFullList({ filter: 'approved = true' })) {
      if (!user.email.startsWith(`${kind}${round}`))
        await root.collection('users').update(user.id, { approved: false });
    }
    return clients;
  }

  it('two admins revoking each other at once leave one approved admin (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const [x, y] = await twoAdmins(round, 'revoke');
      const results = await Promise.all([
        outcome(x.collection('users').update(y.authStore.record!.id, { approved: false })),
        outcome(y.collection('users').update(x.authStore.record!.id, { approved: false })),
      ]);
      expect(await root.collection('users').getFullList({ filter: 'approved = true' })).toHaveLength(1);
      // The loser is either refused as the last admin (400) or, revoked first, no admin (404).
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    }
  });

  it('two admins deleting each other at once leave one approved admin (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const [x, y] = await twoAdmins(round, 'delete');
      await Promise.all([
        outcome(x.collection('users').delete(y.authStore.record!.id)),
        outcome(y.collection('users').delete(x.authStore.record!.id)),
      ]);
      expect(await root.collection('users').getFullList({ filter: 'approved = true' })).toHaveLength(1);
    }
  });
});
