import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { AppRouter } from './app/AppRouter';
import { preloadRoute, routes } from './app/router';
import { AppRoutes } from './app/routeTree';
import { useSiteStore } from './stores/site';

// The admin area and the sign-in screens: a React app of their own, in web/index.html. The
// public pages are documents rendered by the server (docs/ARCHITECTURE.md, "Public pages"); a
// link from here to one of them is a full page load.

// note: `v5Compat` has the history report the app's own moves too (as BrowserRouter's does).
const history = createBrowserHistory({ v5Compat: true });

// The admin's lists and forms read the site store: loaded at start when a session is kept (a
// sign-in loads it too, stores/auth.ts).
if (hasStoredSession()) void useSiteStore.getState().fetchAll();

/** True when a session is stored (the SDK's `pocketbase_auth` key, web/src/lib/pocketbase.ts). */
function hasStoredSession(): boolean {
  try {
    return !!window.localStorage.getItem('pocketbase_auth');
  } catch {
    return false;
  }
}

// note: the first screen's chunk is loaded before the first render, so it paints whole.
void preloadRoute(history.location.pathname).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRouter history={history}>
        <AppRoutes routes={routes} />
      </AppRouter>
    </StrictMode>,
  );
});
