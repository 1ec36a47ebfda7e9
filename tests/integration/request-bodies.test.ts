/**
 * A body is checked as PocketBase reads it, whatever its encoding or spelling (issue 26, items 4
 * and 5): the limit of mails per recipient counts the address PocketBase mails however the
 * body names the field ({"EMAIL": …}, a form field, the query, @jsonPayload, XML); the quote
 * form's honeypot, the raw type checks and the single-line rule hold for JSON, url-encoded and
 * multipart bodies alike (fields in the query included), and other encodings are refused.
 */
import http from 'node:http';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../support/fixtures';
import { startMailSink, type MailSink } from '../support/mailSink';
import { postFrom, signedInUser, startPocketBase, SUPERUSER, type TestServer } from '../support/pocketbase';

// pb_hooks/src/lib/mailLimits.ts and lib/inquiries.ts (hook code, not importable here).
const MAILS_PER_RECIPIENT = 3;
const MAIL_FLOOD_MESSAGE = 'Too many emails were requested for this address. Please try again later.';
const HONEYPOT_MESSAGE = 'Your message could not be sent.';

interface Encoded {
  type: string;
  body: string | Buffer;
}

type Fields = Record<string, string | string[]>;

const json = (fields: Record<string, unknown>): Encoded => ({ type: 'application/json', body: JSON.stringify(fields) });

function urlencoded(fields: Fields): Encoded {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  return { type: 'application/x-www-form-urlencoded', body: params.toString() };
}

/** A multipart/form-data body as a browser's FormData sends it. */
async function multipart(fields: Fields): Promise<Encoded> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { type: request.headers.get('content-type')!, body: Buffer.from(await request.arrayBuffer()) };
}

const ENCODINGS = {
  JSON: async (fields: Fields) => json(fields),
  'url-encoded': async (fields: Fields) => urlencoded(fields),
  multipart,
};
const ENCODING_NAMES = Object.keys(ENCODINGS) as (keyof typeof ENCODINGS)[];

let sources = 0;
/** Another loopback address for each request: the rate limits count per client address. */
const nextSource = () => {
  sources++;
  return `127.0.${100 + Math.floor(sources / 250)}.${(sources % 250) + 1}`;
};

