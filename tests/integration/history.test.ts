/**
 * History with restore (issue 28, item 2; pb_hooks/src/lib/history.ts, decision 020): each update
 * of a record with history keeps the previous version, with who and when, in the update's
 * transaction; each record keeps at most HISTORY_KEEP versions and HISTORY_BYTES; a restore sets
 * an older version back as one more update, refused with 409 when the record changed since the
 * screen loaded; saves and restores at once lose nothing; visitors and unapproved accounts read
 * nothing of it, through any door.
 */
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_COLLECTIONS, SINGLETON_COLLECTIONS } from '../../shared/content';
import {
  HISTORY_BYTES,
  HISTORY_KEEP,
  HISTORY_SORT,
  VERSION_GONE_MESSAGE,
  VERSIONS_COLLECTION,
  type Version,
} from '../../shared/history';
import { createRecord, pngFile, refusal, validPayload } from '../support/fixtures';
import { openRealtime } from '../support/realtime';
import { signedInUser, startPocketBase, unapprovedUser, statusOf, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let anna: PocketBase;
let ben: PocketBase;
let unapproved: PocketBase;
let category: RecordModel;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  // Many writes from one address in a few seconds: the API's limits have their own suites.
  await root.settings.update({ rateLimits: { enabled: false } });
  anna = await signedInUser(server, 'anna@example.test', true);
  await root.collection('users').update(anna.authStore.record!.id, { name: 'Anna Perera' });
  ben = await signedInUser(server, 'ben@example.test', true);
  unapproved = await unapprovedUser(server, 'pending@example.test');
  category = await anna.collection('project_categories').create({ name: 'Villas' });
});

afterAll(async () => {
  if (process.env.DEBUG_HISTORY) console.log(server?.output().slice(-3000));
  await server?.dispose();
});

/** A record's versions, newest first, as an approved admin reads them. */
function versionsOf(record: RecordModel, as: PocketBase = anna): Promise<Version[]> {
  return as.collection(VERSIONS_COLLECTION).getFullList<Version>({
    filter: as.filter('subject = {:subject} && record = {:record}', {
      subject: record.collectionName,
      record: record.id,
    }),
    sort: HISTORY_SORT,
  });
}

function restore(as: PocketBase, version: string, updated: string) {
  return as.send<{ id: string; updated: string; missing: { field: string; values: string[] }[] }>(
    `/api/site/history/${version}/restore`,
    { method: 'POST', body: { updated } },
  );
}

async function galleryProject(title: string): Promise<RecordModel> {
  return anna.collection('projects').create({
    ...validPayload('projects', category.id),
    title,
    images: [pngFile('one.png'), pngFile('two.png'), pngFile('three.png')],
  });
}

