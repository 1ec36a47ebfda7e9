// Every response: security headers (CSP, nosniff, ...) and cache headers. A public GET (not
// /api/, not /_/) takes the short way: lib/pageFiles.ts sends the rendered page's file or the
// build's, with no page logic (docs/ARCHITECTURE.md, "Public pages"). Everything else is
// PocketBase's routing with gzip for all but uploaded images; a write that changed public
// content then has the pages it touched rendered (lib/pages.ts renderSoon). One middleware, not three: a JS
// middleware holds a pooled VM while the rest of the request runs, and nested ones exhausted
// PocketBase's VM pool under load (issue 6).
// It fails closed (issue 14, decision 007): while the hooks self-check has not passed, writes
// and health checks answer 503; a library that fails to load costs its own step, not every
// route (an exception here would answer 400 to every request). Mail requests beyond their
// recipient's limit are refused (lib/mailLimits.ts); the backups API's writes go through
// lib/storageBackups.ts backupWrite. Record updates and deletes run in a
// transaction, uncompressed (lib/recordWrites.ts: their response is written after the commit,
// outside gzip's wrapper). A request to /api/collections/ by anyone but a superuser whose
// expand, perPage, filter or sort is over the bounds is refused with 400 (lib/apiBounds.ts).
// The token of an account with a temporary password is refused but where it may go
// (lib/accountGate.ts). The routes anyone may call take bodies of their own size
// (lib/bodyLimits.ts).
import type * as AccountGate from './lib/accountGate';
import type * as ApiBounds from './lib/apiBounds';
import type * as BodyLimits from './lib/bodyLimits';
import type * as CacheHeaders from './lib/cacheHeaders';
import type * as Compression from './lib/compression';
import type * as Health from './lib/health';
import type * as HooksCheck from './lib/hooksCheck';
import type * as Insights from './lib/insights';
import type * as MailLimits from './lib/mailLimits';
import type * as PageFiles from './lib/pageFiles';
import type * as RealtimeLimit from './lib/realtimeLimit';
import type * as Pages from './lib/pages';
import type * as QuoteSlots from './lib/quoteSlots';
import type * as RecordWrites from './lib/recordWrites';
import type * as SecurityHeaders from './lib/securityHeaders';
import type * as StorageBackups from './lib/storageBackups';
import type * as StorageOwner from './lib/storageOwner';
import type * as Uploads from './lib/uploads';

