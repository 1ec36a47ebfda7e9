/**
 * The quote form without JavaScript (issue 39, decision 032): `POST /contact` with the form's
 * url-encoded fields stores the request through the API path's checks and answers with the
 * Contact page: the thanks, or the form again with the visitor's text and the reasons. Requests
 * come from distinct loopback addresses where the rate limiter's count matters.
 */
import http from 'node:http';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_LIMIT_MESSAGE, QUOTE_LIMITS, TOO_FAST_MESSAGE } from '../../shared/leads';
import { QUOTE_RETRY_SECONDS } from '../../shared/limits';
import { PHONE_HELP } from '../../shared/phone';
import {
  CHECK_FIELDS,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  OTHER_SITE,
  QUOTE_FORM_MAX_BYTES,
  QUOTE_FORM_ROUTE,
  QUOTE_WORDS,
  quoteFormRoute,
  TOO_MANY_REQUESTS,
} from '../../shared/quote';
import { escapeHtml } from '../../shared/seo';
import { postFrom, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let address = 50;
/** A loopback address no other test of this file used. */
const fresh = () => `127.0.1.${++address}`;
let phones = 0;
/** A Sri Lankan mobile number no other test of this file used. */
const newPhone = () => `077 600 ${String(++phones).padStart(4, '0')}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  html: string;
}

/** What a browser sends with a form posted from the site's own Contact page. */
function sameSite(): Record<string, string> {
  return {
    'Sec-Fetch-Site': 'same-origin',
    'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Mobile',
    Origin: server.url,
    Referer: `${server.url}/contact?from=%2Fprojects%2Fresidential%2Fabc123#quote`,
  };
}

/** POSTs `fields` url-encoded to the form's route (`path`) from `localAddress`, with `headers`. */
function postForm(
  fields: Record<string, string> | string,
  headers: Record<string, string> = sameSite(),
  localAddress = fresh(),
  path: string = QUOTE_FORM_ROUTE,
): Promise<Answer> {
  const data = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${path}`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...headers },
      },
      (res) => {
        let html = '';
        res.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, html }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

function visitor(name: string, phone = newPhone(), message = `Please quote for ${name}'s house.`) {
  return { name, phone, email: '', service: '', location: 'Kandy', message, website: '' };
}

/** Today's count of sent quotes on the Contact page (the insights, shared/insights.ts). */
async function quotesCounted(): Promise<number> {
  const rows = await root
    .collection('site_counts')
    .getFullList<{ count: number }>({ filter: `kind = "quote" && path = "${QUOTE_FORM_ROUTE}"` });
  return rows.reduce((sum, row) => sum + row.count, 0);
}

async function stored(name: string): Promise<number> {
  return (await root.collection('inquiries').getList(1, 1, { filter: root.filter('name = {:name}', { name }) }))
    .totalItems;
}

/** Fails, naming `text` (not printing the whole page), unless the answer's page holds it. */
function expectShown(html: string, text: string): void {
  expect(html.includes(text), `the page shows ${JSON.stringify(text)}`).toBe(true);
}

/** The value the answer's form holds in the control named `name`. */
function fieldValue(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (input) return /value="([^"]*)"/.exec(input)?.[1] ?? '';
  return new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1] ?? null;
}

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
});

afterAll(async () => {
  await server?.dispose();
});

describe('a request the checks accept', () => {
  it('is stored as the API would store it, and answered with the thanks on the Contact page', async () => {
    const service = await root.collection('services').getFirstListItem<{ id: string }>('published = true');
    const counted = await quotesCounted();
    const answer = await postForm({ ...visitor('Kamala Silva', '077 123 9876'), service: service.id });
    expect(answer.status, answer.html.slice(-300)).toBe(200);
    expectShown(answer.html, 'Thank you, Kamala Silva! Your request is on its way.');
    expectShown(answer.html, '<h1');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain("form-action 'self'");
    const record = await root.collection('inquiries').getFirstListItem<Record<string, string>>('name = "Kamala Silva"');
    expect(record).toMatchObject({
      phone: '+94771239876',
      location: 'Kandy',
      service: service.id,
      page: '/projects/residential/abc123',
      status: 'new',
    });
    // counted as the island's beacon counts a sent quote
    expect(await quotesCounted()).toBe(counted + 1);
  });

  it('a resent request (a reload of the answer) is answered as sent and kept once', async () => {
    const fields = visitor('Reload Twice');
    expect((await postForm(fields)).status).toBe(200);
    const again = await postForm(fields);
    expect(again.status).toBe(200);
    expectShown(again.html, 'Thank you, Reload Twice!');
    expect(await stored('Reload Twice')).toBe(1);
  });

  it('leaves GET /contact the rendered page', async () => {
    const page = await fetch(`${server.url}${QUOTE_FORM_ROUTE}`);
    expect(page.status).toBe(200);
    const form = /<form[^>]*>/.exec(await page.text())?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
  });
});

