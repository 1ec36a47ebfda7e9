/**
 * The lead pipeline (issue 29, decision 019) against a real PocketBase: statuses, assignee,
 * value, lost reason and notes are staff-only through every door (list, view, filter, expand,
 * the create's answer, realtime); the server keeps them consistent; two staff adding notes at
 * once both keep theirs; every staff change is in the activity log.
 */
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySentence, type ActivityEntry } from '../../shared/activity';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';
import { openRealtime } from '../support/realtime';

const REQUEST = { name: 'Nimal Perera', phone: '077 123 4567', message: 'Please quote for a two-storey house.' };
let sent = 0;
/** A visitor's request no other test sent (the same phone and words again is a duplicate). */
function fresh(fields: Record<string, unknown> = {}) {
  sent += 1;
  return {
    ...REQUEST,
    phone: `077 600 ${String(sent).padStart(4, '0')}`,
    message: `${REQUEST.message} (${sent})`,
    ...fields,
  };
}
const PIPELINE = ['status', 'assignee', 'value', 'lost_reason', 'handled', 'project'];

let server: TestServer;
let root: PocketBase;
let anna: PocketBase;
let bob: PocketBase;
let pending: PocketBase;

async function refusal(promise: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ClientResponseError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

async function latestActivity(count: number): Promise<ActivityEntry[]> {
  return (await root.collection('activity').getList<ActivityEntry>(1, count, { sort: '-created,-id' })).items;
}

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  // The limits on visitors' requests have their own suite (leads-limits.test.ts).
  await root.settings.update({ rateLimits: { enabled: false } });
  anna = await signedInUser(server, 'anna@example.test', true);
  bob = await signedInUser(server, 'bob@example.test', true);
  await signedInUser(server, 'pending@example.test', false);
  pending = server.client();
  // An account approved once and revoked still holds a token: it must read nothing either.
  await root
    .collection('users')
    .update((await root.collection('users').getFirstListItem('email = "pending@example.test"')).id, {
      approved: true,
    });
  await pending.collection('users').authWithPassword('pending@example.test', 'user-password-123');
  await root.collection('users').update(pending.authStore.record!.id, { approved: false });
});

afterAll(async () => {
  await server?.dispose();
});

