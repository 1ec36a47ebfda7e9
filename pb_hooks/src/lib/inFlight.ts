/**
 * Requests of one kind held to a number at once (the realtime streams of one address, the quote
 * requests: lib/realtimeLimit.ts, lib/quoteSlots.ts).
 */

/**
 * Runs `run` while it holds one of the `max` slots counted under the store's `key`, or `refuse`
 * when all are taken. note: setFunc runs under the store's lock: the count and the increment are
 * one step; the slot is given back however `run` ends.
 */
export function withSlot(app: CoreApp, key: string, max: number, run: () => void, refuse: () => void): void {
  const store = app.store();
  let held = 0;
  store.setFunc(key, (n) => (held = Number(n || 0) + 1));
  try {
    if (held > max) refuse();
    else run();
  } finally {
    store.setFunc(key, (n) => Math.max(0, Number(n || 0) - 1));
  }
}
