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

/** The server's own message of a client error (e.g. a hook's 400), or null when it has none. */
export function serverMessage(err: unknown): string | null {
  const message = (err as { response?: { message?: unknown } } | null)?.response?.message;
  return typeof message === 'string' && message ? message : null;
}

/** The server's per-field validation messages of a 400 (`response.data.{field}.message`). */
export function fieldErrors(err: unknown): Record<string, string> {
  const data = (err as { response?: { data?: unknown } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, detail] of Object.entries(data as Record<string, unknown>)) {
    const message = (detail as { message?: unknown } | null)?.message;
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}

/** The server's per-field validation codes of a 400 (`validation_not_unique`, ...). */
export function fieldErrorCodes(err: unknown): Record<string, string> {
  const data = (err as { response?: { data?: unknown } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, detail] of Object.entries(data as Record<string, unknown>)) {
    const code = (detail as { code?: unknown } | null)?.code;
    if (typeof code === 'string') result[field] = code;
  }
  return result;
}
