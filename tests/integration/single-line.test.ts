/**
 * Single-line fields are single lines (issue 14, item 10): CR/LF in any text field that is not a
 * paragraph is refused with a field error and nothing is saved, in every collection, the quote
 * request whose name feeds the notification email's subject and lines included.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  });
});

it('refuses CR/LF in an account’s name', async () => {
  const me = admin.authStore.record!;
  const err = await refusal(admin.collection('users').update(me.id, { name: 'Owner\nAdmin' }));
  expect(err.response.data.name?.code).toBe('validation_single_line');
});
