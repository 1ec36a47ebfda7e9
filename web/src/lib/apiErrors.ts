/**
 * Reading the errors the PocketBase SDK throws (`ClientResponseError`), without loading the SDK:
 * public pages import these on their first load, the SDK itself comes later (`loadPocketBase`).
 * note: duck-typed on the error's fields (`isAbort`, `status`, `response`), which is all the SDK's
 * error class adds, so no `instanceof` (and no import of the class) is needed.
 */

/** True when the error is an aborted request (page left, request superseded): not worth reporting. */
export function isAbortError(err: unknown): boolean {
  return Boolean((err as { isAbort?: unknown } | null)?.isAbort);
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

/**
 * The server's message when a save was based on a copy someone else changed since (409, "This
 * project was changed by someone else — reload to see the latest."), else null.
 */
export function conflictMessage(err: unknown): string | null {
  return errorStatus(err) === 409 ? serverMessage(err) : null;
}

/** One string property of each entry of a 400's `response.data` (per-field validation details). */
function perField(err: unknown, key: 'message' | 'code'): Record<string, string> {
  const data = (err as { response?: { data?: unknown } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, detail] of Object.entries(data as Record<string, unknown>)) {
    const value = (detail as Record<string, unknown> | null)?.[key];
    if (typeof value === 'string') result[field] = value;
  }
  return result;
}

/** The server's per-field validation messages of a 400 (`response.data.{field}.message`). */
export function fieldErrors(err: unknown): Record<string, string> {
  return perField(err, 'message');
}

/** The server's per-field validation codes of a 400 (`validation_not_unique`, ...). */
export function fieldErrorCodes(err: unknown): Record<string, string> {
  return perField(err, 'code');
}