/** One request with `encoded` as its body, from a loopback address of its own. */
function send(
  server: TestServer,
  method: string,
  urlPath: string,
  encoded: Encoded,
  token = '',
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': encoded.type };
    if (token) headers.Authorization = token;
    const req = http.request(
      `${server.url}${urlPath}`,
      { method, localAddress: nextSource(), headers, agent: false },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => {
          let parsed: Record<string, unknown>;
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch {
            parsed = { text }; // proxies and Go's own errors answer in plain text
          }
          resolve({ status: res.statusCode ?? 0, json: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(encoded.body);
  });
}

let server: TestServer;
let root: PocketBase;
let admin: PocketBase;
let sink: MailSink;

beforeAll(async () => {
  sink = await startMailSink();
  server = await startPocketBase();
  root = await server.superuser();
  await root.settings.update({
    meta: { senderAddress: 'website@example.lk', senderName: 'Website' },
    smtp: { enabled: true, host: '127.0.0.1', port: sink.port, tls: false },
  });
  admin = await signedInUser(server, 'admin@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
  await sink?.close();
});

describe('the mail limit per recipient counts the address PocketBase mails, however it is spelled', () => {
  const RESET = '/api/collections/users/request-password-reset';
  let n = 0;
  const fresh = () => `fresh${++n}@example.test`;

  // Each row: how a request names the recipient, and whether PocketBase reads it (204 for an
  // address never asked for; 400 when it finds no email there, so it mails nothing either).
  const SPELLINGS: [string, (email: string) => Promise<Encoded>, string, 204 | 400][] = [
    ['JSON "EMAIL"', async (email) => json({ EMAIL: email }), '', 204],
    ['JSON "Email"', async (email) => json({ Email: email }), '', 204],
    ['JSON "eMaIl"', async (email) => json({ eMaIl: email }), '', 204],
    ['JSON "e_mail"', async (email) => json({ e_mail: email }), '', 204],
    ['JSON "E-MAIL"', async (email) => json({ 'E-MAIL': email }), '', 204],
    [
      'JSON "email" and "EMAIL" together',
      async (email) => ({
        type: 'application/json',
        body: `{"email":${JSON.stringify(fresh())},"EMAIL":${JSON.stringify(email)}}`,
      }),
      '',
      400,
    ],
    ['url-encoded "email"', async (email) => urlencoded({ email }), '', 204],
    ['url-encoded "EMAIL"', async (email) => urlencoded({ EMAIL: email }), '', 400],
    ['url-encoded, twice (the first counts)', async (email) => urlencoded({ email: [email, fresh()] }), '', 204],
    ['url-encoded, in the query', async () => urlencoded({ other: 'x' }), 'email', 204],
    ['multipart "email"', async (email) => multipart({ email }), '', 204],
    ['multipart, in the query', async () => multipart({ other: 'x' }), 'email', 204],
    [
      'multipart @jsonPayload over a plain field',
      async (email) => multipart({ email: fresh(), '@jsonPayload': JSON.stringify({ email }) }),
      '',
      204,
    ],
    // PocketBase binds XML too (without hooks, 204), but cannot read it twice: refused.
    [
      'XML (refused)',
      async (email) => ({ type: 'application/xml', body: `<form><Email>${email}</Email></form>` }),
      '',
      400,
    ],
  ];

  const target = 'target@example.test';

  beforeAll(async () => {
    // The target's quota of the hour, used by requests that spell it plainly.
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++)
      expect((await send(server, 'POST', RESET, json({ email: target }))).status).toBe(204);
    expect((await send(server, 'POST', RESET, json({ email: target }))).status).toBe(429);
  });

  it.each(SPELLINGS)('%s', async (_label, encode, queryField, read) => {
    const ask = async (email: string) =>
      send(
        server,
        'POST',
        queryField ? `${RESET}?${queryField}=${encodeURIComponent(email)}` : RESET,
        await encode(email),
      );
    const probe = await ask(fresh());
    expect(probe.status, JSON.stringify(probe.json)).toBe(read);
    const answer = await ask(target);
    expect(answer.status, JSON.stringify(answer.json)).toBe(read === 204 ? 429 : 400);
    if (read === 204) expect(answer.json.message).toBe(MAIL_FLOOD_MESSAGE);
  });

  it('counts verification and email change requests the same way', async () => {
    const VERIFY = '/api/collections/users/request-verification';
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++)
      expect((await send(server, 'POST', VERIFY, json({ email: target }))).status).toBe(204);
    expect((await send(server, 'POST', VERIFY, json({ EMAIL: target }))).status).toBe(429);

    const me = admin.authStore.record!.id;
    expect(me).toBeTruthy();
    const CHANGE = '/api/collections/users/request-email-change';
    const token = admin.authStore.token;
    const answers = [];
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++)
      answers.push(await send(server, 'POST', CHANGE, json({ newEmail: 'new-home@example.test' }), token));
    answers.push(await send(server, 'POST', CHANGE, json({ NEWEMAIL: 'new-home@example.test' }), token));
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.json)),
    ).toEqual([...Array(MAILS_PER_RECIPIENT).fill(204), 429]);
    // PocketBase mails an email change at once: three mails reached the new address, not four.
    expect(sink.mails.filter((mail) => mail.to.includes('new-home@example.test'))).toHaveLength(MAILS_PER_RECIPIENT);
  });

  describe('one-time passwords, once an operator turns them on (the checklist asks it for superusers)', () => {
    const OTP = '/api/collections/_superusers/request-otp';
    const mailsTo = (email: string) => sink.mails.filter((mail) => mail.to.includes(email)).length;

    let before: { otp: unknown; mfa: unknown };
    beforeAll(async () => {
      const { otp, mfa } = await root.collections.getOne('_superusers');
      before = { otp, mfa };
      await root.collections.update('_superusers', { otp: { enabled: true } });
      // note: PocketBase turns MFA on with OTP for superusers (a password and a code).
      expect((await root.collections.getOne('_superusers')).mfa.enabled).toBe(true);
    });
    afterAll(async () => {
      await root.collections.update('_superusers', before);
    });

    it('are off for accounts: request-otp mails nothing', async () => {
      const users = await root.collections.getOne('users');
      expect(users.otp.enabled).toBe(false);
      expect(users.mfa.enabled).toBe(false);
      const before = sink.mails.length;
      const res = await send(
        server,
        'POST',
        '/api/collections/users/request-otp',
        json({ email: 'admin@example.test' }),
      );
      expect(res.status, JSON.stringify(res.json)).toBe(403);
      await new Promise((r) => setTimeout(r, 300));
      expect(sink.mails.length).toBe(before);
    });

    it('are mailed to one address at most 3 times an hour, however many client addresses ask', async () => {
      // Each from an address of its own: before, all four were answered and mailed.
      const answers = [];
      for (let i = 0; i <= MAILS_PER_RECIPIENT; i++)
        answers.push(await send(server, 'POST', OTP, json({ email: SUPERUSER.email })));
      expect(
        answers.map((a) => a.status),
        JSON.stringify(answers.map((a) => a.json)),
      ).toEqual([...Array(MAILS_PER_RECIPIENT).fill(200), 429]);
      expect(answers[MAILS_PER_RECIPIENT].json.message).toBe(MAIL_FLOOD_MESSAGE);
      await expect.poll(() => mailsTo(SUPERUSER.email)).toBe(MAILS_PER_RECIPIENT);
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo(SUPERUSER.email)).toBe(MAILS_PER_RECIPIENT);
    });

    it('are asked for at most 5 times an hour from one client address', async () => {
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await postFrom(server, '127.0.99.1', OTP, { email: `nobody${i}@example.test` })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    });
  });
});