describe('versions', () => {
  it('keeps the previous version of each edit, with who, when and what changed', async () => {
    const project = await galleryProject('Lakeview Heights');
    const before = Date.now();
    const edited = await anna.collection('projects').update(project.id, {
      title: 'Lakeview Heights Apartments',
      images: [...project.images].reverse(),
      updated: project.updated,
    });
    const [version, ...rest] = await versionsOf(project);
    expect(rest).toHaveLength(0);
    expect(version.actor).toBe('anna@example.test');
    expect(version.actor_name).toBe('Anna Perera');
    expect(version.saved_at).toBe(project.updated);
    expect(Date.parse(version.created)).toBeGreaterThanOrEqual(before - 1000);
    expect(version.changed).toEqual(['title', 'images']);
    expect(version.data.title).toBe('Lakeview Heights');
    expect(version.data.images).toEqual(project.images);
    expect(version.after).toEqual({ title: 'Lakeview Heights Apartments', images: edited.images });
    expect(version.data).not.toHaveProperty('position');
    expect(version.data).not.toHaveProperty('published');
  });

  it('keeps nothing for a move, a Published switch or a save that changes nothing', async () => {
    const project = await galleryProject('Quiet one');
    const other = await galleryProject('Other');
    await anna.collection('projects').update(project.id, { published: !project.published });
    await anna.send(`/api/site/order/projects/${project.id}`, { method: 'POST', body: { after: other.id } });
    await anna.collection('projects').update(project.id, { title: 'Quiet one' });
    expect(await versionsOf(project)).toHaveLength(0);
  });

  it.each(HISTORY_COLLECTIONS)('%s keeps versions', async (collection) => {
    const target = await anyRecord(collection);
    const field = collection === CONTENT_STATS ? 'total_projects' : firstText(target);
    await anna.collection(collection).update(target.id, { [field]: field === 'total_projects' ? 42 : 'Changed here' });
    const [version] = await versionsOf(target);
    expect(version.changed).toEqual([field]);
  });

  it(`keeps the newest ${HISTORY_KEEP} versions of a record`, async () => {
    const project = await galleryProject('Edited often');
    for (let i = 1; i <= HISTORY_KEEP + 5; i++)
      await ben.collection('projects').update(project.id, { title: `Edit ${i}` });
    const versions = await versionsOf(project);
    expect(versions).toHaveLength(HISTORY_KEEP);
    expect(versions[0].data.title).toBe(`Edit ${HISTORY_KEEP + 4}`);
    expect(versions[HISTORY_KEEP - 1].data.title).toBe('Edit 5');
  });

  it(`keeps no more than ${HISTORY_BYTES} bytes of versions per record, the newest first`, async () => {
    const service = await createRecord(anna, 'services');
    // 4,900 three-byte characters: ~14.7 KB a value, ~29 KB a version (the old text and the new).
    for (let i = 0; i < 14; i++) {
      const text = `${i}`.padEnd(4900, 'ශ');
      await anna.collection('services').update(service.id, { longDescription: text });
    }
    const versions = await versionsOf(service);
    const total = versions.reduce((sum, v) => sum + v.size, 0);
    expect(total).toBeLessThanOrEqual(HISTORY_BYTES);
    expect(versions.length).toBeLessThan(14);
    expect(versions.length).toBeGreaterThanOrEqual(7);
    expect(versions[0].size).toBeGreaterThan(29_000);
    expect(String(versions[0].data.longDescription).startsWith('12')).toBe(true);
  });

  it('goes with its record when the record is deleted', async () => {
    const project = await galleryProject('Short lived');
    await anna.collection('projects').update(project.id, { title: 'Short lived 2' });
    expect(await versionsOf(project, root)).toHaveLength(1);
    await anna.collection('projects').delete(project.id);
    expect(await versionsOf(project, root)).toHaveLength(0);
  });
});

const CONTENT_STATS = 'stats_settings';

/** A new record of a list; a settings collection's one record (made by its first create). */
async function anyRecord(collection: string): Promise<RecordModel> {
  if (!SINGLETON_COLLECTIONS.includes(collection)) return createRecord(root, collection);
  return root
    .collection(collection)
    .getFirstListItem('')
    .catch(() => createRecord(root, collection));
}

/** The first plain text field of a record that an update may set to "Changed here". */
function firstText(record: RecordModel): string {
  for (const name of ['title', 'name', 'client_name', 'company_name', 'address']) if (name in record) return name;
  throw new Error(`no text field in ${record.collectionName}`);
}

