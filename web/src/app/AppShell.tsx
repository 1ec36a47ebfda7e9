import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * Scrolls to the top whenever the path changes (seed section 2), or to the element a `#hash`
 * names when the new page has it (e.g. /contact#quote).
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // note: only a new path scrolls; a changed hash alone is the browser's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