describe('the quote form in every encoding', () => {
  const INQUIRY = { phone: '0771234567', message: 'Please quote for a roof.' };
  const INQUIRIES = '/api/collections/inquiries/records';
  const stored = async (name: string) =>
    (await root.collection('inquiries').getList(1, 1, { filter: root.filter('name = {:name}', { name }) })).totalItems;

  it.each(ENCODING_NAMES)(
    '%s: a filled honeypot is refused, in the body or the query; an empty one is not',
    async (encoding) => {
      const encode = ENCODINGS[encoding];
      const name = `Bot ${encoding}`;
      const inBody = await send(
        server,
        'POST',
        INQUIRIES,
        await encode({ ...INQUIRY, name, website: 'http://spam.example' }),
      );
      expect(inBody.status).toBe(400);
      expect(inBody.json.message).toBe(HONEYPOT_MESSAGE);
      const inQuery = await send(
        server,
        'POST',
        `${INQUIRIES}?website=http%3A%2F%2Fspam.example`,
        await encode({ ...INQUIRY, name }),
      );
      expect(inQuery.status).toBe(400);
      expect(inQuery.json.message).toBe(HONEYPOT_MESSAGE);
      expect(await stored(name)).toBe(0);

      const person = await send(server, 'POST', INQUIRIES, await encode({ ...INQUIRY, name, website: '' }));
      expect(person.status, JSON.stringify(person.json)).toBe(200);
      expect(await stored(name)).toBe(1);
    },
  );

  it('multipart: a honeypot in @jsonPayload is refused too', async () => {
    const name = 'Bot payload';
    const answer = await send(
      server,
      'POST',
      INQUIRIES,
      await multipart({ ...INQUIRY, name, '@jsonPayload': JSON.stringify({ website: 'http://spam.example' }) }),
    );
    expect(answer.status).toBe(400);
    expect(await stored(name)).toBe(0);
  });

  it.each(ENCODING_NAMES)('%s: a name with a line break, or sent twice, is refused', async (encoding) => {
    const encode = ENCODINGS[encoding];
    const broken = await send(
      server,
      'POST',
      INQUIRIES,
      await encode({ ...INQUIRY, name: `Nimal ${encoding}\r\nBcc: x@y.z` }),
    );
    expect(broken.status).toBe(400);
    expect((broken.json.data as Record<string, { code: string }>).name.code).toBe('validation_single_line');
    if (encoding !== 'JSON') {
      const twice = await send(
        server,
        'POST',
        INQUIRIES,
        await encode({ ...INQUIRY, name: [`Twice ${encoding}`, 'Other'] }),
      );
      expect(twice.status).toBe(400);
      expect((twice.json.data as Record<string, { code: string }>).name.code).toBe('validation_wrong_type');
      expect(await stored(`Twice ${encoding}`)).toBe(0);
    }
  });

  it.each([
    ['text/plain', 'name=Bot+plain&phone=0771234567&message=x&website=http://spam'],
    ['application/xml', '<inquiry><name>Bot xml</name><phone>0771234567</phone><message>x</message></inquiry>'],
  ])('another encoding (%s) is refused and stores nothing', async (type, body) => {
    const before = (await root.collection('inquiries').getList(1, 1)).totalItems;
    const answer = await send(server, 'POST', INQUIRIES, { type, body });
    expect(answer.status).toBe(400);
    expect((await root.collection('inquiries').getList(1, 1)).totalItems).toBe(before);
  });
});

