/**
 * URLs the site renders are checked on the server: hostile values get a 400 with a field
 * error and leave the record as it was.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let admin: PocketBase;
let root: PocketBase;

const HOSTILE = [
  'javascript://www.facebook.com/%0aalert(1)',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'HTTPS://www.facebook.com/x',
  'http://www.facebook.com/x',
  'https://user:pw@www.facebook.com/x',
  'https://www.facebook.com@evil.example/',
  'https://www.facebook.com.evil.example/',
  'https://www.facebook.com/x\tx',
  'https://www.facebook.com\\@evil.example',
  '//evil.example',
];

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  admin = await signedInUser(server, 'admin@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

describe('Footer_menu social links', () => {
  let id: string;
  beforeAll(async () => {
    id = (
      await admin.collection('Footer_menu').create({
        company_name: 'Co',
        facebook_url: 'https://www.facebook.com/co',
        instagram_url: 'https://www.instagram.com/co',
      })
    ).id;
  });

  it.each(HOSTILE)('refuses facebook_url %j', async (url) => {
    const err = await refusal(
      admin.collection('Footer_menu').update(id, { facebook_url: url, company_name: 'Changed' }),
    );
    expect(err.status).toBe(400);
    expect(err.response.data.facebook_url?.message).toBeTruthy();
    const after = await root.collection('Footer_menu').getOne(id);
    expect(after.facebook_url).toBe('https://www.facebook.com/co');
    expect(after.company_name).toBe('Co');
  });

  it('refuses a link to another site, with a message that says what is expected', async () => {
    const err = await refusal(
      admin.collection('Footer_menu').update(id, { instagram_url: 'https://www.facebook.com/co' }),
    );
    expect(err.response.data.instagram_url.message).toContain('Instagram');
    expect(err.response.data.instagram_url.code).toBe('validation_schema');
  });

  it('accepts proper links and empty ones', async () => {
    const ok = await admin
      .collection('Footer_menu')
      .update(id, { facebook_url: 'https://m.facebook.com/co.lk', instagram_url: '' });
    expect(ok.facebook_url).toBe('https://m.facebook.com/co.lk');
    expect(ok.instagram_url).toBe('');
  });

  it('checks superuser writes too (the dashboard)', async () => {
    const err = await refusal(root.collection('Footer_menu').update(id, { facebook_url: 'javascript:alert(1)' }));
    expect(err.status).toBe(400);
  });
});

describe('contact_settings map', () => {
  const contact = {
    email: 'info@example.lk',
    phone: '+94 11 234 5678',
    address: 'Colombo',
  };

  it.each([
    ...HOSTILE,
    'https://www.google.com/maps/place/Colombo',
    'https://evil.example/maps/embed?pb=1',
    'https://www.google.com.evil.example/maps/embed?pb=1',
    // issue 14: dot segments, plain or encoded, once escaped the embed path on the server
    'https://www.google.com/maps/embed/../../url?q=https://evil.example',
    'https://www.google.com/maps/embed/%2e%2e/%2E%2E/url?q=https://evil.example',
  ])('refuses googleMapsUrl %j on create', async (url) => {
    const err = await refusal(admin.collection('contact_settings').create({ ...contact, googleMapsUrl: url }));
    expect(err.status).toBe(400);
    expect(err.response.data.googleMapsUrl?.message).toBeTruthy();
    expect((await root.collection('contact_settings').getList(1, 1)).totalItems).toBe(0);
  });

  it('accepts a Google Maps embed URL', async () => {
    const ok = await admin
      .collection('contact_settings')
      .create({ ...contact, googleMapsUrl: 'https://www.google.com/maps/embed?pb=!1m18!1m12' });
    expect(ok.googleMapsUrl).toBe('https://www.google.com/maps/embed?pb=!1m18!1m12');
  });
});
