/**
 * The quote form without JavaScript (issue 39, decision 032): the Contact page's form posts to
 * its own page (`POST /contact`, a body, never a query), and the request is stored through the
 * checks of the create-record API's path (the form's own rules, the honeypot, the time to fill,
 * duplicates and the per-phone count of lib/inquiries.ts, the collection's fields and hooks on
 * save; PocketBase's rate limiter holds a rule of the same numbers for the route). The answer is
 * the Contact page rendered now, never written or cached: the thanks, or the form again with
 * the visitor's text and the reasons beside the fields, in the island's own words
 * (shared/quote.ts). Each language's Contact page takes its form's posts (`/si/contact`, issue
 * 40): the request is stored with that language, and answered by that page in it.
 */
import type * as Content from '../../../shared/content';
import type * as Languages from '../../../shared/languages';
import type * as Quote from '../../../shared/quote';
import type * as Routes from '../../../shared/routes';
import type * as Inquiries from './inquiries';
import type * as Insights from './insights';
import type * as Pages from './pages';
import type * as RequestBody from './requestBody';

/**
 * True when a form post came from a page of this site: the browser says so (`Sec-Fetch-Site:
 * same-origin`), or, a browser without that header, its `Origin` is the address it was sent to
 * (`host`) or the site's (`siteUrl`). A client that sends neither is no browser a page can drive
 * (a cross-site form post always carries one): it meets the same checks as the API's clients.
 */
