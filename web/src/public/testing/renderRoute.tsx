/** Renders the app's real routes at a path in a memory history, for the app's unit tests. */
import { preloadEveryRoute, routes } from '../../app/router';
import { renderRoutes } from '../../testing/renderRoutes';

/**
 * Renders once the lazy screens have loaded, as main.tsx does in the browser; here every screen,
 * as a test may go on to any of them (see preloadEveryRoute).
 */
export async function renderRoute(path: string) {
  await preloadEveryRoute();
  return renderRoutes(routes, path);
}

/** Text a visitor must never see (a missing value rendered raw). */
export const BROKEN_TEXT = /undefined|NaN|\[object Object\]|null/;
