import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteError';

/**
 * Scrolls to the top whenever the path changes (seed section 2), or to the element a `#hash`
 * names when the new screen has it. Not when the app starts: the browser places a new page.
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // note: only a new path scrolls; a changed hash alone is the browser's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}

/**
 * Root of every route of the app: the scroll reset, and RouteError instead of a screen that
 * failed. (The toast area belongs to the admin area, the only one that toasts: see AdminLayout.)
 */
export function AppShell() {
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary path={useLocation().pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
