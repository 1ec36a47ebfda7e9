/**
 * Limits on what one request or one client may hold (issue 14, docs/SECURITY.md).
 */

/** The largest request body, uploads included (PocketBase's own per-collection limit adds every file field's maximum: 248 MB for a project). */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

/**
 * Open realtime streams per client address. The site itself subscribes to nothing (PocketBase's
 * dashboard does, a stream a tab); each open stream holds ~0.55 MB.
 */
export const MAX_REALTIME_PER_CLIENT = 5;

const REALTIME_PREFIX = 'limits.realtime:';

/**
 * Holds a realtime stream slot for the request's client address while `serve` runs, or
 * answers 429 when the address holds MAX_REALTIME_PER_CLIENT already.
 */
export function withRealtimeSlot(e: core.RequestEvent, serve: () => void): void {
  const store = e.app.store();
  const key = REALTIME_PREFIX + e.realIP();
  let open = 0;
  // note: setFunc runs under the store's lock: the count and the increment are one step.
  store.setFunc(key, (n) => (open = Number(n || 0) + 1));
  try {
    if (open > MAX_REALTIME_PER_CLIENT) {
      e.json(429, {
        status: 429,
        message: `Too many open realtime connections from this address (at most ${MAX_REALTIME_PER_CLIENT}).`,
        data: {},
      });
      return;
    }
    serve();
  } finally {
    store.setFunc(key, (n) => Math.max(0, Number(n || 0) - 1));
  }
}