describe('a request the checks refuse: the form again, the text kept, nothing stored', () => {
  it('says what is missing by each field', async () => {
    const answer = await postForm({ ...visitor(''), phone: '', message: '' });
    expect(answer.status).toBe(400);
    expectShown(answer.html, CHECK_FIELDS);
    expectShown(answer.html, NAME_REQUIRED);
    expectShown(answer.html, MESSAGE_REQUIRED);
    expect(fieldValue(answer.html, 'location')).toBe('Kandy');
  });

  it('keeps the text as typed, markup and all, escaped', async () => {
    const message = 'A wall <b>2 m</b> & a "gate"';
    const answer = await postForm({ ...visitor('Typed Text'), phone: '12345', message });
    expect(answer.status).toBe(400);
    expectShown(answer.html, escapeHtml(PHONE_HELP));
    expect(fieldValue(answer.html, 'phone')).toBe('12345');
    expect(fieldValue(answer.html, 'message')).toBe(escapeHtml(message));
    expect(answer.html).not.toContain('<b>2 m</b>');
    expect(await stored('Typed Text')).toBe(0);
  });

  it('refuses a filled honeypot with the API hook’s message', async () => {
    const answer = await postForm({ ...visitor('Honey Bot'), website: 'https://spam.example' });
    expect(answer.status).toBe(400);
    expectShown(answer.html, 'Your message could not be sent.');
    expect(await stored('Honey Bot')).toBe(0);
  });

  it('refuses a post sooner than a person fills the form, in the server’s words', async () => {
    const answer = await postForm({ ...visitor('Quick Bot'), elapsed: '200' });
    expect(answer.status).toBe(400);
    expectShown(answer.html, escapeHtml(TOO_FAST_MESSAGE));
    expect(await stored('Quick Bot')).toBe(0);
  });

  it(`counts a number's requests with the API's: the ${QUOTE_LIMITS.perPhone + 1}th is refused by the phone field`, async () => {
    const phone = newPhone();
    for (let i = 1; i < QUOTE_LIMITS.perPhone; i++) {
      const api = await postFrom(server, fresh(), '/api/collections/inquiries/records', {
        ...visitor(`Phone Count ${i}`, phone),
      });
      expect(api.status).toBe(200);
    }
    expect((await postForm(visitor(`Phone Count ${QUOTE_LIMITS.perPhone}`, phone))).status).toBe(200);
    const more = await postForm(visitor('Phone Count extra', phone));
    expect(more.status).toBe(400);
    expectShown(more.html, escapeHtml(PHONE_LIMIT_MESSAGE));
    expect(fieldValue(more.html, 'name')).toBe('Phone Count extra');
    expect(await stored('Phone Count extra')).toBe(0);
  });

  it('refuses a service that is not one of the site’s, by its field', async () => {
    const answer = await postForm({ ...visitor('No Such Service'), service: 'nosuchservice12' });
    expect(answer.status).toBe(400);
    expect(answer.html).toMatch(/id="quote-service-error"/);
    expect(await stored('No Such Service')).toBe(0);
  });
});

