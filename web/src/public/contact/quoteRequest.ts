/**
 * The "Request a quote" form's rules and messages (issue 7): the same checks as the server's
 * `inquiries` collection, so a visitor learns what to fix before anything is sent.
 */
import { FILL_TIME_FIELD } from '@shared/leads';
import { emailProblem } from '@shared/limits';
import { normalizePhone, PHONE_HELP } from '@shared/phone';
import { errorStatus, fieldErrors } from '../../lib/apiErrors';
import { apiUrl } from '../../lib/apiUrl';

export { PHONE_HELP };

export const NAME_REQUIRED = 'Please tell us your name.';
export const PHONE_REQUIRED = 'Please give a phone number so we can call you back.';
export const EMAIL_INVALID = 'Enter a valid email address, or leave it empty.';
export const MESSAGE_REQUIRED = 'Please tell us a little about your project.';
export const TOO_MANY_REQUESTS =
  'Too many requests from your connection, please try again in a few minutes or call us.';
export const SEND_FAILED = 'Your request could not be sent. Please try again, or call us.';

/** Limits of the server's fields. */
export const MAX_LENGTH = { name: 120, email: 200, location: 200, message: 3000 } as const;

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
  const from = new URLSearchParams(search).get('from') ?? '';
  if (/^\/(?!\/)/.test(from)) return from;
  try {
    const url = new URL(referrer);
    if (url.origin === origin) return url.pathname + url.search;
  } catch {
    // no referrer, or not a URL
  }
  return '';
}

/** What went wrong when sending: a message for the whole form, and the server's field messages. */
export interface SendProblem {
  message: string;
  fields: QuoteErrors;
}

/** Explains a failed send: 429 is the rate limit, a 400 may name fields, anything else is generic. */
export function sendProblem(err: unknown): SendProblem {
  const status = errorStatus(err);
  if (status === 429) return { message: TOO_MANY_REQUESTS, fields: {} };
  const fields: QuoteErrors = {};
  if (status === 400) {
    for (const [field, message] of Object.entries(fieldErrors(err))) {
      if (field in EMPTY_QUOTE) fields[field as QuoteField] = message;
    }
  }
  const some = Object.keys(fields).length > 0;
  return { message: some ? 'Please check the highlighted fields.' : SEND_FAILED, fields };
}

/** The collection's create-record API, where a request is sent. */
export const QUOTE_ENDPOINT = '/api/collections/inquiries/records';

/** A refused send, shaped as the PocketBase SDK's error (`status`, `response`) that `sendProblem` reads. */
export class QuoteSendError extends Error {
  constructor(
    readonly status: number,
    readonly response: unknown,
  ) {
    super(`The quote request was refused (${status}).`);
  }
}

/**
 * Sends the request to the server (anyone may create an inquiry): PocketBase's create-record
 * API called with fetch, so the public pages never load the SDK (issue 24). Throws a
 * QuoteSendError when refused, fetch's own error when offline.
 */
export async function sendQuoteRequest(payload: Record<string, string>): Promise<void> {
  const response = await fetch(apiUrl(QUOTE_ENDPOINT), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  throw new QuoteSendError(response.status, body);
}
