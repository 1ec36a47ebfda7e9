/**
 * Health that tells the truth (issue 27, item 4; docs/DEPLOY.md, "Monitoring").
 *
 * The server is healthy when its hooks passed their self-check (lib/hooksCheck.ts), its data
 * folder takes a write (a full or read-only disk fails admin saves, quote requests and backups
 * while pages are still served), and its file storage answers (S3: a request to the bucket).
 * Both /api/health and /api/site/health answer 503 while one of these fails; the reason is
 * shown to superusers only (it names paths and hosts). A check's change of state is written to
 * the console log (what journald or `docker logs` keep) with its reason, by the requests that
 * ask and by a cron every minute, so the log says why even when nobody asked.
 */
import type * as HooksCheck from './hooksCheck';
import type * as StorageOwner from './storageOwner';

/** What is written into the data folder to prove it takes a write: 1 MiB. */
export const PROBE_BYTES = 1024 * 1024;
/** A verdict is reused for this long: health is public, a probe writes to disk. */
export const HEALTH_TTL_MS = 5000;
/** The probe file, in the data folder; removed after each probe. */
export const PROBE_FILE = '.health-probe';
/** The object asked for in storage; it need not exist (a missing one is an answer). */
export const STORAGE_PROBE_KEY = '.site-health-probe';

const CACHE_KEY = 'site.health';
const LAST_FAILURES_KEY = 'site.health.failures';

export interface CheckResult {
  ok: boolean;
  /** Why it failed (superusers only). */
  error?: string;
}

export interface Health {
  ok: boolean;
  hooks: HooksCheck.HooksCheck;
  data: CheckResult;
  storage: CheckResult & { kind: 's3' | 'local' };
  checkedAt: string;
}

const hooksLib = (): typeof HooksCheck => require(`${__hooks}/lib/hooksCheck.js`) as typeof HooksCheck;

/** Which storage the settings name: a verdict kept for another is not reused. */
function storageKey(app: CoreApp): string {
  return (require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner).storageName(app);
}

/** Writes and removes PROBE_BYTES in the data folder. */
export function checkDataFolder(app: CoreApp): CheckResult {
  const file = `${app.dataDir()}/${PROBE_FILE}`;
  try {
    $os.writeFile(file, 'x'.repeat(PROBE_BYTES) as never, 0o600 as never);
  } catch (err) {
    try {
      $os.remove(file);
    } catch {
      // nothing was written
    }
    return { ok: false, error: `the data folder ${app.dataDir()} cannot be written: ${String(err)}` };
  }
  try {
    $os.remove(file);
  } catch (err) {
    return { ok: false, error: `the data folder ${app.dataDir()}: the probe cannot be removed: ${String(err)}` };
  }
  return { ok: true };
}

/** Asks the file storage for an object: S3 answers or it does not; local storage is the data folder's. */
export function checkStorage(app: CoreApp): CheckResult & { kind: 's3' | 'local' } {
  const s3 = app.settings().s3;
  const kind = s3.enabled ? 's3' : 'local';
  let fsys: ReturnType<CoreApp['newFilesystem']> | null = null;
  try {
    fsys = app.newFilesystem();
    fsys.exists(STORAGE_PROBE_KEY);
    return { ok: true, kind };
  } catch (err) {
    const where = s3.enabled ? `S3 storage (${s3.endpoint}, bucket ${s3.bucket})` : 'the local file storage';
    return { ok: false, kind, error: `${where} cannot be reached: ${String(err)}` };
  } finally {
    try {
      fsys?.close();
    } catch {
      // closing an unreachable client
    }
  }
}

/** The failures of `health`, one line each. */
export function failures(health: Health): string[] {
  const lines: string[] = [];
  if (!health.hooks.ok) lines.push(`hooks self-check failed: ${health.hooks.failures.join('; ')}`);
  if (!health.data.ok) lines.push(health.data.error || 'the data folder cannot be written');
  if (!health.storage.ok) lines.push(health.storage.error || 'the file storage cannot be reached');
  return lines;
}

/**
 * Writes a change of verdict to the console log (and the dashboard's logs): each new failure
 * with its reason, and the return to health. A failure that goes on is not repeated.
 */
function logChange(app: CoreApp, health: Health): void {
  const now = failures(health);
  const before = (app.store().get(LAST_FAILURES_KEY) as string[] | null) || [];
  app.store().set(LAST_FAILURES_KEY, now);
  for (const line of now) {
    if (before.indexOf(line) >= 0) continue;
    console.error(`*** UNHEALTHY: ${line} ***`);
    app.logger().error('Health check failed', 'reason', line);
  }
  if (before.length && !now.length) {
    console.log('Health: every check passes again (hooks, data folder, file storage).');
    app.logger().info('Health: every check passes again');
  }
}

