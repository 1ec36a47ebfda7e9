import './index.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { AppRouter } from './app/AppRouter';
import { preloadRoute, routes } from './app/router';
import { AppRoutes } from './app/routeTree';
import { useSiteStore } from './stores/site';
import { pageData, type PageData } from './stores/pageData';
import { embeddedSiteData, startFromSiteData } from './stores/siteEmbed';

// The app, imported by the boot script (web/src/boot.ts) once the page has painted.
// A public page comes rendered by the server (web/src/server/renderPage.tsx) and names the site
// data it was rendered from: the stores start from that data and React hydrates the server's
// markup, with none of the API's reads. Other pages (admin, sign-in; `make dev`) render from
// scratch, and the API's parallel reads fill the site store; so does a page whose content was
// edited since it was rendered (its data is gone). A page whose data cannot be fetched (offline)
// stays as the server sent it: readable, with working links. The auth state is settled by the
// screens that need it (admin area, login, register).

// note: `v5Compat` has the history report the app's own moves too (as BrowserRouter's does).
const history = createBrowserHistory({ v5Compat: true });
const app = (
  <StrictMode>
    <AppRouter history={history}>
      <AppRoutes routes={routes} />
    </AppRouter>
  </StrictMode>
);

// The app starts once the page's site data (preloaded by the boot script) and the first screen's
// chunk are in.
// note: the first screen is a lazy chunk (preloaded by the boot script from the server's list);
// hydrating once it is loaded matches the server's markup at once, with no fallback first.
void Promise.all([pageData(), preloadRoute(history.location.pathname)]).then(([page]) => start(page));

function start(page: PageData): void {
  if (page.kind === 'failed') {
    console.warn('The site data of this page could not be loaded: the page stays as it is.');
    return;
  }
  const embedded = embeddedSiteData(page);
  if (!startFromSiteData(embedded)) void useSiteStore.getState().fetchAll();
  // note: the not-found page of every unknown project (category) is one page, rendered at another
  // path: the app renders that page for its own path instead of hydrating the markup.
  const hydrate = embedded?.site?.path === window.location.pathname;
  const root = document.getElementById('root')!;
  // note: hydration runs in a transition, in slices of a few milliseconds with the browser free
  // between them, so it is no long task a tap waits behind (Lighthouse's TBT on `/` 157–251 →
  // 47–109 ms, decision 006). A click that lands between slices has React finish hydrating at once
  // and then handle it: e2e/hydration-click clicks through the start-up at 6x CPU. A page
  // rendered from scratch renders in a transition too.
  // A rendered page holds only what visitors see; signed-in staff also read the drafts (to
  // preview them, issue 15), so their stores reload through the API once the page is up: after
  // hydration has committed, since stores that change while React hydrates in slices no longer
  // match the server's markup (React then throws that markup away and renders from scratch).
  const started = embedded && hasStoredSession() ? () => void useSiteStore.getState().fetchAll() : null;
  const tree = started ? <AfterStart effect={started}>{app}</AfterStart> : app;
  if (hydrate && root.firstElementChild) startTransition(() => void hydrateRoot(root, tree));
  else startTransition(() => createRoot(root).render(tree));
}

/** Runs `effect` once, after the app's first render (or its hydration) has committed. */
function AfterStart({ effect, children }: { effect: () => void; children: ReactNode }) {
  // note: run once, as the app starts: `effect` never changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(effect, []);
  return children;
}

/** True when a session is stored (the SDK's `pocketbase_auth` key, web/src/lib/pocketbase.ts). */
function hasStoredSession(): boolean {
  try {
    return !!window.localStorage.getItem('pocketbase_auth');
  } catch {
    return false;
  }
}