describe('the statistics in every encoding', () => {
  let url: string;
  const total = async () => (await root.collection('stats_settings').getOne('singletonrecord')).total_projects;

  beforeAll(async () => {
    const record = await createRecord(root, 'stats_settings');
    await root.collection('stats_settings').update(record.id, { total_projects: 7 });
    url = `/api/collections/stats_settings/records/${record.id}`;
  });

  it.each(ENCODING_NAMES)('%s: "abc" for a number is refused and nothing changes; "12" is stored', async (encoding) => {
    const encode = ENCODINGS[encoding];
    const token = admin.authStore.token;
    const before = await total();
    const wrong = await send(server, 'PATCH', url, await encode({ total_projects: 'abc' }), token);
    expect(wrong.status, JSON.stringify(wrong.json)).toBe(400);
    expect((wrong.json.data as Record<string, { code: string }>).total_projects.code).toBe('validation_wrong_type');
    expect(await total()).toBe(before);
    if (encoding !== 'JSON') {
      // A form's fields may come from the query as well.
      const inQuery = await send(
        server,
        'PATCH',
        `${url}?total_projects=abc`,
        await encode({ happy_clients: '5' }),
        token,
      );
      expect(inQuery.status, JSON.stringify(inQuery.json)).toBe(400);
      expect(await total()).toBe(before);
    }
    const right = await send(server, 'PATCH', url, await encode({ total_projects: '12' }), token);
    expect(right.status, JSON.stringify(right.json)).toBe(200);
    expect(await total()).toBe(12);
    await root.collection('stats_settings').update('singletonrecord', { total_projects: before });
  });
});

describe('booleans and accounts in every encoding (raw type checks)', () => {
  let project: { id: string };
  let other: { id: string };

  beforeAll(async () => {
    project = await createRecord(root, 'projects');
    other = await root.collection('users').create({
      email: 'other@example.test',
      password: 'other-password-1',
      passwordConfirm: 'other-password-1',
      approved: true,
    });
  });

  it.each(ENCODING_NAMES)(
    '%s: "yes" or "on" for a switch is refused, not stored as false; "false" is stored',
    async (encoding) => {
      const encode = ENCODINGS[encoding];
      const token = admin.authStore.token;
      const url = `/api/collections/projects/records/${project.id}`;
      for (const value of ['yes', 'on']) {
        const wrong = await send(server, 'PATCH', url, await encode({ published: value }), token);
        expect(wrong.status, JSON.stringify(wrong.json)).toBe(400);
        expect((wrong.json.data as Record<string, { code: string }>).published.code).toBe('validation_wrong_type');
        expect((await root.collection('projects').getOne(project.id)).published).toBe(true);
      }
      // An account's approval: "yes" would have revoked it without a word.
      const users = `/api/collections/users/records/${other.id}`;
      const approval = await send(server, 'PATCH', users, await encode({ approved: 'yes' }), token);
      expect(approval.status, JSON.stringify(approval.json)).toBe(400);
      expect((await root.collection('users').getOne(other.id)).approved).toBe(true);
      const right = await send(server, 'PATCH', url, await encode({ published: 'false' }), token);
      expect(right.status, JSON.stringify(right.json)).toBe(200);
      expect((await root.collection('projects').getOne(project.id)).published).toBe(false);
      await root.collection('projects').update(project.id, { published: true });
    },
  );

  it('refuses a registration whose fields have the wrong type', async () => {
    const res = await send(
      server,
      'POST',
      '/api/collections/users/records',
      json({
        email: 'typed@example.test',
        password: 'typed-password-1',
        passwordConfirm: 'typed-password-1',
        name: { a: 1 },
      }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect((res.json.data as Record<string, { code: string }>).name.code).toBe('validation_wrong_type');
    expect((await root.collection('users').getList(1, 1, { filter: 'email = "typed@example.test"' })).totalItems).toBe(
      0,
    );
  });
});
