// The request body cap of docs/SECURITY.md on every route. PocketBase's own limit on record
// routes adds each file field's maximum (248 MB for a project); this one is applied too.
// The realtime cap per client is in responses.pb.ts (it wraps the stream's request).
import type * as Limits from '../../shared/limits';

// note: a top-level require runs once, at registration.
const { MAX_REQUEST_BYTES } = require(`${__hooks}/lib/shared/limits.js`) as typeof Limits;
const bodyLimit = $apis.bodyLimit(MAX_REQUEST_BYTES);
// note: a route's own limit replaces a global one with the same id ("pbBodyLimit"); under its
// own id this one stays in every route's chain. It is Go code: it holds no JS VM.
(bodyLimit as unknown as { id: string }).id = 'siteBodyLimit';
routerUse(bodyLimit as unknown as Middleware);

export {};