describe('restore', () => {
  it('brings back an older title and gallery order, as a new version', async () => {
    const project = await galleryProject('Harbour View');
    const order = project.images as string[];
    const first = await anna.collection('projects').update(project.id, {
      title: 'Harbour View Towers',
      images: [order[2], order[0], order[1]],
      updated: project.updated,
    });
    const [older] = await versionsOf(project);
    const answer = await restore(ben, older.id, first.updated);
    expect(answer.missing).toEqual([]);
    const now = await anna.collection('projects').getOne(project.id);
    expect(now.title).toBe('Harbour View');
    expect(now.images).toEqual(order);
    expect(now.updated).toBe(answer.updated);
    const [restoreVersion, editVersion] = await versionsOf(project);
    expect(editVersion.id).toBe(older.id);
    expect(restoreVersion.restored_from).toBe(older.id);
    expect(restoreVersion.actor).toBe('ben@example.test');
    expect(restoreVersion.data.title).toBe('Harbour View Towers');
    // Restoring the restore's own version brings the edit back again.
    await restore(anna, restoreVersion.id, now.updated);
    expect((await anna.collection('projects').getOne(project.id)).title).toBe('Harbour View Towers');
  });

  it('says which photos of the version were deleted since, and brings back the rest in order', async () => {
    const project = await galleryProject('Garden House');
    const [a, b, c] = project.images as string[];
    const edited = await anna.collection('projects').update(project.id, {
      images: [c, a],
      images_alt: { [a]: 'The porch' },
      updated: project.updated,
    });
    const [older] = await versionsOf(project);
    const answer = await restore(anna, older.id, edited.updated);
    expect(answer.missing).toEqual([{ field: 'images', values: [b] }]);
    const now = await anna.collection('projects').getOne(project.id);
    expect(now.images).toEqual([a, c]);
  });

  it('is refused with 409, changing nothing, when the record changed since the screen loaded', async () => {
    const project = await galleryProject('Stale one');
    const edited = await anna.collection('projects').update(project.id, { title: 'Stale one 2' });
    const [older] = await versionsOf(project);
    await ben.collection('projects').update(project.id, { client: 'Someone else' });
    const err = await refusal(restore(anna, older.id, edited.updated));
    expect(err.status).toBe(409);
    expect(err.response.message).toBe('This project was changed by someone else — reload to see the latest.');
    expect((await anna.collection('projects').getOne(project.id)).title).toBe('Stale one 2');
    expect(await versionsOf(project)).toHaveLength(2);
  });

  it('needs the base copy, and answers plainly for a version or a record no longer there', async () => {
    const project = await galleryProject('Gone soon');
    const edited = await anna.collection('projects').update(project.id, { title: 'Gone soon 2' });
    const [older] = await versionsOf(project);
    expect((await refusal(restore(anna, older.id, ''))).status).toBe(400);
    expect((await refusal(restore(anna, 'nosuchversion12', edited.updated))).status).toBe(404);
    // A deleted record's versions go with it; a version read before the delete cannot bring it back.
    await anna.collection('projects').delete(project.id);
    const err = await refusal(restore(anna, older.id, edited.updated));
    expect(err.status).toBe(404);
    expect(err.response.message).toBe(VERSION_GONE_MESSAGE);
  });

  it('restores a settings page', async () => {
    const contact = await anyRecord('contact_settings');
    const edited = await anna.collection('contact_settings').update(contact.id, {
      phone: '+94 77 000 0000',
      updated: contact.updated,
    });
    const [older] = await versionsOf(contact);
    await restore(anna, older.id, edited.updated);
    expect((await anna.collection('contact_settings').getOne(contact.id)).phone).toBe(contact.phone);
  });
});

describe('two staff at once', () => {
  it('a save and a restore from the same copy: one wins, the other is refused, nothing is lost', async () => {
    for (let round = 0; round < 3; round++) {
      const project = await galleryProject(`Race ${round}`);
      const edited = await anna.collection('projects').update(project.id, { title: `Race ${round} edited` });
      const [older] = await versionsOf(project);
      const [save, restored] = await Promise.all([
        statusOf(anna.collection('projects').update(project.id, { client: 'Anna', updated: edited.updated })),
        statusOf(restore(ben, older.id, edited.updated)),
      ]);
      expect([save, restored].sort()).toEqual([200, 409]);
      const now = await anna.collection('projects').getOne(project.id);
      const versions = await versionsOf(project);
      expect(versions).toHaveLength(2);
      // The winner's change is there, and the state it replaced is the newest version.
      if (save === 200) expect(now.client).toBe('Anna');
      else expect(now.title).toBe(`Race ${round}`);
      expect(versions[0].data.title).toBe(`Race ${round} edited`);
    }
  });

  it('saves without a base copy, in parallel: each is kept, and the versions form one chain', async () => {
    const project = await galleryProject('Chain');
    const writes = Array.from({ length: 8 }, (_, i) =>
      (i % 2 ? anna : ben).collection('projects').update(project.id, { title: `Chain ${i}`, cost: `LKR ${i}M` }),
    );
    await Promise.all(writes);
    const versions = (await versionsOf(project)).reverse();
    expect(versions).toHaveLength(8);
    expect(versions[0].data.title).toBe('Chain');
    // Each version's new values are the next one's old values: no save was lost between two.
    for (let i = 0; i + 1 < versions.length; i++) expect(versions[i + 1].data.title).toBe(versions[i].after.title);
    const now = await anna.collection('projects').getOne(project.id);
    expect(now.title).toBe(versions[7].after.title);
  });
});

