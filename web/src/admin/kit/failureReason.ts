/**
 * Why a save failed, in plain words with what to do next (issue 28, item 1): shown beside the
 * button that was pressed, under the specification's own failure message, which stays verbatim.
 */
import { errorStatus, fieldErrorCodes, fieldErrors, isAbortError, serverMessage } from '../../lib/apiErrors';
import { SAVE_TIME_LIMIT_MS, SaveTimedOut } from '../data/timeLimit';

export const OFFLINE_REASON = 'No connection — your changes are kept; press Save again.';
export const NOT_ALLOWED_REASON =
  'You are no longer allowed to make this change: your access was removed or you were signed out. ' +
  'Your changes are kept on this screen; sign in again, or ask an admin to restore your access.';
export const FIELD_REASON = 'A field needs attention — see the message under it.';
export const TOO_LARGE_REASON = 'The files are too large to send. Choose smaller images, then press Save again.';
export const TOO_MANY_REASON = 'Too many saves in a short time. Wait a minute, then press Save again.';
/**
 * note: a stopped save may still have reached the server and be written once it wakes; a retry
 * based on the same loaded version is then refused as a newer change (409), and says so.
 */
export const TIMEOUT_REASON =
  `The server did not answer within ${SAVE_TIME_LIMIT_MS / 1000} seconds. ` +
  'Your changes are kept: press Save to try again, or Cancel to leave without saving. ' +
  'If Save then says it was changed by someone else, the first save went through — reload to check.';
/** For a failure none of the above explains: still what to do next, never "see the console". */
export const UNKNOWN_REASON =
  'Your changes are kept; press Save again. If it keeps failing, tell the site’s developer.';
export const SERVER_REASON =
  'The server could not save it — your changes are kept; press Save again in a minute. ' +
  'If it keeps failing, tell the site’s developer.';

/**
 * True when the signed-in account can no longer act: its session is refused by the server
 * (revoked, deleted or signed out elsewhere). Asked only after a refused save whose status does
 * not say why (PocketBase answers 404 to an update its rule forbids, 400 to such a create).
 */
async function accountRefused(): Promise<boolean> {
  const { pb } = await import('../../lib/pocketbase');
  if (!pb.authStore.isValid) return true;
  try {
    await pb.collection(pb.authStore.record?.collectionName || 'users').authRefresh();
    return false;
  } catch (err) {
    const status = errorStatus(err);
    return status === 401 || status === 403 || status === 404;
  }
}

/**
 * True when the request never reached the server: the SDK wraps a failed fetch as status 0 with
 * the fetch's own error kept (a bug in the page is a plain Error and says nothing of the network).
 */
function unreached(err: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return (err as { originalError?: unknown } | null)?.originalError instanceof TypeError;
}

/** The plain reason of a failed save and what to do next (null only for a save staff stopped). */
export async function failureReason(err: unknown): Promise<string | null> {
  if (err instanceof SaveTimedOut) return TIMEOUT_REASON;
  if (isAbortError(err)) return null;
  const status = errorStatus(err);
  if (status === 0) return unreached(err) ? OFFLINE_REASON : UNKNOWN_REASON;
  if (status === 409) return serverMessage(err);
  if (status === 401 || status === 403) return NOT_ALLOWED_REASON;
  if (status === 413) return TOO_LARGE_REASON;
  if (status === 429) return TOO_MANY_REASON;
  if (status >= 500) return SERVER_REASON;
  if (Object.keys(fieldErrors(err)).length > 0) return FIELD_REASON;
  if ((status === 400 || status === 404) && (await accountRefused())) return NOT_ALLOWED_REASON;
  const message = serverMessage(err);
  return message && !GENERIC_MESSAGE.test(message) ? message : UNKNOWN_REASON;
}

/** PocketBase's own catch-all texts ("Failed to create record.", ...): they add nothing beside ours. */
const GENERIC_MESSAGE =
  /^(Failed to (create|update|delete) record|Something went wrong|The requested resource wasn't found|An error occurred)/;

/** PocketBase's field codes whose own text staff cannot act on, in plain words. */
const PLAIN_FIELD_MESSAGES: Record<string, string> = {
  validation_missing_rel_records: 'This choice no longer exists (someone may have deleted it). Choose another.',
  validation_not_unique: 'This is already in use. Choose another.',
};

/** The server's field errors of a refused save, in plain words where PocketBase's own are not. */
export function plainFieldErrors(err: unknown): Record<string, string> {
  const codes = fieldErrorCodes(err);
  const messages = fieldErrors(err);
  for (const field of Object.keys(messages)) messages[field] = PLAIN_FIELD_MESSAGES[codes[field]] ?? messages[field];
  return messages;
}
