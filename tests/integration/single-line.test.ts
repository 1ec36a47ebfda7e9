/**
 * Single-line fields are single lines (issue 14, item 10): CR/LF in any text field that is not a
 * paragraph is refused with a field error and nothing is saved, in every collection, the quote
 * request whose name feeds the notification email's subject and lines included. Invisible
 * characters (text-direction, zero-width, control) are refused in every text field with the
 * message the admin forms show (issue 26, item 8).
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVISIBLE_CHARACTERS_MESSAGE } from '../../shared/invisibleCharacters';
import { schemaProblems } from '../../shared/schemas';
import { createRecord, refusal, validPayload, validUpdate, WRITABLE_COLLECTIONS } from '../support/fixtures';
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

const BREAKS = ['Nimal\r\nBcc: victim@example.com', 'two\nlines', 'carriage\rreturn', 'line\u2028separator'];

it.each(BREAKS)('refuses a quote request whose name is %j, and stores nothing', async (name) => {
  const err = await refusal(
    server
      .client()
      .collection('inquiries')
      .create({ ...validPayload('inquiries'), name }),
  );
  expect(err.status).toBe(400);
  expect(err.response.data.name?.code).toBe('validation_single_line');
  expect((await root.collection('inquiries').getList(1, 1, { filter: `name ~ "Nimal"` })).totalItems).toBe(0);
});

it('keeps line breaks in a paragraph (the quote request message)', async () => {
  const sent = await server
    .client()
    .collection('inquiries')
    .create({ ...validPayload('inquiries'), message: 'Two storeys.\nThree bedrooms.' });
  expect((await root.collection('inquiries').getOne(sent.id)).message).toBe('Two storeys.\nThree bedrooms.');
});

describe.each(WRITABLE_COLLECTIONS.filter((c) => c !== 'stats_settings'))('%s', (collection) => {
  it('refuses CR/LF in a single-line field on update, and keeps the record as it was', async () => {
    const record = await createRecord(root, collection);
    const { field } = validUpdate(collection);
    const err = await refusal(admin.collection(collection).update(record.id, { [field]: 'first\r\nsecond' }));
    expect(err.status).toBe(400);
    expect(err.response.data[field]?.code).toBe('validation_single_line');
    expect((await root.collection(collection).getOne(record.id))[field]).toBe(record[field]);

    // Invisible characters (issue 26, item 8): the message the admin form shows for them.
    const value = 'invoice\u202Egpj.exe';
    const invisible = await refusal(admin.collection(collection).update(record.id, { [field]: value }));
    expect(invisible.status).toBe(400);
    expect(invisible.response.data[field]?.message).toBe(INVISIBLE_CHARACTERS_MESSAGE);
    if (collection !== 'inquiries') {
      expect(schemaProblems(collection, { ...record, [field]: value })[field]).toBe(INVISIBLE_CHARACTERS_MESSAGE);
    }
    expect((await root.collection(collection).getOne(record.id))[field]).toBe(record[field]);
  });
});

const INVISIBLE = [
  ['a right-to-left override', 'Nimal\u202Elanoitan'],
  ['an isolate', 'Nimal\u2066x\u2069'],
  ['a zero-width space', 'Ni\u200Bmal'],
  ['a zero-width joiner in Latin text', 'Ni\u200Dmal'],
  ['a byte-order mark', '\uFEFFNimal'],
  ['a C1 control', 'Nimal\u0085'],
  ['an escape', 'Nimal\u001B[2J'],
  // Issue 26 audit: these were stored.
  ['tag characters', 'Nimal\u{E0001}\u{E0069}\u{E0067}\u{E006E}\u{E007F}'],
  ['a soft hyphen', 'Ni\u00ADmal'],
  ['the Mongolian vowel separator', 'Ni\u180Emal'],
  ['a deprecated format character', 'Nimal\u206A'],
  ['an interlinear annotation', '\uFFF9Nimal\uFFFB'],
  ['a Hangul filler', 'Nimal\u3164'],
  ['variation selectors in a row', 'Nimal\uFE00\uFE01\uFE02'],
];

// note: sent by the superuser, whom the guests' rate limit on quote requests does not count.
it.each(INVISIBLE)('refuses a quote request whose name has %s, with a clear message', async (_, name) => {
  const err = await refusal(root.collection('inquiries').create({ ...validPayload('inquiries'), name }));
  expect(err.status).toBe(400);
  expect(err.response.data.name?.message).toBe(INVISIBLE_CHARACTERS_MESSAGE);
  expect((await root.collection('inquiries').getList(1, 1, { filter: `name ~ "Nimal"` })).totalItems).toBe(0);
});

it('keeps Sinhala and Tamil text, whose joiners are part of the script, and an emoji with its selector', async () => {
  const name = 'ශ්\u200Dරී ලංකා இலங்கை \u2764\uFE0F';
  const sent = await root.collection('inquiries').create({ ...validPayload('inquiries'), name });
  expect((await root.collection('inquiries').getOne(sent.id)).name).toBe(name);
});

it('refuses CR/LF in an account’s name', async () => {
  const me = admin.authStore.record!;
  const err = await refusal(admin.collection('users').update(me.id, { name: 'Owner\nAdmin' }));
  expect(err.response.data.name?.code).toBe('validation_single_line');
});

it('refuses invisible characters in an account’s name', async () => {
  const me = admin.authStore.record!;
  const err = await refusal(admin.collection('users').update(me.id, { name: 'Owner\u200B' }));
  expect(err.response.data.name?.message).toBe(INVISIBLE_CHARACTERS_MESSAGE);
});
