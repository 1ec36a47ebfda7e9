import type PocketBase from 'pocketbase';

let client: Promise<PocketBase> | undefined;

/**
 * The app's PocketBase client (`pb` of `./pocketbase`), loaded on first use. Public pages start
 * from the data the server embedded, so the SDK stays off their first load; their stores call
 * this inside the actions that reach the server. (Admin code, a lazy chunk itself, imports `pb`.)
 */
export function loadPocketBase(): Promise<PocketBase> {
  // note: one import for all callers. Besides, Vitest 4 hands overlapping dynamic imports of a
  // mocked module the real module (https://github.com/vitest-dev/vitest/issues/7040).
  client ??= import('./pocketbase').then((module) => module.pb);
  return client;
}
