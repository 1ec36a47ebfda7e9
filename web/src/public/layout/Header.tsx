import { useEffect, useState } from 'react';
import { FaBars, FaTimes } from 'react-icons/fa';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useSiteStore } from '../../stores/site';
import { SiteLogo } from '../../components/SiteLogo';
import { useCompanyName } from '../../components/useCompanyName';

/** Pixels scrolled before the header turns into a floating bar (seed section 9). */
export const SCROLL_THRESHOLD = 10;

export const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.services.getHref(), label: 'Services' },
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.projects.getHref(), label: 'Projects' },
  { to: paths.contact.getHref(), label: 'Contact Us' },
] as const;

function desktopLinkClass({ isActive }: { isActive: boolean }): string {
  return `relative rounded-md px-3 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-colors ${
    isActive
      ? 'text-brand-900 after:bg-amber-500'
      : 'text-slate-600 after:bg-transparent hover:text-brand-900 hover:after:bg-slate-300'
  }`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  return `flex min-h-12 items-center rounded-lg border-l-4 px-4 text-base font-medium ${
    isActive ? 'border-amber-500 bg-amber-50 text-brand-900' : 'border-transparent text-slate-700 hover:bg-slate-100'
  }`;
}

/** True once the window is scrolled past the threshold. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    function onScroll() {
      setScrolled(window.scrollY > threshold);
    }
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/**
 * Site header: logo, company name and the five links, the current page marked. Past 10 px of
 * scroll it floats as a translucent rounded bar; on small screens a toggle opens the links.
 */
export function Header() {
  const loading = useSiteStore((s) => s.loading);
  const homeSettings = useSiteStore((s) => s.homeSettings);
  const companyName = useCompanyName();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setMenuOpen(false);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const bar = scrolled
    ? 'mx-2 mt-2 rounded-2xl border border-white/60 bg-white/80 shadow-lg shadow-brand-900/10 backdrop-blur-md sm:mx-4'
    : 'border-b border-slate-200 bg-white';

  return (
    <header className="sticky top-0 z-40">
      <div data-scrolled={scrolled} className={`transition-all duration-300 ${bar}`}>
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
          <Link
            to={paths.home.getHref()}
            className="flex min-w-0 items-center gap-3 rounded-lg"
            onClick={() => setMenuOpen(false)}
          >
            <SiteLogo homeSettings={homeSettings} className="h-10 w-10 shrink-0 sm:h-11 sm:w-11" />
            <span className="min-w-0 text-base leading-tight font-bold text-brand-900 sm:text-lg">
              {loading ? 'Loading...' : companyName}
            </span>
          </Link>

          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={desktopLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <button
            type="button"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-slate-100 lg:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <FaTimes aria-hidden="true" className="h-5 w-5" />
            ) : (
              <FaBars aria-hidden="true" className="h-5 w-5" />
            )}
          </button>
        </div>

        {menuOpen && (
          <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 lg:hidden">
            <ul className="flex flex-col gap-1 px-3 py-3">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    className={mobileLinkClass}
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
