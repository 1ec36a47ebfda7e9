/**
 * The hooks fail closed and loudly (issue 14, docs/decisions/007-uploads-and-failing-closed.md).
 *
 * At start (and on the first request if start did not get to it) every file the build wrote
 * (pb_hooks/lib/hooks.json) is checked: each entry is there, each library loads. The response
 * middleware reads the verdict: while it is not "ok" every write is refused (503) and both
 * health checks answer 503 naming what failed. Only when it is "ok" does the middleware mark
 * the request with HOOKS_HEADER, which every collection's write rules require
 * (pb_migrations/1795380000_upload_guards.js): a server started without these hooks at all
 * (an empty or wrong --hooksDir) refuses every write by its own rules.
 */

/** The request header the write rules test, set only by the response middleware. */
export const HOOKS_HEADER = 'X-Site-Hooks';
export const HOOKS_HEADER_VALUE = 'checked';

/** App store key of the verdict. */
const CHECK_KEY = 'site.hooksCheck';

export interface HooksCheck {
  ok: boolean;
  /** Entries and libraries checked. */
  files: number;
  /** What failed, one line each. */
  failures: string[];
  checkedAt: string;
}

interface BuildList {
  entries: string[];
  libs: string[];
}

/** Checks every file the build listed; never throws. */
export function runHooksCheck(): HooksCheck {
  const failures: string[] = [];
  let list: BuildList = { entries: [], libs: [] };
  try {
    list = JSON.parse(toString($os.readFile(`${__hooks}/lib/hooks.json`))) as BuildList;
  } catch (err) {
    failures.push(`lib/hooks.json: ${String(err)}`);
  }
  for (const entry of list.entries) {
    try {
      $os.stat(`${__hooks}/${entry}`);
    } catch {
      failures.push(`${entry}: missing`);
    }
  }
  for (const lib of list.libs) {
    try {
      require(`${__hooks}/lib/${lib}`);
    } catch (err) {
      failures.push(`lib/${lib}: ${String(err)}`);
    }
  }
  return {
    ok: failures.length === 0,
    files: list.entries.length + list.libs.length,
    failures,
    checkedAt: new Date().toISOString(),
  };
}

/** Runs the check and keeps its verdict for the middleware; logs an error when it fails. */
export function checkHooks(app: CoreApp): HooksCheck {
  const result = runHooksCheck();
  app.store().set(CHECK_KEY, result);
  if (!result.ok) {
    // note: the app's logger reaches only the dashboard's logs outside dev mode; the console is
    // what journald and `docker logs` keep.
    console.error(`*** Hooks self-check failed: writes are refused: ${result.failures.join('; ')} ***`);
    app.logger().error('Hooks self-check failed: writes are refused', 'failures', result.failures.join('; '));
  }
  return result;
}

/** The kept verdict, checking now if there is none yet. */
export function hooksCheck(app: CoreApp): HooksCheck {
  return (app.store().get(CHECK_KEY) as HooksCheck | null) || checkHooks(app);
}

/**
 * GET /api/site/health: 200 when the hooks are checked, else 503; what failed is shown to
 * superusers only (it names files and errors).
 */
export function siteHealth(e: core.RequestEvent): void {
  const check = hooksCheck(e.app);
  const hooks = e.hasSuperuserAuth() ? check : { ok: check.ok, files: check.files, checkedAt: check.checkedAt };
  e.response.header().set('Cache-Control', 'no-store');
  e.json(check.ok ? 200 : 503, { status: check.ok ? 'ok' : 'failed', hooks });
}
