/**
 * Fair limits on quote requests (issue 29, decision 019, docs/SECURITY.md "Quote requests"):
 * spam stays out (honeypot, time to fill the form, per-address and per-phone limits, duplicate
 * detection) while a second, third… twentieth genuine visitor behind the same carrier address
 * is still served. Requests come from distinct loopback addresses where the address matters.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_LIMIT_MESSAGE, QUOTE_LIMITS, TOO_FAST_MESSAGE } from '../../shared/leads';
import { postFrom, signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const INQUIRIES = '/api/collections/inquiries/records';

let server: TestServer;
let root: PocketBase;
let address = 10;
/** A loopback address no other test of this file used. */
const fresh = () => `127.0.0.${++address}`;
let phones = 0;
/** A Sri Lankan mobile number no other test of this file used. */
const newPhone = () => `077 500 ${String(++phones).padStart(4, '0')}`;

function request(name: string, phone: string, message = `Please quote for job ${name}.`) {
  return { name, phone, message };
}

async function stored(filter: string): Promise<number> {
  return (await root.collection('inquiries').getList(1, 1, { filter })).totalItems;
}

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
});

afterAll(async () => {
  await server?.dispose();
});

describe('behind one carrier address', () => {
  it(`serves ${QUOTE_LIMITS.perAddress} different visitors within the window, and refuses the next request`, async () => {
    const carrier = fresh();
    for (let i = 1; i <= QUOTE_LIMITS.perAddress; i++) {
      const answer = await postFrom(server, carrier, INQUIRIES, request(`Carrier visitor ${i}`, newPhone()));
      expect(answer.status, `visitor ${i}: ${JSON.stringify(answer.json)}`).toBe(200);
    }
    expect(await stored('name ~ "Carrier visitor"')).toBe(QUOTE_LIMITS.perAddress);
    const flood = await postFrom(server, carrier, INQUIRIES, request('Carrier flood', newPhone()));
    expect(flood.status).toBe(429);
    // another address is not affected
    expect((await postFrom(server, fresh(), INQUIRIES, request('Elsewhere', newPhone()))).status).toBe(200);
  });

  it('the rate limiter holds the numbers docs/SECURITY.md states', async () => {
    const settings = await root.settings.getAll();
    const rule = settings.rateLimits.rules.find((r: { label: string }) => r.label === 'inquiries:create');
    expect(rule).toMatchObject({
      audience: '@guest',
      duration: QUOTE_LIMITS.perAddressSeconds,
      maxRequests: QUOTE_LIMITS.perAddress,
    });
    const security = await readFile(path.resolve(import.meta.dirname, '../../docs/SECURITY.md'), 'utf8');
    const section = security.slice(security.indexOf('## Quote requests'));
    expect(section.length).toBeLessThan(security.length);
    for (const number of [
      `${QUOTE_LIMITS.perAddress} per ${QUOTE_LIMITS.perAddressSeconds / 60} minutes`,
      `${QUOTE_LIMITS.perPhone} per ${QUOTE_LIMITS.perPhoneHours} hours`,
      `${QUOTE_LIMITS.duplicateHours} hours`,
      `${QUOTE_LIMITS.minFillMs / 1000} s`,
    ]) {
      expect(section, number).toContain(number);
    }
  });
});

describe('per phone number', () => {
  it(`takes ${QUOTE_LIMITS.perPhone} requests from one number a day, from any address, then explains`, async () => {
    const phone = newPhone();
    for (let i = 1; i <= QUOTE_LIMITS.perPhone; i++) {
      expect((await postFrom(server, fresh(), INQUIRIES, request(`Phone job ${i}`, phone))).status).toBe(200);
    }
    const more = await postFrom(server, fresh(), INQUIRIES, request('Phone job extra', phone));
    expect(more.status).toBe(400);
    expect((more.json.data as Record<string, { message: string }>).phone.message).toBe(PHONE_LIMIT_MESSAGE);
    // the same number written another way is the same number
    const local = phone.replace(/^0/, '+94 ');
    expect((await postFrom(server, fresh(), INQUIRIES, request('Phone job other form', local))).status).toBe(400);
    expect(await stored('name ~ "Phone job"')).toBe(QUOTE_LIMITS.perPhone);
  });

  it('does not limit staff entering requests taken by phone', async () => {
    const staff = await signedInUser(server, 'office@example.test', true);
    const phone = newPhone();
    for (let i = 1; i <= QUOTE_LIMITS.perPhone + 1; i++) {
      await staff.collection('inquiries').create(request(`Office entry ${i}`, phone));
    }
    expect(await stored('name ~ "Office entry"')).toBe(QUOTE_LIMITS.perPhone + 1);
  });
});

describe('duplicates', () => {
  it('answers a resent request as sent and keeps it once', async () => {
    const phone = newPhone();
    const first = await postFrom(server, fresh(), INQUIRIES, request('Double Tap', phone, 'A roof for my house.'));
    expect(first.status).toBe(200);
    // a double tap, a reload: the same words, spacing and case aside
    const again = await postFrom(server, fresh(), INQUIRIES, request('double tap', phone, 'A roof for my house!  '));
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect(await stored('name ~ "Double Tap"')).toBe(1);
    // another message from the same person is a new request
    const other = await postFrom(server, fresh(), INQUIRIES, request('Double Tap', phone, 'And a garden wall.'));
    expect(other.status).toBe(200);
    expect(await stored('name ~ "Double Tap"')).toBe(2);
  });
});

describe('time to fill the form', () => {
  it(`refuses a request sent sooner than ${QUOTE_LIMITS.minFillMs} ms after the page opened, with a clear message`, async () => {
    for (const elapsed of [0, 300, QUOTE_LIMITS.minFillMs - 1, 'soon', -5]) {
      const answer = await postFrom(server, fresh(), INQUIRIES, { ...request('Quick Bot', newPhone()), elapsed });
      expect(answer.status, String(elapsed)).toBe(400);
      expect(answer.json.message).toBe(TOO_FAST_MESSAGE);
    }
    expect(await stored('name = "Quick Bot"')).toBe(0);
    const person = await postFrom(server, fresh(), INQUIRIES, {
      ...request('Careful Person', newPhone()),
      elapsed: 45_000,
    });
    expect(person.status).toBe(200);
    const stored_ = await root.collection('inquiries').getFirstListItem('name = "Careful Person"');
    expect(stored_).not.toHaveProperty('elapsed');
  });

  it('still refuses a filled honeypot', async () => {
    const bot = await postFrom(server, fresh(), INQUIRIES, { ...request('Honey Bot', newPhone()), website: 'x' });
    expect(bot.status).toBe(400);
    expect(await stored('name = "Honey Bot"')).toBe(0);
  });
});