routerUse((e) => {
  const request = e.request!;
  const path = request.url!.path;
  const method = request.method;
  const api = path === '/api' || path.indexOf('/api/') === 0 || path === '/_' || path.indexOf('/_/') === 0;
  // A stale site found at start (settings.pb.ts) is rendered in the background once the server
  // serves: the first request asks for it. note: once per process (the store's mark, named by
  // lib/pages.ts START_ASKED_KEY), read once per VM: a VM new to the pool does not load the pages
  // library to find nothing to do (issue 38's floods). The minute's cron asks again anyway.
  const started = globalThis as { renderAsked?: boolean };
  if (!started.renderAsked) {
    started.renderAsked = true;
    try {
      if (!e.app.store().has('site.startAsked'))
        (require(`${__hooks}/lib/pages.js`) as typeof Pages).renderAfterStart(e.app, path);
    } catch (err) {
      e.app.logger().error('The public pages cannot be rendered', 'error', String(err));
    }
  }
  if (!api && (method === 'GET' || method === 'HEAD')) {
    try {
      // note: kept on the VM after the first request: `require` resolves its path on every call
      // (~15 % of a static file's throughput).
      const vm = globalThis as { pageFiles?: typeof PageFiles };
      const files = vm.pageFiles || (vm.pageFiles = require(`${__hooks}/lib/pageFiles.js`) as typeof PageFiles);
      if (!files.servePublic(e, request, path)) e.next();
    } catch (err) {
      // A page that could not be answered: a 500 for this request only. (The client's address:
      // the request log counts the message in that client's budget, as below.)
      e.app.logger().error('Serving a public page failed', 'path', path, 'error', String(err), 'userIP', e.realIP());
      e.response.header().set('Cache-Control', 'no-store');
      e.response.header().set('Content-Security-Policy', "default-src 'none'");
      e.html(500, '<!doctype html><title>Server error</title><p>Something went wrong. Please try again later.</p>');
    }
    return;
  }
  const reading = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
  const failed = (step: string, err: unknown) =>
    e.app
      .logger()
      .error('Response middleware step failed', 'step', step, 'path', path, 'error', String(err), 'userIP', e.realIP());
  // note: each library is kept on the VM once loaded (a `require` resolves its path on every
  // call); one that fails to load is tried again by the next request, and costs its own step.
  const vm = globalThis as { libs?: Record<string, unknown>; hooksOk?: boolean };
  const libs = vm.libs || (vm.libs = {});
  const lib = <T>(name: string): T => (libs[name] || (libs[name] = require(`${__hooks}/lib/${name}.js`))) as T;

  // The verdict of the self-check, kept on the VM once it passed (it is taken once per start).
  let checked = vm.hooksOk === true;
  let hooks: typeof HooksCheck | null = null;
  try {
    hooks = lib<typeof HooksCheck>('hooksCheck');
    if (!checked) checked = vm.hooksOk = hooks.hooksCheck(e.app).ok;
    // note: the write rules require this header; only a checked server sets it, over any sent.
    // No rule of a read tests it: a read only has any sent removed.
    const header = request.header;
    header.del(hooks.HOOKS_HEADER);
    if (checked && !reading) header.set(hooks.HOOKS_HEADER, hooks.HOOKS_HEADER_VALUE);
  } catch (err) {
    failed('hooks check', err);
  }
  const set = e.response.header().set;
  // Signing in writes no content: staff and superusers can still sign in to see what is wrong.
  const signingIn = /^\/api\/collections\/[^/]+\/auth-(with-password|refresh)$/.test(path);
  if (!checked && (path === '/api/health' || path === '/api/site/health' || (!reading && !signingIn))) {
    set('Cache-Control', 'no-store');
    if (hooks && path === '/api/site/health') {
      hooks.siteHealth(e);
      return;
    }
    e.json(503, { status: 503, message: 'The server failed its self-check: writes are refused.', data: {} });
    return;
  }
  // PocketBase's own health answers 503 while the data folder or the file storage fails too
  // (lib/health.ts, issue 27).
  if (path === '/api/health') {
    try {
      if (lib<typeof Health>('health').refuseUnhealthy(e)) return;
    } catch (err) {
      failed('health', err);
    }
  }

  try {
    lib<typeof SecurityHeaders>('securityHeaders').setSecurityHeaders(path, set);
  } catch (err) {
    failed('security headers', err);
    set('X-Content-Type-Options', 'nosniff');
    set('Content-Security-Policy', "default-src 'none'");
  }
  try {
    lib<typeof CacheHeaders>('cacheHeaders').setCacheHeaders(path, set);
  } catch (err) {
    failed('cache headers', err);
  }

  // The token of an account with a temporary password is refused at every door but the few it
  // may use (lib/accountGate.ts, issue 38).
  if (e.auth && path.indexOf('/api/') === 0) {
    try {
      if (lib<typeof AccountGate>('accountGate').refuseRestrictedAccount(e, method, path)) return;
    } catch (err) {
      failed('account gate', err);
      e.json(503, { status: 503, message: 'Signed-in requests are unavailable.', data: {} });
      return;
    }
  }

  if (path.indexOf('/api/files/') === 0) {
    try {
      if (lib<typeof Uploads>('uploads').refuseOversizedThumb(e, path)) return;
      // A copy of the site stores no thumb in the live site's storage (lib/storageOwner.ts).
      lib<typeof StorageOwner>('storageOwner').keepThumbsOfCopy(e, path);
    } catch (err) {
      failed('thumb guard', err);
      if (request.url!.query().get('thumb')) {
        e.json(503, { status: 503, message: 'Thumbs are unavailable.', data: {} });
        return;
      }
    }
  }

  let bounds: typeof ApiBounds | null = null;
  try {
    bounds = lib<typeof ApiBounds>('apiBounds');
  } catch (err) {
    failed('query bounds', err);
  }
  if ((!bounds || bounds.isBoundedPath(path)) && !e.hasSuperuserAuth()) {
    try {
      if (bounds && bounds.refuseUnboundedQuery(e, request.url!)) return;
    } catch (err) {
      failed('query bounds', err);
      bounds = null;
    }
    if (!bounds) {
      // note: unchecked, what costs most is still refused: back-relations and @collection joins.
      const query = request.url!.query();
      if (/_via_|@collection/.test(`${query.get('expand')} ${query.get('filter')} ${query.get('sort')}`)) {
        e.json(503, { status: 503, message: 'Queries over relations are unavailable.', data: {} });
        return;
      }
    }
  }

  let compression: typeof Compression | null = null;
  try {
    compression = lib<typeof Compression>('compression');
  } catch (err) {
    failed('compression', err);
  }
  const serve = () => (compression ? compression.compressResponse(e, path) : e.next());
  // note: no guard: when either library fails to load, the self-check above has refused writes.
  if (!reading) {
    // note: first, before a step reads the body (the mail limit, the record's hooks).
    if (lib<typeof BodyLimits>('bodyLimits').refuseOversizedBody(e, method, path)) return;
    // The visit beacon is answered on this VM (lib/insights.ts answerBeacon).
    if (lib<typeof Insights>('insights').answerBeacon(e, method, path)) return;
    // The backups API: a copy writes none into the live site's S3 backup storage; a delete
    // marks the backup's manifest (lib/storageBackups.ts).
    if (path.indexOf('/api/backups') === 0) {
      lib<typeof StorageBackups>('storageBackups').backupWrite(e, path, serve);
      return;
    }
    const mail = lib<typeof MailLimits>('mailLimits');
    const writes = lib<typeof RecordWrites>('recordWrites');
    mail.refuseMailFlood(e);
    // Quote requests are held to a number at once (lib/quoteSlots.ts, issue 38).
    lib<typeof QuoteSlots>('quoteSlots').withQuoteSlot(e, method, path, () => {
      if (!writes.serialiseRecordWrite(e)) serve();
    });
    // The write is answered: the pages it touched are rendered in a request of their own
    // (nothing to do for most writes).
    lib<typeof Pages>('pages').renderSoon(e.app);
    return;
  }
  if (path === '/api/realtime' && method === 'GET') {
    lib<typeof RealtimeLimit>('realtimeLimit').withRealtimeSlot(e, serve);
    return;
  }
  serve();
});

export {};
