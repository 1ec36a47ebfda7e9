import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router-dom';
import { AppRouter } from '../app/AppRouter';
import { AppRoutes } from '../app/routeTree';

/**
 * Renders `routes` at `path` in the app's router (web/src/app/AppRouter.tsx) on a memory
 * history, with `beside` next to it (the admin's dialogs); the history tells where the app went.
 */
export function renderRoutes(routes: RouteObject[], path: string, beside?: ReactNode) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const view = render(
    <>
      <AppRouter history={history}>
        <AppRoutes routes={routes} />
      </AppRouter>
      {beside}
    </>,
  );
  return { history, ...view };
}
