/**
 * Requests of one kind held to a number at once (the realtime streams of one address, the quote
 * requests: lib/realtimeLimit.ts, lib/quoteSlots.ts).
 *
 * Each slot is a key of its own in the app's store (`<key>.0` … `<key>.<max-1>`), held by the
 * request whose token it stores. note: a refusal only reads the store. A count under one key was
 * written twice by every request, refused or not, under the store's lock, which every request
 * and PocketBase's own collection lookups take: under a flood of quote requests the writers
 * queued behind each other and the readers behind them, refusals took ~1 s each, and the VMs
 * they held took the process to 239 MB (docs/benchmarks.md, issue 38).
 */

/**
 * Runs `run` while it holds one of the `max` slots under the store's `key`, or `refuse` when all
 * are taken. A free slot is claimed with getOrSet (the check and the claim are one step under
 * the store's lock); the slot is given back however `run` ends.
 */
export function withSlot(app: CoreApp, key: string, max: number, run: () => void, refuse: () => void): void {
  const store = app.store();
  let slot = '';
  let token = '';
  for (let i = 0; i < max && !slot; i++) {
    const candidate = `${key}.${i}`;
    if (store.has(candidate)) continue;
    token = token || $security.pseudorandomString(16);
    if (store.getOrSet(candidate, () => token) === token) slot = candidate;
  }
  if (!slot) return refuse();
  try {
    run();
  } finally {
    store.remove(slot);
  }
}
