/**
 * A limit per recipient on everything that sends mail (issue 14): password reset, verification
 * and email change requests. PocketBase's rate limiter counts per client address
 * (migration mail_rate_limits); this counts per email address, so many addresses together cannot
 * bomb one mailbox either. It counts what was asked for, whether or not an account has that
 * email, so a 429 tells nothing about which accounts exist.
 */

/** Mails of one kind one email address may be sent per window. */
export const MAILS_PER_RECIPIENT = 3;

/** The window of MAILS_PER_RECIPIENT. */
export const RECIPIENT_WINDOW_MS = 60 * 60 * 1000;

/** Email addresses tracked at most (with a request in the window); beyond, new ones wait. */
export const MAX_TRACKED_RECIPIENTS = 10000;

export const MAIL_FLOOD_MESSAGE = 'Too many emails were requested for this address. Please try again later.';

const MAIL_PATH = /^\/api\/collections\/[^/]+\/(request-password-reset|request-verification|request-email-change)\/?$/;

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

/** The kind of mail and its recipient a request asks for, or null when it asks for none. */
export function mailRequest(method: string, path: string, body: Record<string, unknown>): string | null {
  if (method !== 'POST') return null;
  const match = MAIL_PATH.exec(path);
  if (!match) return null;
  const sent = match[1] === 'request-email-change' ? body.newEmail : body.email;
  // note: a form sent with the field twice (or once in the query too) arrives as a list, and
  // PocketBase mails its first value: that value is the one counted.
  const recipient = Array.isArray(sent) ? (sent as unknown[])[0] : sent;
  if (typeof recipient !== 'string' || !recipient.trim()) return null; // PocketBase's validation answers
  return `${match[1]} ${recipient.trim().toLowerCase()}`;
}

/** Router middleware body: a mail request beyond the limit of its recipient is refused with 429. */
export function refuseMailFlood(e: core.RequestEvent): void {
  const request = e.request!;
  if (request.method !== 'POST' || !MAIL_PATH.test(request.url!.path)) return;
  const key = mailRequest(request.method, request.url!.path, e.requestInfo().body as Record<string, unknown>);
  if (!key) return;
  let allowed = false;
  e.app.store().setFunc(STORE_KEY, (old: unknown) => {
    const result = countMail(typeof old === 'string' ? old : '', key, Date.now());
    allowed = result.allowed;
    return result.counts;
  });
  if (!allowed) throw new TooManyRequestsError(MAIL_FLOOD_MESSAGE);
}