describe('a visitor', () => {
  it('sends a request as before, and the answer shows none of the pipeline', async () => {
    const sent = await server.client().collection('inquiries').create(fresh());
    expect(sent.id).toBeTruthy();
    for (const field of PIPELINE) expect(sent, field).not.toHaveProperty(field);
    const stored = await root.collection('inquiries').getOne(sent.id);
    expect(stored.status).toBe('new');
    expect(stored.handled).toBe(false);
  });

  it('cannot set any pipeline field when sending', async () => {
    const annaId = anna.authStore.record!.id;
    for (const extra of [
      { status: 'won' },
      { assignee: annaId },
      { value: 1000 },
      { lost_reason: 'x' },
      { handled: true },
      { project: 'abc' },
    ]) {
      expect((await refusal(server.client().collection('inquiries').create(fresh(extra)))).status).toBe(400);
    }
  });

  it('reads no request, status, note or assignee through list, view, filter, expand or a revoked token', async () => {
    const lead = await anna.collection('inquiries').create(fresh({ name: 'Secret Lead' }));
    await anna
      .collection('inquiries')
      .update(lead.id, { status: 'won', value: 2500000, assignee: anna.authStore.record!.id });
    await anna.collection('inquiry_notes').create({ inquiry: lead.id, body: 'Secret note' });
    for (const pb of [server.client(), pending]) {
      expect((await pb.collection('inquiries').getList(1, 50)).items).toEqual([]);
      expect((await pb.collection('inquiries').getList(1, 50, { filter: 'status = "won"' })).totalItems).toBe(0);
      expect((await pb.collection('inquiry_notes').getList(1, 50)).items).toEqual([]);
      expect((await refusal(pb.collection('inquiries').getOne(lead.id))).status).toBe(404);
      const notes = await pb.collection('inquiry_notes').getList(1, 50, { expand: 'inquiry,author' });
      expect(notes.totalItems).toBe(0);
      // what a visitor may read never leads to a request
      const users = await pb
        .collection('users')
        .getList(1, 50, { filter: 'inquiries_via_assignee.status = "won"' })
        .catch((e) => e);
      expect(JSON.stringify(users)).not.toContain('Secret');
      expect(
        (await refusal(pb.collection('inquiry_notes').create({ inquiry: lead.id, body: 'x' }))).status,
      ).toBeGreaterThanOrEqual(400);
      expect(
        (await refusal(pb.collection('inquiries').update(lead.id, { status: 'lost' }))).status,
      ).toBeGreaterThanOrEqual(400);
    }
    expect((await root.collection('inquiries').getOne(lead.id)).status).toBe('won');
  });

  it('gets no realtime message of a request or a note; approved staff get both, with the pipeline', async () => {
    const listen = async (token?: string) => {
      const stream = await openRealtime(server.url);
      const answer = await stream.subscribe(['inquiries', 'inquiry_notes'], token ? { Authorization: token } : {});
      expect(answer.status).toBe(204);
      return stream;
    };
    const visitor = await listen();
    const revoked = await listen(pending.authStore.token);
    const staff = await listen(anna.authStore.token);
    const lead = await server
      .client()
      .collection('inquiries')
      .create(fresh({ name: 'Realtime Lead' }));
    await bob.collection('inquiries').update(lead.id, { status: 'contacted' });
    await bob.collection('inquiry_notes').create({ inquiry: lead.id, body: 'Realtime note' });
    const deadline = Date.now() + 5000;
    while (!staff.events.some((e) => e.includes('Realtime note')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all([visitor.close(), revoked.close(), staff.close()]);
    expect(visitor.events).toEqual([]);
    expect(revoked.events).toEqual([]);
    const created = staff.events.map((e) => JSON.parse(e) as { action: string; record: Record<string, unknown> });
    expect(created.map((e) => e.action)).toEqual(['create', 'update', 'create']);
    expect(created[0].record.status).toBe('new');
    expect(created[1].record.status).toBe('contacted');
    expect(created[2].record.body).toBe('Realtime note');
  });
});

describe('staff', () => {
  it('work a request through the statuses; handled follows; Lost needs a reason', async () => {
    const lead = await server.client().collection('inquiries').create(fresh());
    const contacted = await anna.collection('inquiries').update(lead.id, { status: 'contacted' });
    expect(contacted.handled).toBe(true);
    const quoted = await anna.collection('inquiries').update(lead.id, { status: 'quoted', value: 1500000 });
    expect(quoted.value).toBe(1500000);
    const err = await refusal(anna.collection('inquiries').update(lead.id, { status: 'lost' }));
    expect(err.status).toBe(400);
    expect(err.response.data.lost_reason.message).toBe('Say why this lead was lost.');
    const lost = await anna
      .collection('inquiries')
      .update(lead.id, { status: 'lost', lost_reason: 'Went with a cheaper builder' });
    expect(lost.status).toBe('lost');
    expect((await refusal(anna.collection('inquiries').update(lead.id, { status: 'maybe' }))).status).toBe(400);
    expect((await refusal(anna.collection('inquiries').update(lead.id, { value: -5 }))).status).toBe(400);
    const reopened = await anna.collection('inquiries').update(lead.id, { status: 'new' });
    expect(reopened.handled).toBe(false);
    // an old client's switch still works, and moves the status
    expect((await anna.collection('inquiries').update(lead.id, { handled: true })).status).toBe('contacted');
    expect((await anna.collection('inquiries').update(lead.id, { handled: false })).status).toBe('new');
  });

  it('assign a request to approved staff only', async () => {
    const lead = await server.client().collection('inquiries').create(fresh());
    const bobId = bob.authStore.record!.id;
    expect((await anna.collection('inquiries').update(lead.id, { assignee: bobId })).assignee).toBe(bobId);
    const err = await refusal(anna.collection('inquiries').update(lead.id, { assignee: pending.authStore.record!.id }));
    expect(err.response.data.assignee.message).toBe('Choose a member of staff whose account is approved.');
    expect((await anna.collection('inquiries').update(lead.id, { assignee: '' })).assignee).toBe('');
  });

  it('add notes signed with their own name; notes cannot be forged, changed or deleted', async () => {
    const lead = await server.client().collection('inquiries').create(fresh());
    const note = await anna
      .collection('inquiry_notes')
      .create({ inquiry: lead.id, body: 'Called, wants a site visit.\nSaturday.' });
    expect(note.author).toBe(anna.authStore.record!.id);
    expect(note.author_email).toBe('anna@example.test');
    const forged = await refusal(
      anna.collection('inquiry_notes').create({ inquiry: lead.id, body: 'x', author: bob.authStore.record!.id }),
    );
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(
      (await refusal(bob.collection('inquiry_notes').update(note.id, { body: 'changed' }))).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await refusal(bob.collection('inquiry_notes').delete(note.id))).status).toBeGreaterThanOrEqual(400);
    expect((await refusal(anna.collection('inquiry_notes').create({ inquiry: lead.id, body: '   ' }))).status).toBe(
      400,
    );
  });

  it('a note on a New request moves it to Contacted (logged); on a later status it changes nothing', async () => {
    const lead = await server
      .client()
      .collection('inquiries')
      .create(fresh({ name: 'Noted Lead' }));
    await bob.collection('inquiry_notes').create({ inquiry: lead.id, body: 'Called, no answer yet.' });
    const noted = await anna.collection('inquiries').getOne(lead.id);
    expect([noted.status, noted.handled]).toEqual(['contacted', true]);
    expect((await latestActivity(2)).reverse().map(activitySentence)).toEqual([
      "bob@example.test added a note to quote request 'Noted Lead'",
      "bob@example.test marked quote request 'Noted Lead' as contacted",
    ]);
    await anna.collection('inquiries').update(lead.id, { status: 'quoted' });
    await bob.collection('inquiry_notes').create({ inquiry: lead.id, body: 'Sent the quote again.' });
    expect((await anna.collection('inquiries').getOne(lead.id)).status).toBe('quoted');
  });

  it('two staff adding notes at once both keep theirs', async () => {
    const lead = await server.client().collection('inquiries').create(fresh());
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? anna : bob).collection('inquiry_notes').create({ inquiry: lead.id, body: `Note ${i}` }),
      ),
    );
    const notes = await anna.collection('inquiry_notes').getFullList({ filter: `inquiry = "${lead.id}"` });
    expect(notes.map((n) => n.body).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${i}`).sort());
  });

  it('a request sent from a project page names the project', async () => {
    const category = await root.collection('project_categories').create({ name: 'Residential' });
    const project = await root.collection('projects').create({
      title: 'Villa in Kandy',
      category: category.id,
      client: 'c',
      architect: 'a',
      location: 'Kandy',
      cost: '1',
      year: 2024,
      status: 'Completed',
    });
    const lead = await server
      .client()
      .collection('inquiries')
      .create(fresh({ page: `/projects/residential/${project.id}` }));
    expect((await anna.collection('inquiries').getOne(lead.id)).project).toBe(project.id);
    const other = await server
      .client()
      .collection('inquiries')
      .create(fresh({ page: '/projects/residential/nosuchproject1' }));
    expect((await anna.collection('inquiries').getOne(other.id)).project).toBe('');
  });

  it('every change is in the activity log, in words', async () => {
    const lead = await server
      .client()
      .collection('inquiries')
      .create(fresh({ name: 'Logged Lead' }));
    await anna.collection('inquiries').update(lead.id, { status: 'contacted' });
    await anna.collection('inquiries').update(lead.id, { assignee: bob.authStore.record!.id });
    await bob.collection('inquiry_notes').create({ inquiry: lead.id, body: 'Sent the quote.' });
    await bob.collection('inquiries').update(lead.id, { status: 'quoted', value: 900000 });
    await bob.collection('inquiries').update(lead.id, { value: 950000 });
    await bob.collection('inquiries').update(lead.id, { status: 'won' });
    await anna.collection('inquiries').delete(lead.id);
    const entries = (await latestActivity(7)).reverse();
    expect(entries.map((e) => e.record)).toEqual(Array(7).fill(lead.id));
    expect(entries.map(activitySentence)).toEqual([
      "anna@example.test marked quote request 'Logged Lead' as contacted",
      "anna@example.test assigned quote request 'Logged Lead → bob@example.test'",
      "bob@example.test added a note to quote request 'Logged Lead'",
      "bob@example.test marked quote request 'Logged Lead' as quoted",
      "bob@example.test edited quote request 'Logged Lead'",
      "bob@example.test marked quote request 'Logged Lead' as won",
      "anna@example.test deleted quote request 'Logged Lead'",
    ]);
  });
});
