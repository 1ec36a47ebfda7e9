/** Renders the app's real routes at a path in a memory router, for the public pages' unit tests. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routerReady, routes } from '../../app/router';

/** Renders once the page's lazy route module has loaded, as main.tsx does in the browser. */
export async function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Text a visitor must never see (a missing value rendered raw). */
export const BROKEN_TEXT = /undefined|NaN|\[object Object\]|null/;
