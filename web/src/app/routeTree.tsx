import type { ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PUBLIC_ROUTES, SCREENS, type Screen } from '@shared/routes';
import { PublicLayout } from '../public/layout/PublicLayout';
import { AppShell } from './AppShell';
import { paths } from './paths';

/** Each public screen: loaded on demand in the browser (router.tsx), imported on the server. */
export type PublicScreens = Record<Screen, ComponentType>;

/**
 * The app's route tree, from the one table of public routes (shared/routes.ts). The browser
 * (router.tsx) loads the screens on demand; the server renderer (web/src/server/renderPage.tsx)
 * gives them as components and no app routes. Both build the same tree above a public page, so
 * the server's markup is what the browser hydrates.
 */
export function routeTree(screens: PublicScreens, appRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        {
          element: <PublicLayout />,
          children: SCREENS.map((screen) => ({ path: PUBLIC_ROUTES[screen], Component: screens[screen] })),
        },
        ...appRoutes,
        { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
      ],
    },
  ];
}

/** What `routes` render at the router's location (a BrowserRouter's, a StaticRouter's or a test's). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
