/** Renders the app's real routes at a path in a memory history, for the app's unit tests. */
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { AppRouter } from '../../app/AppRouter';
import { preloadEveryRoute, routes } from '../../app/router';
import { AppRoutes } from '../../app/routeTree';

/**
 * Renders once the lazy screens have loaded, as main.tsx does in the browser; here every screen,
 * as a test may go on to any of them (see preloadEveryRoute).
 */
export async function renderRoute(path: string) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  await preloadEveryRoute();
  const view = render(
    <AppRouter history={history}>
      <AppRoutes routes={routes} />
    </AppRouter>,
  );
  return { history, ...view };
}

/** Text a visitor must never see (a missing value rendered raw). */
export const BROKEN_TEXT = /undefined|NaN|\[object Object\]|null/;