describe('what may post', () => {
  it('refuses a post from another site (Sec-Fetch-Site), keeping nothing', async () => {
    const answer = await postForm(visitor('Cross Site'), {
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
    expectShown(answer.html, escapeHtml(OTHER_SITE));
    expect(await stored('Cross Site')).toBe(0);
  });

  it('refuses a post whose Origin is another site when the browser sends no Sec-Fetch-Site', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const answer = await postForm(visitor('Old Browser'), { Origin: origin });
      expect(answer.status, origin).toBe(403);
    }
    expect(await stored('Old Browser')).toBe(0);
    // the same site's origin without Sec-Fetch-Site is a form of this site
    expect((await postForm(visitor('Old Browser Here'), { Origin: server.url })).status).toBe(200);
  });

  it(`refuses a body over ${QUOTE_FORM_MAX_BYTES / 1024} KB before reading it`, async () => {
    const fields = { ...visitor('Big Body'), message: 'x'.repeat(QUOTE_FORM_MAX_BYTES) };
    const answer = await postForm(fields);
    expect(answer.status).toBe(413);
    expect(await stored('Big Body')).toBe(0);
  });

  it(`takes ${QUOTE_LIMITS.perAddress} posts per address in ${QUOTE_LIMITS.perAddressSeconds / 60} minutes, then 429`, async () => {
    const carrier = fresh();
    for (let i = 1; i <= QUOTE_LIMITS.perAddress; i++) {
      const answer = await postForm(visitor(`Carrier Form ${i}`), sameSite(), carrier);
      expect(answer.status, `post ${i}`).toBe(200);
    }
    // issue 39: the limiter's refusal is the Contact page with its words in view, not its JSON
    const flood = await postForm(visitor('Carrier Form flood'), sameSite(), carrier);
    expect(flood.status).toBe(429);
    expect(flood.headers['content-type']).toMatch(/^text\/html/);
    expect(flood.headers['cache-control']).toBe('no-store');
    expectShown(flood.html, TOO_MANY_REQUESTS);
    expect(flood.html).toMatch(/<p[^>]*role="alert"[^>]*autofocus=""/);
    // The page is kept per language and content version: a flood over the limit renders nothing
    // (the text is not shown back), and the same answer comes again.
    expect(fieldValue(flood.html, 'name')).toBe('');
    expect(await stored('Carrier Form flood')).toBe(0);
    const again = await postForm(visitor('Carrier Form flood 2'), sameSite(), carrier);
    expect([again.status, again.html]).toEqual([429, flood.html]);
    const settings = await root.settings.getAll();
    const rule = settings.rateLimits.rules.find((r: { label: string }) => r.label === `POST ${QUOTE_FORM_ROUTE}`);
    expect(rule).toMatchObject({
      audience: '@guest',
      duration: QUOTE_LIMITS.perAddressSeconds,
      maxRequests: QUOTE_LIMITS.perAddress,
    });
  });
});

/** The language a stored request remembers. */
async function languageOf(name: string): Promise<string> {
  const record = await root
    .collection('inquiries')
    .getFirstListItem<{ language: string }>(root.filter('name = {:name}', { name }));
  return record.language;
}

describe('in Sinhala and Tamil (issue 40): the page of each language takes its form', () => {
  it('stores the language of the page posted to', async () => {
    for (const language of ['si', 'ta'] as const) {
      const name = `Form ${language}`;
      const answer = await postForm(visitor(name), sameSite(), fresh(), quoteFormRoute(language));
      expect(answer.status, answer.html.slice(-300)).toBe(200);
      expect(await languageOf(name)).toBe(language);
    }
    await postForm(visitor('Form en'));
    expect(await languageOf('Form en')).toBe('en');
  });

  it('refuses in the language of the page', async () => {
    const answer = await postForm({ ...visitor(''), message: '' }, sameSite(), fresh(), quoteFormRoute('ta'));
    expect(answer.status).toBe(400);
    expectShown(answer.html, escapeHtml(QUOTE_WORDS.ta.checkFields));
    expectShown(answer.html, escapeHtml(QUOTE_WORDS.ta.nameRequired));
    const quick = await postForm({ ...visitor('Quick si'), elapsed: '100' }, sameSite(), fresh(), quoteFormRoute('si'));
    expect(quick.status).toBe(400);
    expectShown(quick.html, escapeHtml(QUOTE_WORDS.si.tooFast));
    expect(await stored('Quick si')).toBe(0);
  });

  it(`answers a post over the address limit with the page in its language, still ${QUOTE_LIMITS.perAddress} a rule`, async () => {
    const settings = await root.settings.getAll();
    // note: by the route table's path: a renamed Contact page without its rules fails here.
    for (const language of ['si', 'ta'] as const) {
      const rule = settings.rateLimits.rules.find(
        (r: { label: string }) => r.label === `POST ${quoteFormRoute(language)}`,
      );
      expect(rule, language).toMatchObject({
        audience: '@guest',
        duration: QUOTE_LIMITS.perAddressSeconds,
        maxRequests: QUOTE_LIMITS.perAddress,
      });
    }
    const carrier = fresh();
    const path = quoteFormRoute('si');
    for (let i = 1; i <= QUOTE_LIMITS.perAddress; i++) {
      expect((await postForm(visitor(`Carrier si ${i}`), sameSite(), carrier, path)).status, `post ${i}`).toBe(200);
    }
    const flood = await postForm(visitor('Carrier si flood'), sameSite(), carrier, path);
    expect(flood.status).toBe(429);
    expect(flood.headers['content-type']).toMatch(/^text\/html/);
    expectShown(flood.html, escapeHtml(QUOTE_WORDS.si.tooManyRequests));
    expect(fieldValue(flood.html, 'name')).toBe('');
    expect(await stored('Carrier si flood')).toBe(0);
  });
});

