import type { SendOptions } from 'pocketbase';

/**
 * How long a save waits without a sign of life from the server (its answer, or for an upload the
 * next bytes taken) before it is stopped and staff are told (issue 39): a hung server otherwise
 * left "Saving..." on screen for as long as staff would wait.
 */
export const SAVE_TIME_LIMIT_MS = 20_000;

/** A save stopped because the server gave no sign of life for `SAVE_TIME_LIMIT_MS`. */
export class SaveTimedOut extends Error {
  constructor() {
    super(`The server did not answer within ${SAVE_TIME_LIMIT_MS / 1000} seconds.`);
    this.name = 'SaveTimedOut';
  }
}

/**
 * One write outside a form's Save (the Users screen's approve, revoke, name and temporary
 * password: issue 39), under the same time limit: `send` gets the SDK options with the limit's
 * signal; past it the request is aborted and this rejects with `SaveTimedOut`.
 */
export async function withTimeLimit<T>(send: (options: SendOptions) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, SAVE_TIME_LIMIT_MS);
  try {
    return await send({ signal: controller.signal });
  } catch (err) {
    if (timedOut) throw new SaveTimedOut();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
