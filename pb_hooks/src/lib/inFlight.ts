/**
 * Requests of one kind held to a number at once (the realtime streams of one address, the quote
 * requests: lib/realtimeLimit.ts, lib/quoteSlots.ts).
 *
 * Each slot is a key of its own in the app's store (`<key>.0` … `<key>.<max-1>`), holding the
 * time it was taken and its request's token. note: a refusal only reads the store. A count under
 * one key was written twice by every request, refused or not, under the store's lock, which
 * every request and PocketBase's own collection lookups take: under a flood of quote requests the
 * writers queued behind each other and the readers behind them, refusals took ~1 s each, and the
 * VMs they held took the process to 239 MB (decision 043).
 */

export interface SlotOptions {
  /** Runs once a slot is seen free, before it is claimed (the quote requests read their body). */
  prepare?: () => void;
  /**
   * A slot held longer than this is taken over: its request ended without giving it back (a Go
   * panic skips a JS `finally`). Infinity (the default) for slots held as long as a stream.
   */
  staleMs?: number;
}

/**
 * Runs `run` while it holds one of the `max` slots under the store's `key`, or `refuse` when all
 * are taken. A free slot is claimed with getOrSet, a stale one with setFunc (each check and claim
 * one step under the store's lock); the slot is given back however `run` ends.
 */
export function withSlot(
  app: CoreApp,
  key: string,
  max: number,
  run: () => void,
  refuse: () => void,
  { prepare, staleMs = Infinity }: SlotOptions = {},
): void {
  const store = app.store();
  const now = Date.now();
  // The slots as they are: free (''), or the time each was taken.
  const held = Array.from({ length: max }, (_, i) => String(store.get(`${key}.${i}`) ?? ''));
  const open = (value: string) => value === '' || now - parseInt(value, 10) > staleMs;
  if (!held.some(open)) return refuse();
  if (prepare) prepare();
  const mine = `${now}:${$security.pseudorandomString(16)}`;
  let slot = '';
  for (let i = 0; i < max && !slot; i++) {
    if (!open(held[i]!)) continue;
    const candidate = `${key}.${i}`;
    const seen = held[i];
    if (seen === '') {
      if (store.getOrSet(candidate, () => mine) === mine) slot = candidate;
    } else {
      store.setFunc(candidate, (old) => (String(old ?? '') === seen ? mine : old));
      if (store.get(candidate) === mine) slot = candidate;
    }
  }
  if (!slot) return refuse();
  try {
    run();
  } finally {
    // note: unless another request took it over as stale meanwhile.
    if (store.get(slot) === mine) store.remove(slot);
  }
}
