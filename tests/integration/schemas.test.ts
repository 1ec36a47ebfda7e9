/**
 * The shared schemas (shared/schemas.ts) are the server's rules too: bad input sent straight to
 * the API, past any form, is refused field by field with the forms' own messages and changes
 * nothing; and the collections' own field options agree with the shared limits.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
  SCHEMAS,
  schemaFields,
  tooLongMessage,
  WHOLE_NUMBER_MESSAGE,
  yearMessage,
} from '../../shared/schemas';

type SchemaCollection = string;
import { EMAIL_LINK_MESSAGE, LIMITS } from '../../shared/limits';
import { PHONE_HELP } from '../../shared/phone';
import { createRecord, refusal, validPayload, type ContentCollection } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let admin: PocketBase;
let root: PocketBase;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  admin = await signedInUser(server, 'admin@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

/** Bad values of one field, what the server answers on that field. */
const BAD: [SchemaCollection, string, unknown, string][] = [
  ['projects', 'year', 1800, yearMessage(LIMITS.projectYear)],
  ['projects', 'year', 2101, yearMessage(LIMITS.projectYear)],
  ['projects', 'title', 'x'.repeat(201), tooLongMessage(200)],
  ['projects', 'client', '   ', REQUIRED_MESSAGE],
  ['projects', 'category', '', CATEGORY_REQUIRED_MESSAGE],
  ['projects', 'coverImage_alt', 'a'.repeat(LIMITS.altText + 1), tooLongMessage(LIMITS.altText)],
  ['services', 'icon', 'FaSkull', REQUIRED_MESSAGE],
  ['services', 'shortDescription', 's'.repeat(501), tooLongMessage(500)],
  ['team', 'bio', '', REQUIRED_MESSAGE],
  ['testimonials', 'quote', 'q'.repeat(1001), tooLongMessage(1000)],
  ['journey', 'year', 1899, yearMessage(LIMITS.journeyYear)],
  ['home_settings', 'subtitle', '', REQUIRED_MESSAGE],
  ['about_settings', 'title', '', REQUIRED_MESSAGE],
  ['contact_settings', 'email', 'info@serendib', EMAIL_MESSAGE],
  ['contact_settings', 'whatsapp', '12', PHONE_HELP],
  ['Footer_menu', 'footer_email', 'not an email', EMAIL_MESSAGE],
  ['contact_settings', 'email', 'info?cc=x@serendib.lk', EMAIL_LINK_MESSAGE],
  ['stats_settings', 'ongoing_projects', -1, WHOLE_NUMBER_MESSAGE],
  ['stats_settings', 'years_experience', 2.5, WHOLE_NUMBER_MESSAGE],
];

/** PocketBase ends a field message with a full stop (the seed's required message has none). */
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

describe('the server refuses what the forms refuse', () => {
  it.each(BAD)(
    '%s.%s = %j: 400 with the shared message, nothing changed',
    async (collection, field, value, message) => {
      const singleton = collection.endsWith('_settings') || collection === 'Footer_menu';
      const existing = singleton ? await root.collection(collection).getFullList() : [];
      const record = existing[0] ?? (await createRecord(root, collection as ContentCollection));
      const before = await root.collection(collection).getOne(record.id);

      const update = await refusal(admin.collection(collection).update(record.id, { [field]: value }));
      expect(update.status).toBe(400);
      expect(update.response.data[field]?.message).toBe(sentence(message));
      expect(await root.collection(collection).getOne(record.id)).toEqual(before);

      // A create with the same value is refused too (singletons have their record already).
      if (!singleton) {
        const categoryId = collection === 'projects' ? (record.category as string) : '';
        const create = await refusal(
          admin
            .collection(collection)
            .create({ ...validPayload(collection as ContentCollection, categoryId), [field]: value }),
        );
        expect(create.status).toBe(400);
        expect(create.response.data[field]?.message).toBe(sentence(message));
      }
    },
  );

  it('applies to superusers too (the dashboard is not a way round the rules)', async () => {
    const record = await createRecord(root, 'projects');
    const err = await refusal(root.collection('projects').update(record.id, { year: 3000 }));
    expect(err.response.data.year?.message).toBe(yearMessage(LIMITS.projectYear));
  });
});

/** The `max_length` of a schema field, if it has one. */
function maxLengthOf(collection: SchemaCollection, field: string): number | undefined {
  const schema = SCHEMAS[collection].entries[field as never] as { pipe?: { type: string; requirement?: unknown }[] };
  const action = schema.pipe?.find((item) => item.type === 'max_length');
  return action?.requirement as number | undefined;
}

describe("the collections' field options agree with the shared limits", () => {
  it.each(Object.keys(SCHEMAS) as SchemaCollection[])('%s', async (collection) => {
    const fields = (await root.collections.getOne(collection)).fields as Record<string, unknown>[];
    const byName = (name: string) => fields.find((f) => f.name === name)!;
    for (const name of schemaFields(collection)) {
      const field = byName(name);
      expect(field, `${collection}.${name} exists`).toBeTruthy();
      const max = maxLengthOf(collection, name);
      if (max !== undefined && field.type === 'text') expect(field.max, `${collection}.${name} max`).toBe(max);
    }
    for (const field of fields.filter((f) => f.type === 'file' && f.name !== 'logo')) {
      expect(field.mimeTypes, `${collection}.${field.name as string} types`).toEqual([...LIMITS.imageTypes]);
    }
  });

  it('years, gallery size and counts', async () => {
    const projects = (await root.collections.getOne('projects')).fields as Record<string, unknown>[];
    const journey = (await root.collections.getOne('journey')).fields as Record<string, unknown>[];
    const stats = (await root.collections.getOne('stats_settings')).fields as Record<string, unknown>[];
    const year = projects.find((f) => f.name === 'year')!;
    expect([year.min, year.max]).toEqual([LIMITS.projectYear.min, LIMITS.projectYear.max]);
    expect(projects.find((f) => f.name === 'images')!.maxSelect).toBe(LIMITS.galleryImages);
    const journeyYear = journey.find((f) => f.name === 'year')!;
    expect([journeyYear.min, journeyYear.max]).toEqual([LIMITS.journeyYear.min, LIMITS.journeyYear.max]);
    for (const name of ['total_projects', 'ongoing_projects', 'years_experience']) {
      const field = stats.find((f) => f.name === name)!;
      expect([field.min, field.max]).toEqual([LIMITS.count.min, LIMITS.count.max]);
    }
  });
});
