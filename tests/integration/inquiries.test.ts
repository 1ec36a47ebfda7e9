/**
 * Quote requests (issue 7) against a real PocketBase: who may read and write them, the
 * honeypot, phone normalisation, the rate limit, and the email to the company through a
 * real SMTP sink on loopback.
 */
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LINK_MESSAGE } from '../../shared/limits';
import { pngFile } from '../support/fixtures';
import { startMailSink, type MailSink } from '../support/mailSink';
import { signedInUser, startPocketBase, type TestServer, statusOf } from '../support/pocketbase';

const INQUIRY = {
  name: 'Nimal Perera',
  phone: '077 123 4567',
  message: 'Please quote for a two-storey house in Kandy.',
};

describe('inquiries', () => {
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

  it('lets a visitor send one, stored with an international phone number, unhandled', async () => {
    const sent = await server.client().collection('inquiries').create(INQUIRY);
    const stored = await root.collection('inquiries').getOne(sent.id);
    expect(stored.phone).toBe('+94771234567');
    expect(stored.handled).toBe(false);
  });

  it('refuses an email with ?, & or # with the form’s message, and stores nothing (issue 38)', async () => {
    for (const email of ['victim?cc=boss@example.lk', 'a&body=Pay@example.lk', 'me#x@example.lk']) {
      const refused = await server
        .client()
        .collection('inquiries')
        .create({ ...INQUIRY, name: 'Link fields', email })
        .catch((err: ClientResponseError) => err);
      expect(refused, email).toBeInstanceOf(ClientResponseError);
      expect((refused as ClientResponseError).response.data.email?.message, email).toBe(EMAIL_LINK_MESSAGE);
    }
    expect((await root.collection('inquiries').getList(1, 1, { filter: 'name = "Link fields"' })).totalItems).toBe(0);
  });

  it('never lets a visitor read, change or delete inquiries, or send one already handled', async () => {
    const [one] = await root.collection('inquiries').getFullList();
    const visitor = server.client();
    expect((await visitor.collection('inquiries').getList(1, 10)).items).toEqual([]);
    expect(await statusOf(visitor.collection('inquiries').getOne(one.id))).toBe(404);
    expect(await statusOf(visitor.collection('inquiries').update(one.id, { handled: true }))).toBeGreaterThanOrEqual(
      400,
    );
    expect(await statusOf(visitor.collection('inquiries').delete(one.id))).toBeGreaterThanOrEqual(400);
    expect(await statusOf(visitor.collection('inquiries').create({ ...INQUIRY, handled: true }))).toBe(400);
  });

  it('lets an approved admin read, mark handled and delete', async () => {
    const list = await admin.collection('inquiries').getList(1, 10, { sort: '-created' });
    expect(list.items.length).toBeGreaterThan(0);
    const handled = await admin.collection('inquiries').update(list.items[0].id, { handled: true });
    expect(handled.handled).toBe(true);
    await admin.collection('inquiries').delete(list.items[0].id);
    expect(await statusOf(root.collection('inquiries').getOne(list.items[0].id))).toBe(404);
  });

  it('refuses a bad phone number with a helpful field message', async () => {
    const err = await server
      .client()
      .collection('inquiries')
      .create({ ...INQUIRY, phone: 'call me maybe' })
      .catch((e: ClientResponseError) => e);
    expect((err as ClientResponseError).status).toBe(400);
    expect((err as ClientResponseError).response.data.phone.message).toBe(
      'Enter a phone number like 077 123 4567 or +94 77 123 4567.',
    );
  });

  it('drops what a bot fills into the honeypot field', async () => {
    const before = (await root.collection('inquiries').getList(1, 1)).totalItems;
    const err = await server
      .client()
      .collection('inquiries')
      .create({ ...INQUIRY, website: 'http://spam.example' })
      .catch((e: ClientResponseError) => e);
    expect((err as ClientResponseError).status).toBe(400);
    expect((await root.collection('inquiries').getList(1, 1)).totalItems).toBe(before);
  });

  it('answers a burst from one address with 429', async () => {
    // Some were sent above; the limit is 20 per 10 minutes per address (leads-limits.test.ts).
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push(await statusOf(server.client().collection('inquiries').create(INQUIRY)));
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('email to the company', () => {
  let server: TestServer;
  let sink: MailSink;
  let port: number;
  let received: MailSink['mails'];

  beforeAll(async () => {
    sink = await startMailSink();
    ({ port, mails: received } = sink);
    server = await startPocketBase();
  });

  afterAll(async () => {
    await server?.dispose();
    await sink?.close();
  });

  it('sends nothing and fails nothing without SMTP', async () => {
    const sent = await server.client().collection('inquiries').create(INQUIRY);
    expect(sent.id).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toEqual([]);
  });

  it('emails each new inquiry to the contact address once SMTP is configured', async () => {
    const root = await server.superuser();
    await root.settings.update({
      meta: { senderAddress: 'website@example.lk', senderName: 'Website', appURL: 'https://example.lk' },
      smtp: { enabled: true, host: '127.0.0.1', port, tls: false },
    });
    await root.collection('contact_settings').create({
      email: 'sales@example.lk',
      phone: '+94 11 234 5678',
      address: 'Colombo',
      googleMapsUrl: 'https://www.google.com/maps/embed?pb=x',
    });
    const service = await root.collection('services').create({
      title: 'Roofing',
      icon: 'FaHardHat',
      shortDescription: 's',
      longDescription: 'l',
      image: pngFile(),
    });
    await server
      .client()
      .collection('inquiries')
      .create({
        ...INQUIRY,
        message: 'Please quote for a two-storey house in Kandy, with a roof terrace.',
        email: 'nimal@example.com',
        location: 'Kandy',
        service: service.id,
        language: 'si',
      });
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual(['sales@example.lk']);
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Subject: New quote request from Nimal Perera');
    expect(text).toMatch(/Reply-To: .*nimal@example\.com/);
    // the language the request was sent in (issue 40), named for staff
    for (const part of [
      '+94771234567',
      'Roofing',
      'Kandy',
      'two-storey',
      'Language: Sinhala',
      'example.lk/admin/inbox',
    ]) {
      expect(text).toContain(part);
    }
  });
});

describe('WhatsApp number', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPocketBase();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('is stored as international digits, and refused when it is not a number', async () => {
    const root = await server.superuser();
    const base = {
      email: 'a@example.lk',
      phone: '011 234 5678',
      address: 'Colombo',
      googleMapsUrl: 'https://www.google.com/maps/embed?pb=x',
    };
    const contact = await root.collection('contact_settings').create({ ...base, whatsapp: '077 123 4567' });
    expect(contact.whatsapp).toBe('94771234567');
    const err = await root
      .collection('contact_settings')
      .update(contact.id, { whatsapp: 'wa.me/123' })
      .catch((e: ClientResponseError) => e);
    expect((err as ClientResponseError).response.data.whatsapp.message).toContain('phone number');
    const cleared = await root.collection('contact_settings').update(contact.id, { whatsapp: '' });
    expect(cleared.whatsapp).toBe('');
  });
});
