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
  // The slots as they are now: free (''), or the time each was taken; whether each may be taken.
  const look = () => {
    const now = Date.now();
    return Array.from({ length: max }, (_, i) => {
      const seen = String(store.get(`${key}.${i}`) ?? '');
      return { seen, open: seen === '' || now - parseInt(seen, 10) > staleMs };
    });
  };
  if (!look().some((s) => s.open)) return refuse();
  // note: the slots are looked at again after `prepare`, which may take a while (a body sent
  // slowly), and the slot's time is the claim's.
  if (prepare) prepare();
  const slots = look();
  const mine = `${Date.now()}:${$security.pseudorandomString(16)}`;
  let slot = '';
  for (let i = 0; i < max && !slot; i++) {
    const { seen, open } = slots[i]!;
    if (!open) continue;
    const candidate = `${key}.${i}`;
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
