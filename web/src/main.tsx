import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, routerReady } from './app/router';
import { keepFirstPaintImage } from './public/firstPaintImage';
import { useSiteStore } from './stores/site';
import { takeEmbeddedSiteData } from './stores/siteEmbed';

// Public pages come with their data embedded by the server (zero API round trips); the
// six parallel reads remain the fallback (make dev, admin pages) and serve every refresh.
// The auth state is settled by the screens that need it (admin area, login, register).
if (!useSiteStore.getState().hydrate(takeEmbeddedSiteData())) void useSiteStore.getState().fetchAll();

const router = createAppRouter();

// note: the first screen is a lazy chunk (preloaded by the server's <link rel="modulepreload">);
// rendering once it is loaded paints the whole page at once instead of a fallback first.
void routerReady(router).then(() => {
  const root = document.getElementById('root')!;
  keepFirstPaintImage(root);
  // note: a transition renders in slices that yield to the browser every few milliseconds, so
  // the first render of a long page does not block a phone's main thread for hundreds of ms.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
});
