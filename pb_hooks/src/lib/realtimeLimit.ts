/**
 * The realtime cap per client address (issue 14); the limits themselves are in shared/limits.ts.
 */
import type * as InFlight from './inFlight';
import type * as Limits from '../../../shared/limits';

const REALTIME_PREFIX = 'limits.realtime:';

/**
 * Holds a realtime stream slot for the request's client address while `serve` runs, or
 * answers 429 when the address holds MAX_REALTIME_PER_CLIENT already.
 */
export function withRealtimeSlot(e: core.RequestEvent, serve: () => void): void {
  const { MAX_REALTIME_PER_CLIENT } = require(`${__hooks}/lib/shared/limits.js`) as typeof Limits;
  const { withSlot } = require(`${__hooks}/lib/inFlight.js`) as typeof InFlight;
  withSlot(e.app, REALTIME_PREFIX + e.realIP(), MAX_REALTIME_PER_CLIENT, serve, () =>
    e.json(429, {
      status: 429,
      message: `Too many open realtime connections from this address (at most ${MAX_REALTIME_PER_CLIENT}).`,
      data: {},
    }),
  );
}