export function fromThisSite(secFetchSite: string, origin: string, host: string, siteUrl: string): boolean {
  if (secFetchSite) return secFetchSite === 'same-origin';
  if (!origin) return true;
  // note: no URL in PocketBase's JSVM. "null" (a sandboxed frame, a privacy redirect) is refused.
  const sender = /^https?:\/\/([^/?#]+)$/i.exec(origin);
  if (!sender) return false;
  if (sender[1]!.toLowerCase() === host.toLowerCase()) return true;
  const site = /^https?:\/\/[^/?#]+/i.exec(siteUrl);
  return !!site && site[0].toLowerCase() === origin.toLowerCase();
}

/** The parts of an error thrown by a hook or a save that say why: an API error or validation errors. */
interface Thrown {
  status: number;
  message: string | null;
  fields: Record<string, string>;
}

/** The message of one field's error in an API error's data (`{code, message}`). */
function messageOf(detail: unknown): string {
  const message = (detail as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * Why a request was refused, read from what was thrown: an API error (`BadRequestError`, thrown
 * by a hook here or inside the save's transaction), or a save's validation errors (a Go map of
 * field to error, which the JSVM shows only by its methods: read as its JSON, field to
 * message). goja may hand either back wrapped, with the original as `value`. Anything else
 * reads as status 0 (the visitor is asked to try again or call).
 */
export function thrownReason(err: unknown): Thrown {
  // note: the wrapped original first: the wrapper's own keys are only `value`.
  for (const candidate of [(err as { value?: unknown } | null)?.value, err]) {
    if (!candidate || typeof candidate !== 'object') continue;
    const api = candidate as { status?: unknown; message?: unknown; data?: unknown };
    const fields: Record<string, string> = {};
    if (typeof api.status === 'number') {
      const data = api.data && typeof api.data === 'object' ? (api.data as Record<string, unknown>) : {};
      for (const key of Object.keys(data)) fields[key] = messageOf(data[key]);
      return { status: api.status, message: typeof api.message === 'string' ? api.message : null, fields };
    }
    let plain: unknown;
    try {
      plain = JSON.parse(JSON.stringify(candidate));
    } catch {
      continue;
    }
    if (!plain || typeof plain !== 'object') continue;
    for (const [key, value] of Object.entries(plain as Record<string, unknown>)) {
      if (typeof value === 'string' && value) fields[key] = value;
    }
    if (Object.keys(fields).length) return { status: 400, message: null, fields };
  }
  return { status: 0, message: null, fields: {} };
}

/** The language of the Contact page a form post was sent to (`/si/contact`: Sinhala). */
export function postLanguage(e: core.RequestEvent): Languages.Language {
  const { splitLanguage } = require(`${__hooks}/lib/shared/routes.js`) as typeof Routes;
  return splitLanguage(e.request!.url!.path).language;
}

/**
 * Answers with the Contact page in `language` showing the form in `state` (no-store, never
 * indexed).
 */
function answer(e: core.RequestEvent, status: number, language: Languages.Language, state: Quote.QuoteFormState) {
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  const { quoteFormRoute } = require(`${__hooks}/lib/shared/quote.js`) as typeof Quote;
  const headers = e.response.header();
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  const page = pages.renderNow(e.app, quoteFormRoute(language), { quote: state });
  e.html(status, page!.html);
}

/** The form again with the visitor's text and why it was not stored, with the HTTP `status`. */
function refuse(
  e: core.RequestEvent,
  status: number,
  language: Languages.Language,
  refusal: Quote.QuoteRefusal,
  values: Quote.QuoteValues,
  page = '',
): void {
  answer(e, status, language, { sent: false, values, refusal, page });
}

/**
 * The page a post came from: the form's own field once the server has answered it (the answer's
 * address has no query), else the `?from=` of the Contact page's address (links built by
 * quoteHref), which the browser sends as the post's referrer.
 */
function sourcePage(e: core.RequestEvent, body: RequestBody.Body): string {
  const quote = require(`${__hooks}/lib/shared/quote.js`) as typeof Quote;
  const kept = typeof body.page === 'string' ? body.page : '';
  return quote.isSitePath(kept) ? kept : quote.quoteSourcePage(e.request!.header.get('Referer'), '', '');
}

/**
 * POST to a Contact page (`/contact`, `/si/contact`, `/ta/contact`): stores the quote form's
 * request sent without JavaScript, with the page's language, and answers with the page.
 */
export function answerQuoteForm(e: core.RequestEvent): void {
  const quote = require(`${__hooks}/lib/shared/quote.js`) as typeof Quote;
  const { CONTENT } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
  const inquiries = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  const { rawBody } = require(`${__hooks}/lib/requestBody.js`) as typeof RequestBody;
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  const request = e.request!;
  const header = request.header;
  const language = postLanguage(e);
  const words = quote.QUOTE_WORDS[language];

  let body: RequestBody.Body;
  try {
    body = rawBody(e as unknown as core.RecordRequestEvent);
  } catch (err) {
    // note: a body over the route's limit without a Content-Length is cut off while read.
    e.app.logger().warn('A quote form post could not be read', 'error', String(err), 'userIP', e.realIP());
    refuse(e, 413, language, { problem: words.sendFailed, errors: {} }, quote.EMPTY_QUOTE);
    return;
  }
  const values = quote.quoteValuesOf(body);
  const page = sourcePage(e, body);

  if (!fromThisSite(header.get('Sec-Fetch-Site'), header.get('Origin'), request.host, pages.siteUrl(e.app))) {
    refuse(e, 403, language, { problem: words.otherSite, errors: {} }, values, page);
    return;
  }
  if (inquiries.fillsHoneypot(body[inquiries.HONEYPOT_FIELD])) {
    refuse(e, 400, language, quote.quoteRefusal(400, words.honeypot, {}, language), values, page);
    return;
  }
  const mistakes = quote.validateQuote(values, language);
  if (Object.keys(mistakes).length) {
    refuse(e, 400, language, quote.quoteRefusal(400, null, mistakes as Record<string, string>, language), values, page);
    return;
  }

  const fields = quote.quotePayload(values, { page, language });
  const record = new Record(e.app.findCollectionByNameOrId(CONTENT.inquiries.collection));
  for (const key of Object.keys(fields)) record.set(key, fields[key]);

  try {
    const check = inquiries.checkVisitorRequest(e.app, body, record);
    if (!check.sameAs) inquiries.saveCountingPhone(e.app, check.phone, language, (tx) => tx.save(record));
  } catch (err) {
    const thrown = thrownReason(err);
    if (!thrown.status) e.app.logger().error('A quote form post failed', 'error', String(err), 'userIP', e.realIP());
    const refusal = quote.quoteRefusal(thrown.status, thrown.message, thrown.fields, language);
    refuse(e, thrown.status || 500, language, refusal, values, page);
    return;
  }
  // The sent quote is counted as the island's page script counts it (a beacon), which this
  // visitor has none of; counting never gets in their way.
  try {
    const insights = require(`${__hooks}/lib/insights.js`) as typeof Insights;
    insights.addCount(e.app, 'quote', quote.quoteFormRoute(language), header.get('User-Agent'));
  } catch (err) {
    e.app.logger().warn('A sent quote could not be counted', 'error', String(err));
  }
  answer(e, 200, language, { sent: true, name: values.name.trim() });
}

/** The app-store key of the refusals kept per status and language (`answerKeptRefusal`). */
const KEPT_REFUSAL_KEY = 'quoteForm.refusal.';

/**
 * Middleware of the form's posts, run before PocketBase's rate limiter (decision 038): a post
 * the limiter refuses (429, an address over QUOTE_LIMITS.perAddress) is answered, still 429 and
 * still not stored, by the Contact page in the post's language with the limit's words in view,
 * instead of the limiter's JSON (`answerKeptRefusal`). Anything else passes.
 */
export function answerOverLimit(e: core.RequestEvent): void {
  try {
    e.next();
  } catch (err) {
    if (thrownReason(err).status !== 429) throw err;
    answerKeptRefusal(e, 429);
  }
}

/**
 * Answers a form post that is refused before it is read, with `status`: the Contact page in the
 * post's language with the refusal's words in view (429: the address's limit; 503: too many
 * requests at once, lib/quoteSlots.ts: "please try again"). The page is made once per status,
 * language and content version and kept: a refused post costs no render and no body read (its
 * text is not shown back; the browser's Back keeps it).
 */
export function answerKeptRefusal(e: core.RequestEvent, status: 429 | 503): void {
  const quote = require(`${__hooks}/lib/shared/quote.js`) as typeof Quote;
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  const language = postLanguage(e);
  const store = e.app.store();
  const key = `${KEPT_REFUSAL_KEY}${status}.${language}`;
  const version = pages.contentVersion(e.app);
  const kept = store.get(key) as { version: number; html: string } | null;
  let html = kept && kept.version === version ? kept.html : '';
  if (!html) {
    const state: Quote.QuoteFormState = {
      sent: false,
      values: quote.quoteValuesOf({}),
      refusal: quote.quoteRefusal(status, null, {}, language),
      page: '',
    };
    html = pages.renderNow(e.app, quote.quoteFormRoute(language), { quote: state })!.html;
    store.set(key, { version, html });
  }
  const headers = e.response.header();
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  e.html(status, html);
}
