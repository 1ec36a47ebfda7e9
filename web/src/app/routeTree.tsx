import { Navigate, type RouteObject } from 'react-router-dom';
import { PUBLIC_ROUTES, SCREENS, type Screen } from '@shared/routes';
import { FullPageSpinner } from '../components/Spinner';
import { PublicLayout } from '../public/layout/PublicLayout';
import { AppShell } from './AppShell';
import { paths } from './paths';
import { RouteError } from './RouteError';

/** How each public screen is reached: `lazy` in the browser, `Component` on the server. */
export type PublicScreens = Record<Screen, Pick<RouteObject, 'lazy' | 'Component'>>;

/**
 * The app's route tree, from the one table of public routes (shared/routes.ts). The browser
 * router (router.tsx) loads the screens on demand; the server renderer
 * (web/src/server/renderPage.tsx) gives them as components and no app routes. Both build the
 * same tree above a public page, with the same route ids, so the server's markup is what the
 * browser hydrates.
 */
export function routeTree(screens: PublicScreens, appRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'app',
      element: <AppShell />,
      errorElement: <RouteError />,
      // note: only the tests' memory routers show this: main.tsx hydrates once the first screen is loaded.
      HydrateFallback: FullPageSpinner,
      children: [
        {
          id: 'public',
          element: <PublicLayout />,
          children: SCREENS.map((screen) => ({ id: screen, path: PUBLIC_ROUTES[screen], ...screens[screen] })),
        },
        ...appRoutes,
        { id: 'unknown', path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
      ],
    },
  ];
}
