import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { initAuth } from './stores/auth';
import { useSiteStore } from './stores/site';
import './index.css';

// Start both loads before the first render; screens show spinners and skeletons meanwhile.
void initAuth();
void useSiteStore.getState().fetchAll();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
