/**
 * Limits on what one request or one client may hold (issue 14, docs/SECURITY.md), for the
 * hooks that enforce them and the tests that check them.
 */

/**
 * The largest request body, uploads included. PocketBase's own limit on record routes adds each
 * file field's maximum (248 MB for a project); pb_hooks/src/limits.pb.ts applies this one too.
 */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

/**
 * Open realtime streams per client address. The site itself subscribes to nothing (PocketBase's
 * dashboard does, a stream a tab); each open stream holds ~0.55 MB.
 */
export const MAX_REALTIME_PER_CLIENT = 5;
