// The request line and headers are capped in the app itself (issue 26, item 3), not only by the
// proxies in deploy/: Go's default is 1 MB per request, which a flood of long URLs turns into
// memory. PocketBase hands its *http.Server to its serve hook before it listens; Go answers 431
// beyond the cap (shared/limits.ts MAX_HEADER_BYTES).
//
// note: the JSVM leaves out onServe() as a global; the app's own hook is bound here at load time
// instead. Its handler runs once, in the VM that loads the hook files (no request runs yet), so
// it may use what this file declares.
import type * as Limits from '../../shared/limits';

const { MAX_HEADER_BYTES } = require(`${__hooks}/lib/shared/limits.js`) as typeof Limits;

$app.onServe().bindFunc((e: core.ServeEvent) => {
  e.server!.maxHeaderBytes = MAX_HEADER_BYTES;
  return e.next();
});

export {};