describe('who reads history', () => {
  let project: RecordModel;
  let version: Version;

  beforeAll(async () => {
    project = await galleryProject('Private past');
    await anna.collection('projects').update(project.id, { title: 'Private past 2' });
    [version] = await versionsOf(project);
  });

  it('visitors and unapproved accounts list, view and filter nothing', async () => {
    for (const client of [server.client(), unapproved]) {
      const list = await client.collection(VERSIONS_COLLECTION).getList(1, 50);
      expect(list.totalItems).toBe(0);
      const filtered = await client
        .collection(VERSIONS_COLLECTION)
        .getList(1, 50, { filter: `record = "${project.id}" && data.title ~ "Private"` });
      expect(filtered.totalItems).toBe(0);
      expect(await statusOf(client.collection(VERSIONS_COLLECTION).getOne(version.id))).toBe(404);
    }
  });

  it('nothing of the public content leads to it: no expand, no back-relation filter', async () => {
    const visitor = server.client();
    await root.collection('projects').update(project.id, { published: true });
    expect(await statusOf(visitor.collection('projects').getOne(project.id, { expand: 'versions_via_record' }))).toBe(
      400,
    );
    expect(
      await statusOf(
        visitor.collection('projects').getList(1, 1, { filter: 'versions_via_record.data.title ?~ "Private"' }),
      ),
    ).toBe(400);
  });

  it('realtime tells visitors and unapproved accounts nothing', async () => {
    const stream = await openRealtime(server.url);
    const pendingStream = await openRealtime(server.url);
    const staffStream = await openRealtime(server.url);
    try {
      await staffStream.subscribe([VERSIONS_COLLECTION], { Authorization: anna.authStore.token });
      expect((await stream.subscribe([VERSIONS_COLLECTION, `${VERSIONS_COLLECTION}/*`])).status).toBeLessThan(300);
      expect(
        (
          await pendingStream.subscribe([VERSIONS_COLLECTION], {
            Authorization: unapproved.authStore.token,
          })
        ).status,
      ).toBeLessThan(300);
      await anna.collection('projects').update(project.id, { title: 'Private past 3' });
      // The event exists (approved staff get it); the others get nothing of it.
      expect(await staffStream.waitFor('Private past', 5000)).toBe(true);
      expect(await stream.waitFor('Private past', 500)).toBe(false);
      expect(await pendingStream.waitFor('Private past', 500)).toBe(false);
    } finally {
      await stream.close();
      await pendingStream.close();
      await staffStream.close();
    }
  });

  it('nobody writes it through the API, and only approved staff restore', async () => {
    const current = await anna.collection('projects').getOne(project.id);
    expect(await statusOf(anna.collection(VERSIONS_COLLECTION).create({ subject: 'projects', record: 'x' }))).toBe(403);
    expect(await statusOf(anna.collection(VERSIONS_COLLECTION).update(version.id, { actor: 'me' }))).toBe(403);
    expect(await statusOf(anna.collection(VERSIONS_COLLECTION).delete(version.id))).toBe(403);
    expect(await statusOf(restore(server.client(), version.id, current.updated))).toBe(401);
    expect(await statusOf(restore(unapproved, version.id, current.updated))).toBe(403);
    expect((await anna.collection('projects').getOne(project.id)).title).toBe(current.title);
  });
});
