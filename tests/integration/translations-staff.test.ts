/**
 * Staff's translations through the API (issue 40, item 6; decision 039): a translation is checked
 * by its English field's rules, refused on its own column with the English rule's message and
 * nothing changed; and History keeps a translation's change and restores it like any field.
 */
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/limits';
import { HISTORY_SORT, VERSIONS_COLLECTION, type Version } from '../../shared/history';
import { tooLongMessage } from '../../shared/schemas';
import { createRecord, pngFile, refusal, validPayload } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let staff: PocketBase;
let project: RecordModel;

beforeAll(async () => {
  server = await startPocketBase();
  staff = await signedInUser(server, 'staff@example.test', true);
  const category = await staff.collection('project_categories').create({ name: 'Villas' });
  project = await staff.collection('projects').create({
    ...validPayload('projects', category.id),
    title: 'Lake House',
    title_si: 'වැව ළඟ නිවස',
    images: [pngFile('pool.png')],
  });
});

afterAll(async () => {
  await server?.dispose();
});

/** PocketBase ends a field message with a full stop. */
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

describe('a translation is checked by its English field’s rules', () => {
  it.each([
    ['projects', 'title_si', 'ශ'.repeat(201), tooLongMessage(200)],
    ['projects', 'coverImage_alt_ta', 'அ'.repeat(LIMITS.altText + 1), tooLongMessage(LIMITS.altText)],
    ['services', 'shortDescription_ta', 'அ'.repeat(501), tooLongMessage(500)],
    ['testimonials', 'quote_si', 'ශ'.repeat(1001), tooLongMessage(1000)],
  ])(
    '%s.%s too long: 400 on that column with the English rule’s message, nothing changed',
    async (collection, column, value, message) => {
      const record = collection === 'projects' ? project : await createRecord(staff, collection as 'services');
      const before = await staff.collection(collection).getOne(record.id);
      const err = await refusal(staff.collection(collection).update(record.id, { [column]: value }));
      expect(err.status).toBe(400);
      expect(err.response.data[column]?.message).toBe(sentence(message));
      expect(await staff.collection(collection).getOne(record.id)).toEqual(before);
    },
  );

  it('the same text within the limit is stored, and an empty translation is allowed (the English shows)', async () => {
    const saved = await staff.collection('projects').update(project.id, { title_si: 'ශ'.repeat(200), title_ta: '' });
    expect(saved.title_si).toHaveLength(200);
    expect(saved.title_ta).toBe('');
  });
});

describe('History keeps a translation', () => {
  it('records the change of a Sinhala title and restores it like any field', async () => {
    const before = await staff.collection('projects').update(project.id, { title_si: 'පැරණි මාතෘකාව' });
    const edited = await staff.collection('projects').update(project.id, {
      title_si: 'නව මාතෘකාව',
      updated: before.updated,
    });
    const [version] = await staff.collection(VERSIONS_COLLECTION).getFullList<Version>({
      filter: staff.filter('subject = "projects" && record = {:id}', { id: project.id }),
      sort: HISTORY_SORT,
    });
    expect(version.changed).toEqual(['title_si']);
    expect(version.data.title_si).toBe('පැරණි මාතෘකාව');
    expect(version.after).toEqual({ title_si: 'නව මාතෘකාව' });

    const answer = await staff.send<{ missing: unknown[] }>(`/api/site/history/${version.id}/restore`, {
      method: 'POST',
      body: { updated: edited.updated },
    });
    expect(answer.missing).toEqual([]);
    const now = await staff.collection('projects').getOne(project.id);
    expect(now.title_si).toBe('පැරණි මාතෘකාව');
    expect(now.title).toBe('Lake House');
  });
});