/** Runs every check now, keeps the verdict and logs what changed. */
export function checkHealth(app: CoreApp): Health {
  const hooks = hooksLib().hooksCheck(app);
  const data = checkDataFolder(app);
  const storage = checkStorage(app);
  const health: Health = {
    ok: hooks.ok && data.ok && storage.ok,
    hooks,
    data,
    storage,
    checkedAt: new Date().toISOString(),
  };
  app.store().set(CACHE_KEY, { at: Date.now(), health, storage: storageKey(app) });
  logChange(app, health);
  return health;
}

/** The verdict of the last HEALTH_TTL_MS, or a new one. */
export function currentHealth(app: CoreApp): Health {
  const kept = app.store().get(CACHE_KEY) as { at: number; health: Health; storage: string } | null;
  if (kept && Date.now() - kept.at < HEALTH_TTL_MS && kept.storage === storageKey(app)) return kept.health;
  return checkHealth(app);
}

/** What anyone may see of `health`: which checks pass, no reasons. */
function publicView(health: Health) {
  return {
    hooks: { ok: health.hooks.ok, files: health.hooks.files, checkedAt: health.hooks.checkedAt },
    data: { ok: health.data.ok },
    storage: { ok: health.storage.ok, kind: health.storage.kind },
  };
}

/** GET /api/site/health: 200 with each check, or 503; the reasons for superusers only. */
export function siteHealth(e: core.RequestEvent): void {
  const health = currentHealth(e.app);
  const detail = e.hasSuperuserAuth()
    ? { hooks: health.hooks, data: health.data, storage: health.storage, failures: failures(health) }
    : publicView(health);
  e.response.header().set('Cache-Control', 'no-store');
  e.json(health.ok ? 200 : 503, { status: health.ok ? 'ok' : 'failed', ...detail, checkedAt: health.checkedAt });
}

/**
 * For PocketBase's own GET /api/health (called by the response middleware): answers 503 with
 * the reasons (for superusers) and returns true while a check fails; else returns false and
 * PocketBase answers as usual.
 */
export function refuseUnhealthy(e: core.RequestEvent): boolean {
  const health = currentHealth(e.app);
  if (health.ok) return false;
  e.response.header().set('Cache-Control', 'no-store');
  const data = e.hasSuperuserAuth() ? { failures: failures(health) } : publicView(health);
  e.json(503, { status: 503, message: 'The server is unhealthy.', data });
  return true;
}

/**
 * Whether `err` is the client's to fix, not the server's: a validation error (ozzo-validation's
 * field map) or a hook's 4xx answer (BadRequestError...).
 */
function isClientError(err: unknown): boolean {
  const e = err as { filter?: unknown; marshalJSON?: unknown; status?: unknown } | null;
  if (!e) return false;
  if (typeof e.filter === 'function' && typeof e.marshalJSON === 'function') return true;
  return typeof e.status === 'number' && e.status >= 400 && e.status < 500;
}

/**
 * Writes a failed record write to the console log with its reason (a full disk, storage that
 * does not answer, a broken hook), unless it failed validation: that answer tells the client.
 */
export function logWriteFailure(app: CoreApp, action: string, record: core.Record | undefined, err: unknown): void {
  if (isClientError(err)) return;
  const what = record ? `${record.collection().name}/${record.id || '(new)'}` : 'a record';
  console.error(`Record ${action} failed: ${what}: ${String(err)}`);
  app.logger().error('Record write failed', 'action', action, 'record', what, 'error', String(err));
}

/** The value of `--name=value` or `--name value` in `args`, or `fallback`. */
function flag(args: string[], name: string, fallback: string): string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.indexOf(`--${name}=`) === 0) return arg.slice(name.length + 3);
    if (arg === `--${name}` && i + 1 < args.length) return args[i + 1]!;
  }
  return fallback;
}

/**
 * The app's migration files not applied yet: PocketBase applies them when `serve` starts,
 * silently; this names them on the console first (a failure then stops the start with its
 * reason, which PocketBase prints).
 */
export function pendingMigrations(app: CoreApp, args: string[]): string[] {
  const dir = flag(args, 'migrationsDir', `${app.dataDir()}/../pb_migrations`);
  let files: string[] = [];
  try {
    const entries = $os.readDir(dir);
    for (let i = 0; i < entries.length; i++) {
      const name = entries[i]!.name();
      if (/\.js$/.test(name) && !entries[i]!.isDir()) files.push(name);
    }
  } catch {
    return [];
  }
  const applied: Record<string, boolean> = {};
  try {
    const rows = arrayOf(new DynamicModel({ file: '' })) as { file: string }[];
    app.db().newQuery('SELECT file FROM _migrations').all(rows);
    for (const row of rows) applied[row.file] = true;
  } catch {
    // A fresh data folder: no table yet, every file is pending.
  }
  files = files.filter((f) => !applied[f]);
  return files.sort();
}
