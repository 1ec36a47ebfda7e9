/**
 * Requests of one kind held to a number at once (the realtime streams of one address, the quote
 * requests: lib/realtimeLimit.ts, lib/quoteSlots.ts).
 *
 * Each slot is a directory of its own (`<key>.0` … `<key>.<max-1>` under slotsDir), made to claim
 * it and removed to give it back; inside it, one entry records the claim (`<ms>-<token>`). The
 * kernel makes each claim one step: of requests that claim a slot at once, one makes the
 * directory and the others are told at once that it exists (decision 047).
 *
 * note: not the app's store. Its writes all take one lock, which PocketBase's own collection
 * lookups take too. Under a flood of quote requests every request that saw a slot free queued for
 * that lock to claim it: a goroutine dump found 64-74 of 100 requests waiting there, each holding
 * a VM, and the flood ran at 395-567 req/s with its live heap up to 119-127 MB. With directories:
 * 1,119-1,299 req/s, eight times as many stored, a live heap of 80-89 MB at most (decision 043
 * had made refusals read only; the claims were left).
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
 * Where the slots are: PocketBase's own temporary folder in the data folder
 * (`core.LocalTempDirName`), which it empties each time it starts and leaves out of backups, so
 * a slot held when the process stopped is free again after a restart or a restore.
 */
export function slotsDir(app: CoreApp): string {
  return `${app.dataDir()}/.pb_temp_to_delete/slots`;
}

/** The claim recorded in a held slot, or '' when `dir` does not exist (the slot is free). */
function claimOf(dir: string): string {
  let entries: { name(): string }[];
  try {
    entries = $os.readDir(dir) as unknown as { name(): string }[];
  } catch {
    return '';
  }
  // note: a slot being claimed has no entry for a moment: it counts as held, just taken.
  return entries.length ? entries[0]!.name() : `${Date.now()}-`;
}

/** Read and written by this process only. */
const PRIVATE = 0o700 as never;

/** True when `step` ran without an error (`$os` throws Go's errors). */
function succeeds(step: () => unknown): boolean {
  try {
    step();
    return true;
  } catch {
    return false;
  }
}

const tryRemove = (path: string) => succeeds(() => $os.remove(path));
const exists = (path: string) => succeeds(() => $os.stat(path));

/**
 * Makes `path`, or returns false when it exists (another request's claim) or cannot be made; the
 * latter is logged (a full or read-only disk would otherwise refuse every request unseen).
 */
function tryMake(app: CoreApp, path: string, parent: string): boolean {
  for (let attempt = 0; ; attempt++) {
    try {
      $os.mkdir(path, PRIVATE);
      return true;
    } catch (err) {
      if (exists(path)) return false;
      // The first claim since the process started makes the folder.
      if (attempt === 0 && !exists(parent)) {
        try {
          $os.mkdirAll(parent, PRIVATE);
          continue;
        } catch {
          // logged below
        }
      }
      app.logger().error('A request slot could not be made: refused', 'path', path, 'error', String(err));
      return false;
    }
  }
}

/**
 * Runs `run` while it holds one of the `max` slots of `key`, or `refuse` when all are taken. A
 * refusal only reads (a directory listing per slot); a claim makes a directory, a stale slot is
 * first renamed away (one request wins the rename); the slot is given back however `run` ends.
 */
export function withSlot(
  app: CoreApp,
  key: string,
  max: number,
  run: () => void,
  refuse: () => void,
  { prepare, staleMs = Infinity }: SlotOptions = {},
): void {
  const parent = slotsDir(app);
  const dirs = Array.from({ length: max }, (_, i) => `${parent}/${encodeURIComponent(key)}.${i}`);
  // Whether each slot may be taken: free, or held past staleMs.
  const look = () => {
    const now = Date.now();
    return dirs.map((dir) => {
      const claim = claimOf(dir);
      return { claim, open: claim === '' || now - parseInt(claim, 10) > staleMs };
    });
  };
  if (!look().some((s) => s.open)) return refuse();
  // note: the slots are looked at again after `prepare`, which may take a while (a body sent
  // slowly), and the slot's time is the claim's.
  if (prepare) prepare();
  const slots = look();
  const token = $security.pseudorandomString(16);
  let held = '';
  for (let i = 0; i < max && !held; i++) {
    const { claim, open } = slots[i]!;
    if (!open) continue;
    // A stale slot: the request that renames it away may claim it. note: looked at once more
    // first: its request may have given it back and another claimed it since.
    if (claim !== '') {
      if (claimOf(dirs[i]!) !== claim) continue;
      const stale = `${dirs[i]}.stale-${token}`;
      try {
        $os.rename(dirs[i]!, stale);
      } catch {
        continue;
      }
      $os.removeAll(stale);
    }
    if (tryMake(app, dirs[i]!, parent)) held = dirs[i]!;
  }
  if (!held) return refuse();
  const record = `${held}/${Date.now()}-${token}`;
  let recorded = false;
  try {
    $os.mkdir(record, PRIVATE);
    recorded = true;
    run();
  } finally {
    // note: unless another request took it over as stale meanwhile (it renamed our record away).
    if (tryRemove(record) || !recorded) tryRemove(held);
  }
}
