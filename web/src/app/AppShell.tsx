import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { Outlet, useLocation } from 'react-router-dom';

/** Scrolls to the top whenever the path changes (seed section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Root of every route: scroll reset and the app's one toast area. */
export function AppShell() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Toaster position="top-center" />
    </>
  );
}
