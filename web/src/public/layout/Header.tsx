import { FaBars, FaTimes } from 'react-icons/fa';
import { paths } from '../../lib/paths';
import { SiteLogo } from '../../components/SiteLogo';
import { useSite } from '../site/SiteContext';

export const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.services.getHref(), label: 'Services' },
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.projects.getHref(), label: 'Projects' },
  { to: paths.contact.getHref(), label: 'Contact Us' },
] as const;

/** True when the page at `path` is the link's: Home only on '/', the others on their path and below. */
export function isCurrentLink(to: string, path: string): boolean {
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}

function desktopLinkClass(isActive: boolean): string {
  return `relative rounded-md px-3 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-colors ${
    isActive
      ? 'text-brand-900 after:bg-amber-500'
      : 'text-slate-600 after:bg-transparent hover:text-brand-900 hover:after:bg-slate-300'
  }`;
}

function mobileLinkClass(isActive: boolean): string {
  return `flex min-h-12 items-center rounded-lg border-l-4 px-4 text-base font-medium ${
    isActive ? 'border-amber-500 bg-amber-50 text-brand-900' : 'border-transparent text-slate-700 hover:bg-slate-100'
  }`;
}

/** The five links as a list, the current page marked, each link styled by `linkClass`. */
function NavList({
  path,
  className,
  linkClass,
}: {
  path: string;
  className: string;
  linkClass: (current: boolean) => string;
}) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const current = isCurrentLink(link.to, path);
        return (
          <li key={link.to}>
            <a href={link.to} aria-current={current ? 'page' : undefined} className={linkClass(current)}>
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

// note: both looks of the bar are in its classes; the page script (site.ts) only sets
// `data-scrolled="true"` past 10 px of scroll (seed section 9: a translucent rounded bar).
const BAR =
  'border-b border-slate-200 bg-white transition-all duration-300 data-[scrolled=true]:mx-2 data-[scrolled=true]:mt-2 data-[scrolled=true]:rounded-2xl data-[scrolled=true]:border data-[scrolled=true]:border-white/60 data-[scrolled=true]:bg-white/80 data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-brand-900/10 data-[scrolled=true]:backdrop-blur-md sm:data-[scrolled=true]:mx-4';

/**
 * Site header: logo, company name and the five links, the current page marked. Rendered once on
 * the server; its behaviour is the page script's (site.ts): past 10 px of scroll it floats as a
 * translucent rounded bar, and on small screens the toggle shows and hides the links.
 */
export function Header() {
  const { homeSettings, footer, path } = useSite();
  const companyName = footer?.company_name?.trim() ?? '';

  return (
    <>
      <header className="sticky top-0 z-40">
        <div data-scrolled="false" className={BAR}>
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
            <a href={paths.home.getHref()} className="flex min-w-0 items-center gap-3 rounded-lg">
              <SiteLogo homeSettings={homeSettings} className="h-10 w-10 shrink-0 sm:h-11 sm:w-11" />
              <span className="min-w-0 text-base leading-tight font-bold text-brand-900 sm:text-lg">{companyName}</span>
            </a>

            <nav aria-label="Main" className="hidden lg:block">
              <NavList path={path} className="flex items-center gap-1" linkClass={desktopLinkClass} />
            </nav>

            <button
              type="button"
              className="group flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-slate-100 lg:hidden"
              aria-label="Open menu"
              aria-expanded="false"
              aria-controls="mobile-menu"
            >
              <FaBars aria-hidden="true" className="h-5 w-5 group-aria-expanded:hidden" />
              <FaTimes aria-hidden="true" className="hidden h-5 w-5 group-aria-expanded:block" />
            </button>
          </div>

          <nav id="mobile-menu" hidden aria-label="Mobile" className="border-t border-slate-200 lg:hidden">
            <NavList path={path} className="flex flex-col gap-1 px-3 py-3" linkClass={mobileLinkClass} />
          </nav>
        </div>
      </header>
      {/* Without JavaScript the toggle can do nothing: it is hidden, and the links stand in a row
          under the header on small screens, scrolling away with the page (issue 39). */}
      <noscript>
        <style>{'[aria-controls="mobile-menu"]{display:none}'}</style>
        <nav aria-label="Mobile" className="border-b border-slate-200 bg-white lg:hidden">
          <NavList
            path={path}
            className="mx-auto flex max-w-7xl flex-wrap gap-x-1 gap-y-2 px-2 py-2"
            linkClass={desktopLinkClass}
          />
        </nav>
      </noscript>
    </>
  );
}
