import { useEffect } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';

/**
 * A path the app does not show (a public page, an unknown path): left to the server with a full
 * page load. The public pages are documents the server renders (docs/ARCHITECTURE.md), and it
 * redirects unknown paths to `/`.
 */
function ServerPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return null;
}

/** The app's route tree: its own screens, and every other path left to the server. */
export function routeTree(appRoutes: RouteObject[]): RouteObject[] {
  return [{ element: <AppShell />, children: [...appRoutes, { path: '*', element: <ServerPage /> }] }];
}

/** What `routes` render at the router's location (the browser's router or a test's). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
