/**
 * Sending the "Request a quote" form from the island (issue 7): PocketBase's create-record API
 * called with fetch. The form's rules and words are shared/quote.ts (the form's post without
 * JavaScript uses them too).
 */
import type { Language } from '@shared/languages';
import { quoteRefusal, type QuoteRefusal } from '@shared/quote';
import { errorStatus, fieldErrors, serverMessage } from '../../lib/apiErrors';
import { apiUrl } from '../../lib/apiUrl';

/**
 * Explains a failed send in the visitor's words and `language` (shared/quote.ts quoteRefusal):
 * the server's own reason when it gave one (in the request's language), the rate limit, or what
 * to do when the request did not get through.
 */
export function sendProblem(err: unknown, language: Language): QuoteRefusal {
  return quoteRefusal(errorStatus(err), serverMessage(err), fieldErrors(err), language);
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

/** How many times a send the server was too busy to take in (503) is tried, in all. */
export const SEND_ATTEMPTS = 4;

/**
 * Sends the request to the server (anyone may create an inquiry): PocketBase's create-record
 * API called with fetch, so the public pages never load the SDK (issue 24). When the server
 * holds too many quote requests at once it answers 503 with Retry-After, having stored nothing
 * (issue 38): sent again after that wait, up to SEND_ATTEMPTS in all, while the form says
 * "Sending...". Throws a QuoteSendError when refused, fetch's own error when offline.
 */
export async function sendQuoteRequest(
  payload: Record<string, string>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(apiUrl(QUOTE_ENDPOINT), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    if (response.ok) return;
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (response.status === 503 && retryAfter > 0 && attempt < SEND_ATTEMPTS) {
      await wait(Math.min(retryAfter, 10) * 1000);
      continue;
    }
    const body: unknown = await response.json().catch(() => null);
    throw new QuoteSendError(response.status, body);
  }
}
