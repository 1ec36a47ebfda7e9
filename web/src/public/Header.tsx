import { useEffect, useState } from 'react';
import { FaBars, FaTimes } from 'react-icons/fa';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../app/paths';
import { useSiteStore } from '../stores/site';
import { SiteLogo } from './SiteLogo';
import { useCompanyName } from './useCompanyName';

/** Pixels scrolled before the header turns into a floating bar (seed section 9). */
export const SCROLL_THRESHOLD = 10;

export const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.services.getHref(), label: 'Services' },
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.projects.getHref(), label: 'Projects' },
  { to: paths.contact.getHref(), label: 'Contact Us' },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'text-amber-600' : 'text-slate-700 hover:text-brand-700'
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

/** Site header: logo, company name, navigation, and a menu toggle on small screens. */
export function Header() {
  const loading = useSiteStore((s) => s.loading);
  const homeSettings = useSiteStore((s) => s.homeSettings);
  const companyName = useCompanyName();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);

  const bar = scrolled ? 'mx-2 mt-2 rounded-2xl bg-white/80 shadow-lg backdrop-blur-md sm:mx-4' : 'bg-white';

  return (
    <header className="sticky top-0 z-40">
      <div className={`transition-all duration-300 ${bar}`}>
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3 sm:px-6">
          <Link to={paths.home.getHref()} className="flex items-center gap-3" onClick={() => setMenuOpen(false)}>
            <SiteLogo homeSettings={homeSettings} />
            <span className="text-lg font-semibold text-brand-900">{loading ? 'Loading...' : companyName}</span>
          </Link>

          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <FaTimes aria-hidden="true" /> : <FaBars aria-hidden="true" />}
          </button>
        </div>

        {menuOpen && (
          <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 md:hidden">
            <ul className="flex flex-col px-4 py-2">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    className={(state) => `block ${navLinkClass(state)}`}
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
