/**
 * A limit per recipient on everything that sends mail (issue 14): password reset, verification
 * and email change requests, and one-time passwords (issue 26 audit: the operator's checklist
 * turns them on for superusers, and PocketBase mails a code for each request), in every auth
 * collection. PocketBase's rate limiter counts per client address (migrations mail_rate_limits,
 * otp_rate_limit); this counts per email address, so many addresses together cannot bomb one
 * mailbox either. It counts what was asked for, whether or not an account has that email, so a
 * 429 tells nothing about which accounts exist.
 */

/** Mails of one kind one email address may be sent per window. */
export const MAILS_PER_RECIPIENT = 3;

/** The window of MAILS_PER_RECIPIENT. */
export const RECIPIENT_WINDOW_MS = 60 * 60 * 1000;

/** Email addresses tracked at most (with a request in the window); beyond, new ones wait. */
export const MAX_TRACKED_RECIPIENTS = 10000;

export const MAIL_FLOOD_MESSAGE = 'Too many emails were requested for this address. Please try again later.';

const MAIL_PATH =
  /^\/api\/collections\/[^/]+\/(request-password-reset|request-verification|request-email-change|request-otp)\/?$/;

/** Where the counts live: the app store, shared by every VM, as JSON ({key: [times]}). */
const STORE_KEY = 'mailLimits.recipients';

type Counts = Record<string, number[]>;

/**
 * Counts a mail to `key` at `now` in `counts` (JSON, or empty): the new JSON, and whether the
 * mail may go. Times outside the window are dropped, and so are keys left with none.
 */
export function countMail(counts: string, key: string, now: number): { counts: string; allowed: boolean } {
  const parsed = parseCounts(counts);
  const kept: Counts = {};
  let tracked = 0;
  for (const k of Object.keys(parsed)) {
    const recent = parsed[k].filter((t) => now - t < RECIPIENT_WINDOW_MS);
    if (recent.length) {
      kept[k] = recent;
      tracked++;
    }
  }
  const mine = kept[key] || [];
  const allowed = mine.length < MAILS_PER_RECIPIENT && (mine.length > 0 || tracked < MAX_TRACKED_RECIPIENTS);
  if (allowed) kept[key] = [...mine, now];
  return { counts: JSON.stringify(kept), allowed };
}

function parseCounts(counts: string): Counts {
  try {
    const value = JSON.parse(counts || '{}') as unknown;
    return value && typeof value === 'object' ? (value as Counts) : {};
  } catch {
    return {};
  }
}

/** The body encodings the mail requests take: JSON and forms (multipart or url-encoded). */
const BOUND_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

export const UNSUPPORTED_MAIL_BODY_MESSAGE = 'Send the email as JSON or as a form.';

/** The field of the request's form that names the recipient (PocketBase's form structs). */
function recipientField(kind: string): string {
  return kind === 'request-email-change' ? 'newEmail' : 'email';
}

/**
 * The kind of mail and its recipient a request asks for, or null when it asks for none.
 * `form` is the request's form as PocketBase binds it (refuseMailFlood), not the raw body.
 */
export function mailRequest(method: string, path: string, form: Record<string, unknown>): string | null {
  if (method !== 'POST') return null;
  const match = MAIL_PATH.exec(path);
  if (!match) return null;
  const sent = form[recipientField(match[1])];
  // note: a list cannot come from PocketBase's binding (a form field sent twice binds its first
  // value); counted as that first value all the same.
  const recipient = Array.isArray(sent) ? (sent as unknown[])[0] : sent;
  if (typeof recipient !== 'string' || !recipient.trim()) return null; // PocketBase's validation answers
  return `${match[1]} ${recipient.trim().toLowerCase()}`;
}

/**
 * The request's form as PocketBase's mail handlers bind it: a struct of one string field with
 * the same name and tags as theirs, bound by PocketBase's own binder. So the recipient counted
 * is the one PocketBase mails, however the body spells it: JSON keys match case-insensitively
 * and ignoring `_` and `-` (`{"EMAIL": …}`, `{"e_mail": …}`: encoding/json/v2), form fields
 * come from the body or the query (the query's first, in a multipart form), `@jsonPayload`
 * overrides them, as they do for PocketBase.
 * Reading e.requestInfo().body by the exact key missed all of that (issue 26).
 */
function boundForm(e: core.RequestEvent, kind: string): Record<string, unknown> {
  const request = e.request!;
  const type = request.header.get('Content-Type') || '';
  // note: PocketBase binds XML too, but cannot read an XML body a second time (only JSON is
  // rewound after binding): refused here, as any other encoding, rather than half-read.
  if (request.contentLength !== 0 && !BOUND_TYPES.some((bound) => type.indexOf(bound) === 0))
    throw new BadRequestError(UNSUPPORTED_MAIL_BODY_MESSAGE);
  const field = recipientField(kind);
  const form = new DynamicModel({ [field]: '' }) as Record<string, unknown>;
  try {
    e.bindBody(form);
  } catch {
    // PocketBase's handler binds the same shape the same way: it would answer 400 too.
    throw new BadRequestError('An error occurred while loading the submitted data.');
  }
  return { [field]: form[field] };
}

/** Router middleware body: a mail request beyond the limit of its recipient is refused with 429. */
export function refuseMailFlood(e: core.RequestEvent): void {
  const request = e.request!;
  const match = request.method === 'POST' ? MAIL_PATH.exec(request.url!.path) : null;
  if (!match) return;
  const key = mailRequest(request.method, request.url!.path, boundForm(e, match[1]));
  if (!key) return;
  let allowed = false;
  e.app.store().setFunc(STORE_KEY, (old: unknown) => {
    const result = countMail(typeof old === 'string' ? old : '', key, Date.now());
    allowed = result.allowed;
    return result.counts;
  });
  if (!allowed) throw new TooManyRequestsError(MAIL_FLOOD_MESSAGE);
}
