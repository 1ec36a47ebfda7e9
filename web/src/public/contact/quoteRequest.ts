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
