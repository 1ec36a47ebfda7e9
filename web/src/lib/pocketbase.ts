import PocketBase, { ClientResponseError } from 'pocketbase';

/**
 * The one PocketBase client of the app. The SPA is served by PocketBase itself, so the API is
 * on the same origin; `VITE_PB_URL` overrides it (for example a remote instance in development).
 * The SDK's default LocalAuthStore keeps the session under the `pocketbase_auth` key.
 */
export const pb = new PocketBase(import.meta.env.VITE_PB_URL ?? '/');

// note: the site loads several lists at once from the same collection paths; the SDK's
// auto-cancellation would abort all but the last of them.
pb.autoCancellation(false);

/** True when the error is an aborted request (page left, request superseded): not worth reporting. */
export function isAbortError(err: unknown): boolean {
  return err instanceof ClientResponseError ? err.isAbort : Boolean((err as { isAbort?: unknown } | null)?.isAbort);
}

/** The HTTP status of a PocketBase client error, 0 for network failures and unknown errors. */
export function errorStatus(err: unknown): number {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}
