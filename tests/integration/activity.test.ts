/**
 * Recent activity (issue 15, item 10): the hooks log each create, edit, publish, unpublish,
 * delete and move, each approval and revocation and each quote request marked handled or new, with who, what and the label at the time; only approved admins read the log,
 * nobody writes it through the API; a refused change leaves no entry; the log keeps the newest
 * ACTIVITY_KEEP_ENTRIES entries.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_COLLECTION,
  ACTIVITY_SORT,
  activitySentence,
  type ActivityEntry,
} from '../../shared/activity';
import { refusal, validPayload } from '../support/fixtures';
import { signedInUser, startPocketBase, unapprovedUser, type TestServer } from '../support/pocketbase';

const KEEP = 12;

let server: TestServer;
let root: PocketBase;
let staff: PocketBase;
let unapproved: PocketBase;
let unapprovedId: string;
let category: { id: string };

beforeAll(async () => {
  server = await startPocketBase({ env: { ACTIVITY_KEEP_ENTRIES: String(KEEP) } });
  root = await server.superuser();
  staff = await signedInUser(server, 'anna@example.test', true);
  unapproved = await unapprovedUser(server, 'pending@example.test');
  unapprovedId = unapproved.authStore.record!.id;
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

describe('approvals and quote requests', () => {
  it('records approving and revoking an account, by who and with its email, and no other edit of it', async () => {
    const account = await root.collection('users').create({
      email: 'carol@example.test',
      password: 'carol-pass-123',
      passwordConfirm: 'carol-pass-123',
      approved: false,
    });
    const before = (await latest(1))[0];
    await staff.collection('users').update(account.id, { approved: true });
    await staff.collection('users').update(account.id, { approved: true });
    await staff.collection('users').update(account.id, { approved: false });
    const entries = (await latest(3)).reverse();
    expect(entries[0].id).toBe(before.id);
    const by = { actor: 'anna@example.test', subject: 'users', record: account.id, label: 'carol@example.test' };
    expect(entries.slice(1).map(brief)).toEqual([
      { ...by, action: 'approved' },
      { ...by, action: 'revoked' },
    ]);
    expect(entries.slice(1).map(activitySentence)).toEqual([
      "anna@example.test approved account 'carol@example.test'",
      "anna@example.test revoked access for account 'carol@example.test'",
    ]);
  });

  it('records a quote request marked handled and new again, by its name, and not its arrival or other edits', async () => {
    const count = await total();
    const inquiry = await server
      .client()
      .collection('inquiries')
      .create({ ...validPayload('inquiries'), name: 'Nimal Perera' });
    await staff.collection('inquiries').update(inquiry.id, { location: 'Galle' });
    expect(await total()).toBe(count);
    await staff.collection('inquiries').update(inquiry.id, { handled: true });
    await staff.collection('inquiries').update(inquiry.id, { handled: false });
    const by = { actor: 'anna@example.test', subject: 'inquiries', record: inquiry.id, label: 'Nimal Perera' };
    const entries = (await latest(2)).reverse();
    expect(entries.map(brief)).toEqual([
      { ...by, action: 'handled' },
      { ...by, action: 'reopened' },
    ]);
    expect(entries.map(activitySentence)).toEqual([
      "anna@example.test marked quote request 'Nimal Perera' as handled",
      "anna@example.test marked quote request 'Nimal Perera' as new",
    ]);
  });

  it('leaves no entry for a refused approval or a refused mark', async () => {
    const inquiry = await root.collection('inquiries').create(validPayload('inquiries'));
    const count = await total();
    await refusal(unapproved.collection('users').update(unapprovedId, { approved: true }));
    await refusal(unapproved.collection('inquiries').update(inquiry.id, { handled: true }));
    await refusal(
      staff.collection('inquiries').update(inquiry.id, { handled: true, updated: '2020-01-01 00:00:00.000Z' }),
    );
    expect(await total()).toBe(count);
    expect((await root.collection('inquiries').getOne(inquiry.id)).handled).toBe(false);
  });

  it('knows every action the hooks write', async () => {
    const collection = await root.collections.getOne(ACTIVITY_COLLECTION);
    const field = collection.fields.find((f) => f.name === 'action');
    expect([...(field?.values as string[])].sort()).toEqual([...ACTIVITY_ACTIONS].sort());
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
