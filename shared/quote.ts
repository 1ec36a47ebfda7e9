/**
 * The "Request a quote" form's rules and words (issues 7, 29, 39), for both of its paths: the
 * island sends a request to PocketBase's create-record API with fetch; without JavaScript the
 * form posts to its own page (`QUOTE_FORM_ROUTE`, pb_hooks/src/lib/quoteForm.ts), which stores
 * it through the same checks and answers with the page again. Both say a mistake or a refusal in
 * the same words, from here.
 */
import { FILL_TIME_FIELD } from './leads';
import { emailProblem } from './limits';
import { normalizePhone, PHONE_HELP } from './phone';
import { PUBLIC_ROUTES } from './routes';

export const NAME_REQUIRED = 'Please tell us your name.';
export const PHONE_REQUIRED = 'Please give a phone number so we can call you back.';
export const EMAIL_INVALID = 'Enter a valid email address, or leave it empty.';
export const MESSAGE_REQUIRED = 'Please tell us a little about your project.';
export const CHECK_FIELDS = 'Please check the highlighted fields.';
export const TOO_MANY_REQUESTS =
  'Too many requests from your connection, please try again in a few minutes or call us.';
export const SEND_FAILED = 'Your request could not be sent. Please try again, or call us.';
/** A form post that did not come from the site's own page (a cross-site post, issue 39). */
export const OTHER_SITE = 'Please send your request from the form on this page.';

/** Limits of the server's fields. */
export const MAX_LENGTH = { name: 120, email: 200, location: 200, message: 3000 } as const;

/**
 * Where the form posts without JavaScript: its own page, so the address bar shows nothing but
 * `/contact` (a visitor's details never go in a URL). No `#quote`: a fragment's target would
 * keep the browser from focusing (`autofocus`) the answer's message, which brings it into view.
 */
export const QUOTE_FORM_ROUTE = PUBLIC_ROUTES.contact;

/**
 * The most a form post may carry, in bytes: every field at its limit in 4-byte characters,
 * percent-encoded (12 bytes each), is ~45 KB. A larger body is refused (413) before it is read.
 */
export const QUOTE_FORM_MAX_BYTES = 64 * 1024;

export interface QuoteValues {
  name: string;
  phone: string;
  email: string;
  service: string;
  location: string;
  message: string;
}

export type QuoteField = keyof QuoteValues;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

export const EMPTY_QUOTE: QuoteValues = { name: '', phone: '', email: '', service: '', location: '', message: '' };

/** The form's fields from a body's values (a string each; anything else reads ''). */
export function quoteValuesOf(body: Record<string, unknown>): QuoteValues {
  const values = { ...EMPTY_QUOTE };
  for (const field of Object.keys(values) as QuoteField[]) {
    const value = body[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** A message per field that needs fixing; empty when the request can be sent. */
export function validateQuote(values: QuoteValues): QuoteErrors {
  const errors: QuoteErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = NAME_REQUIRED;
  else if (name.length > MAX_LENGTH.name) errors.name = `Please keep your name under ${MAX_LENGTH.name} characters.`;
  const phone = values.phone.trim();
  if (!phone) errors.phone = PHONE_REQUIRED;
  else if (!normalizePhone(phone)) errors.phone = PHONE_HELP;
  const email = values.email.trim();
  if (email) {
    const problem = email.length > MAX_LENGTH.email ? EMAIL_INVALID : emailProblem(email, EMAIL_INVALID);
    if (problem) errors.email = problem;
  }
  if (values.location.trim().length > MAX_LENGTH.location) {
    errors.location = `Please keep the location under ${MAX_LENGTH.location} characters.`;
  }
  const message = values.message.trim();
  if (!message) errors.message = MESSAGE_REQUIRED;
  else if (message.length > MAX_LENGTH.message) {
    errors.message = `Please keep your message under ${MAX_LENGTH.message} characters.`;
  }
  return errors;
}

/**
 * The record to create: trimmed values, the phone in international form, the page it came from;
 * and how long the form was open (`elapsedMs`, not stored: the server refuses a request sent
 * sooner than a person could, shared/leads.ts QUOTE_LIMITS).
 */
export function quotePayload(
  values: QuoteValues,
  page: string,
  honeypot: string,
  elapsedMs?: number,
): Record<string, string> {
  const payload: Record<string, string> = {
    name: values.name.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    email: values.email.trim(),
    service: values.service,
    location: values.location.trim(),
    message: values.message.trim(),
    page: page.slice(0, 300),
  };
  // note: only a bot fills the hidden field; sending it lets the server refuse the request.
  if (honeypot) payload.website = honeypot;
  if (elapsedMs !== undefined) payload[FILL_TIME_FIELD] = String(Math.round(elapsedMs));
  return payload;
}

/**
 * The path a visitor asked for a quote from (links built by `quoteHref`): `?from=/projects/x/y`
 * when a link says so, else the path of a same-site referrer, else ''. Only site paths are kept
 * ("/…", never "//host").
 */
export function quoteSourcePage(search: string, referrer: string, origin: string): string {
  // note: no URL or URLSearchParams: the hooks run this in PocketBase's JSVM, which has neither.
  const from = queryValue(search, 'from');
  if (isSitePath(from)) return from;
  if (origin && referrer.indexOf(`${origin}/`) === 0) return referrer.slice(origin.length).replace(/#.*$/, '');
  return '';
}

/** True for a path of this site ("/…"), never another's ("//host/…", "https://…"). */
export function isSitePath(path: string): boolean {
  return /^\/(?!\/)/.test(path);
}

/** The first value of `name` in a URL's query (`?a=1&b=2`, or a whole address), decoded; ''. */
export function queryValue(search: string, name: string): string {
  const query = search.replace(/#.*$/, '').replace(/^[^?]*\?/, '');
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if ((eq < 0 ? pair : pair.slice(0, eq)) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return '';
    }
  }
  return '';
}

/** What the form shows after a refused request: a message for the whole form, and per field. */
export interface QuoteRefusal {
  problem: string;
  errors: QuoteErrors;
}

/**
 * A refused request in the visitor's words: the server's own reason ("That was quick! …", "We
 * already have 3 requests from this number today …") whenever it gave one (a 400), beside the
 * field it concerns when it names one; the rate limit (429) and anything else (offline, a server
 * error: status 0 or 5xx) in words that say what to do.
 */
export function quoteRefusal(status: number, message: string | null, fields: Record<string, string>): QuoteRefusal {
  if (status === 429) return { problem: TOO_MANY_REQUESTS, errors: {} };
  if (status !== 400) return { problem: SEND_FAILED, errors: {} };
  const errors: QuoteErrors = {};
  for (const [field, text] of Object.entries(fields)) {
    if (field in EMPTY_QUOTE && text) errors[field as QuoteField] = text;
  }
  const named = Object.values(errors);
  // One refused field: its reason is the form's too, so it is read where the form's message is.
  if (named.length === 1) return { problem: named[0]!, errors };
  if (named.length > 1) return { problem: CHECK_FIELDS, errors };
  return { problem: message || SEND_FAILED, errors };
}

/**
 * The form as the server renders it in its answer to a post without JavaScript (the island
 * hydrates from the same): the visitor's text with what to fix and the page they came from
 * (`quoteSourcePage`, kept for the next post), or the thanks once stored.
 */
export type QuoteFormState =
  { sent: false; values: QuoteValues; refusal: QuoteRefusal; page: string } | { sent: true; name: string };