describe('many posts at once (issue 38)', () => {
  it('answers those beyond the quote requests at once with the page in its language, 503 with Retry-After, storing nothing of them', async () => {
    const path = quoteFormRoute('si');
    const names = Array.from({ length: 40 }, (_, i) => `At once ${Date.now()} ${i}`);
    // note: each from an address of its own: the per-address limit is not what refuses them.
    const answers = await Promise.all(
      names.map((name, i) => postForm(visitor(name), sameSite(), `127.0.2.${i + 1}`, path)),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const busy = answers.flatMap((a, i) => (a.status === 503 ? [i] : []));
    expect(busy.length).toBeGreaterThan(0);
    for (const i of busy) {
      expect(answers[i].headers['retry-after']).toBe(String(QUOTE_RETRY_SECONDS));
      expect(answers[i].html).toMatch(/<html[^>]* lang="si"/);
      expectShown(answers[i].html, escapeHtml(QUOTE_WORDS.si.sendFailed));
      expect(await stored(names[i])).toBe(0);
    }
    for (const [i, answer] of answers.entries()) if (answer.status === 200) expect(await stored(names[i])).toBe(1);
  });
});

describe("the island's request through the API (issue 40)", () => {
  const api = (fields: Record<string, string>) =>
    postFrom(server, fresh(), '/api/collections/inquiries/records', fields);

  it('stores the language it sends, and refuses in it', async () => {
    const sent = await api({ ...visitor('Island ta'), language: 'ta' });
    expect(sent.status).toBe(200);
    expect(await languageOf('Island ta')).toBe('ta');

    const quick = await api({ ...visitor('Island quick'), language: 'si', elapsed: '100' });
    expect(quick.status).toBe(400);
    expect((quick.json as { message: string }).message).toBe(QUOTE_WORDS.si.tooFast);

    const badPhone = await api({ ...visitor('Island phone'), phone: '12', language: 'ta' });
    expect(badPhone.status).toBe(400);
    const data = (badPhone.json as { data: Record<string, { message: string }> }).data;
    expect(data.phone?.message).toBe(QUOTE_WORDS.ta.phoneHelp);

    const honey = await api({ ...visitor('Island bot'), website: 'x', language: 'si' });
    expect((honey.json as { message: string }).message).toBe(QUOTE_WORDS.si.honeypot);
  });

  it("counts a number's requests and says the limit in the request's language", async () => {
    const phone = newPhone();
    for (let i = 1; i <= QUOTE_LIMITS.perPhone; i++) {
      expect((await api({ ...visitor(`Island count ${i}`, phone), language: 'ta' })).status).toBe(200);
    }
    const more = await api({ ...visitor('Island count extra', phone), language: 'ta' });
    expect(more.status).toBe(400);
    const data = (more.json as { data: Record<string, { message: string }> }).data;
    expect(data.phone?.message).toBe(QUOTE_WORDS.ta.phoneLimit);
  });

  it('refuses a language that is not one of the three, storing nothing; a request without one is English', async () => {
    const other = await api({ ...visitor('Island fr'), language: 'fr' });
    expect(other.status).toBe(400);
    expect((other.json as { data: Record<string, unknown> }).data.language).toBeTruthy();
    expect(await stored('Island fr')).toBe(0);
    const none = await api(visitor('Island none'));
    expect(none.status).toBe(200);
    // an older page's request: no language, read as English (the Inbox, the email)
    expect(await languageOf('Island none')).toBe('');
    expect((await api({ ...visitor('Island en'), language: 'en', elapsed: '100' })).json).toMatchObject({
      message: TOO_FAST_MESSAGE,
    });
  });
});
