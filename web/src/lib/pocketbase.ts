import PocketBase from 'pocketbase';
import { API_BASE_URL } from './apiUrl';

/**
 * The one PocketBase client of the app, on the API's base URL (`./apiUrl`). The SDK's default
 * LocalAuthStore keeps the session under the `pocketbase_auth` key. Public code loads this module
 * lazily (`loadPocketBase`); the error helpers live apart in `./apiErrors`.
 */
export const pb = new PocketBase(API_BASE_URL);

// note: the site loads several lists at once from the same collection paths; the SDK's
// auto-cancellation would abort all but the last of them.
pb.autoCancellation(false);
