/**
 * The realtime cap per client address (issue 14); the limits themselves are in shared/limits.ts.
 */
import type * as Limits from '../../../shared/limits';

const REALTIME_PREFIX = 'limits.realtime:';

/**
 * Holds a realtime stream slot for the request's client address while `serve` runs, or
 * answers 429 when the address holds MAX_REALTIME_PER_CLIENT already.
 */
export function withRealtimeSlot(e: core.RequestEvent, serve: () => void): void {
  const { MAX_REALTIME_PER_CLIENT } = require(`${__hooks}/lib/shared/limits.js`) as typeof Limits;
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
