import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ContactBar } from './ContactBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { usePageMeta } from './usePageMeta';

/**
 * Moves the keyboard focus to the main content when the path changes (not on the first page
 * load), so a screen reader starts reading the new page instead of staying on a stale link.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Keeps the browser tab's title that of the page, as the server renders it into the head
 * (shared/seo.ts): "{page} | {company}", the company first on the home page.
 */
function usePageTitle() {
  const title = usePageMeta()?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** Header, the page, footer: the frame of every public page, with a skip link first. */
export function PublicLayout() {
  useFocusMainOnNavigation();
  usePageTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ContactBar />
    </div>
  );
}
