/**
 * The body limits of the routes anyone may call (shared/limits.ts ROUTE_BODY_LIMITS, issue 38),
 * checked by responses.pb.ts before any step reads the body: PocketBase's own routes (quote
 * requests, registrations, sign-ins) take no route middleware of ours. A stated length over the
 * limit is refused unread (Go answers at once and closes the connection from 256 KB; below, it
 * discards the rest without a VM); a body sent without its length (chunked) is refused with 411:
 * browsers state it (fetch, sendBeacon), and reading it here would leave PocketBase nothing to read.
 */
import type * as Limits from '../../../shared/limits';

/** Answers 413 (or 411) and returns true when the request's body is over its route's limit. */
export function refuseOversizedBody(e: core.RequestEvent, method: string, path: string): boolean {
  const { routeBodyLimit } = require(`${__hooks}/lib/shared/limits.js`) as typeof Limits;
  const limit = routeBodyLimit(method, path);
  if (limit === null) return false;
  const size = e.request!.contentLength;
  if (size >= 0 && size <= limit) return false;
  e.response.header().set('Cache-Control', 'no-store');
  if (size < 0) e.json(411, { status: 411, message: 'Send the length of the request (Content-Length).', data: {} });
  else e.json(413, { status: 413, message: `The request is too large: at most ${limit} bytes here.`, data: {} });
  return true;
}
