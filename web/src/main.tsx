import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { initAuth } from './stores/auth';
import { useSiteStore } from './stores/site';
import { takeEmbeddedSiteData } from './stores/siteEmbed';
import './index.css';

// Start both loads before the first render; screens show spinners and skeletons meanwhile.
// Public pages come with their data embedded by the server (zero API round trips); the
// six parallel reads remain the fallback (make dev, admin pages) and serve every refresh.
void initAuth();
if (!useSiteStore.getState().hydrate(takeEmbeddedSiteData())) void useSiteStore.getState().fetchAll();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
