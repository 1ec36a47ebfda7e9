/**
 * Recent activity (issue 15, item 10): the hooks log each create, edit, publish, unpublish,
 * delete and move, with who, what and the label at the time; only approved admins read the log,
 * nobody writes it through the API; a refused change leaves no entry; the log keeps the newest
 * ACTIVITY_KEEP_ENTRIES entries.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_COLLECTION, ACTIVITY_SORT, type ActivityEntry } from '../../shared/activity';
import { refusal, validPayload } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const KEEP = 12;

let server: TestServer;
let root: PocketBase;
let staff: PocketBase;
let unapproved: PocketBase;
let category: { id: string };

beforeAll(async () => {
  server = await startPocketBase({ env: { ACTIVITY_KEEP_ENTRIES: String(KEEP) } });
  root = await server.superuser();
  staff = await signedInUser(server, 'anna@example.test', true);
  const pending = await root.collection('users').create({
    email: 'pending@example.test',
    password: 'pending-pass-123',
    passwordConfirm: 'pending-pass-123',
    approved: false,
  });
  // An unapproved account cannot sign in; a token issued anyway stands in for one issued before
  // a revocation.
  unapproved = await root.collection('users').impersonate(pending.id, 3600);
  category = await staff.collection('project_categories').create({ name: 'Villas' });
});

afterAll(async () => {
  await server?.dispose();
});

/** The newest entries, newest first, as an approved admin reads them. */
async function latest(count: number): Promise<ActivityEntry[]> {
  const page = await staff.collection(ACTIVITY_COLLECTION).getList<ActivityEntry>(1, count, { sort: ACTIVITY_SORT });
  return page.items;
}

async function total(): Promise<number> {
  return (await root.collection(ACTIVITY_COLLECTION).getList(1, 1)).totalItems;
}

const brief = (e: ActivityEntry) => ({
  actor: e.actor,
  action: e.action,
  subject: e.subject,
  record: e.record,
  label: e.label,
});

describe('the log', () => {
  it('records a project created, edited, published, unpublished, moved and deleted, with who and its title', async () => {
    const project = await staff
      .collection('projects')
      .create({ ...validPayload('projects', category.id), title: 'Villa in Kandy', published: false });
    const other = await staff.collection('projects').create({ ...validPayload('projects', category.id) });
    await staff.collection('projects').update(project.id, { client: 'Mr Perera' });
    await staff.collection('projects').update(project.id, { published: true });
    await staff.collection('projects').update(project.id, { published: false, title: 'Villa in Kandy (phase 2)' });
    await staff.send(`/api/site/order/projects/${project.id}`, { method: 'POST', body: { before: other.id } });
    await staff.collection('projects').delete(project.id);

    const entries = (await latest(7)).reverse().map(brief);
    const by = { actor: 'anna@example.test', subject: 'projects' };
    expect(entries).toEqual([
      { ...by, action: 'created', record: project.id, label: 'Villa in Kandy' },
      { ...by, action: 'created', record: other.id, label: other.title },
      { ...by, action: 'edited', record: project.id, label: 'Villa in Kandy' },
      { ...by, action: 'published', record: project.id, label: 'Villa in Kandy' },
      { ...by, action: 'unpublished', record: project.id, label: 'Villa in Kandy (phase 2)' },
      { ...by, action: 'reordered', record: project.id, label: 'Villa in Kandy (phase 2)' },
      { ...by, action: 'deleted', record: project.id, label: 'Villa in Kandy (phase 2)' },
    ]);
  });

  it('records settings without a label, and a superuser by its email', async () => {
    await staff.collection('Footer_menu').create({ company_name: 'Lanka Homes' });
    await root.collection('Footer_menu').update('singletonrecord', { company_name: 'Lanka Homes (Pvt) Ltd' });
    const [edited, created] = (await latest(2)).map(brief);
    expect(created).toMatchObject({ actor: 'anna@example.test', action: 'created', subject: 'Footer_menu', label: '' });
    expect(edited).toMatchObject({ actor: 'root@example.test', action: 'edited', subject: 'Footer_menu', label: '' });
  });

  it('has one entry for each of ten edits made at once by two staff', async () => {
    const other = await signedInUser(server, 'bob@example.test', true);
    const member = await staff.collection('team').create(validPayload('team'));
    const before = await latest(1);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other : staff).collection('team').update(member.id, { role: `Role ${i}` }),
      ),
    );
    const entries = await latest(11);
    expect(entries[10].id).toBe(before[0].id);
    expect(entries.slice(0, 10).map((e) => e.record)).toEqual(Array(10).fill(member.id));
    expect(entries.filter((e) => e.actor === 'bob@example.test')).toHaveLength(5);
  });
});

describe('a refused change leaves no entry', () => {
  it('refused by validation, by a hook inside the save, by the version check or by the rules', async () => {
    const service = await staff.collection('services').create(validPayload('services'));
    const count = await total();

    // PocketBase's validation (the year is an integer) and a text-field hook (no line breaks).
    await refusal(staff.collection('projects').create({ ...validPayload('projects', category.id), year: 'soon' }));
    await refusal(staff.collection('services').update(service.id, { title: 'Two\nlines' }));
    // The singleton hook refuses a second settings record inside the save.
    await refusal(staff.collection('Footer_menu').create({ company_name: 'Second' }));
    // A save based on an old copy (409).
    await refusal(
      staff.collection('services').update(service.id, { title: 'Stale', updated: '2020-01-01 00:00:00.000Z' }),
    );
    // Nobody but approved admins writes content.
    await refusal(server.client().collection('services').create(validPayload('services')));
    await refusal(unapproved.collection('services').delete(service.id));

    expect(await total()).toBe(count);
    expect((await staff.collection('services').getOne(service.id)).title).toBe(service.title);
  });
});

describe('access', () => {
  it('approved admins read the log; visitors and unapproved accounts read nothing', async () => {
    expect((await staff.collection(ACTIVITY_COLLECTION).getList(1, 1)).totalItems).toBeGreaterThan(0);
    const [entry] = await latest(1);
    for (const pb of [server.client(), unapproved]) {
      expect((await pb.collection(ACTIVITY_COLLECTION).getList(1, 50)).items).toEqual([]);
      expect((await refusal(pb.collection(ACTIVITY_COLLECTION).getOne(entry.id))).status).toBe(404);
    }
  });

  it('nobody writes or deletes an entry through the API, approved admins included', async () => {
    const [entry] = await latest(1);
    const forged = { actor: 'ceo@example.test', action: 'deleted', subject: 'projects', record: 'x', label: 'All' };
    for (const pb of [server.client(), unapproved, staff]) {
      await refusal(pb.collection(ACTIVITY_COLLECTION).create(forged));
      await refusal(pb.collection(ACTIVITY_COLLECTION).update(entry.id, { label: 'Changed' }));
      await refusal(pb.collection(ACTIVITY_COLLECTION).delete(entry.id));
    }
    expect(brief((await latest(1))[0])).toEqual(brief(entry));
  });
});

describe('pruning', () => {
  it('keeps the newest ACTIVITY_KEEP_ENTRIES entries', async () => {
    for (let i = 0; i < KEEP + 3; i++) await staff.collection('journey').create(validPayload('journey'));
    const kept = await root.collection(ACTIVITY_COLLECTION).getFullList<ActivityEntry>({ sort: ACTIVITY_SORT });
    expect(kept).toHaveLength(KEEP);
    expect(kept.every((e) => e.subject === 'journey' && e.action === 'created')).toBe(true);
  });
});
