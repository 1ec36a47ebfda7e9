import { FaBars, FaTimes } from 'react-icons/fa';
import { LANGUAGE_NAMES, LANGUAGES } from '@shared/languages';
import { isNotFoundPath, localePath, pathOf, PUBLIC_ROUTES, splitLanguage, type Screen } from '@shared/routes';
import { SiteLogo } from '../../components/SiteLogo';
import { useHref, useWords } from '../site/Localized';
import { useSite } from '../site/SiteContext';

/** The header's five links: each a screen, named by the page's words (shared/words.ts `pages`). */
/** A page name of shared/words.ts (the entries that are plain words). */
export type PageName = 'home' | 'services' | 'aboutCrumb' | 'projects' | 'contactCrumb';

export const NAV_LINKS: readonly { screen: Screen; label: PageName }[] = [
  { screen: 'home', label: 'home' },
  { screen: 'services', label: 'services' },
  { screen: 'about', label: 'aboutCrumb' },
  { screen: 'projects', label: 'projects' },
  { screen: 'contact', label: 'contactCrumb' },
];

/**
 * True when the page at `path` is the link's (English paths, `splitLanguage` takes the prefix
 * off): Home only on '/', the others on their path and below.
 */
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
  const words = useWords().pages;
  const href = useHref();
  const english = splitLanguage(path).path;
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => {
        const current = isCurrentLink(PUBLIC_ROUTES[link.screen], english);
        return (
          <li key={link.screen}>
            <a href={href(link.screen)} aria-current={current ? 'page' : undefined} className={linkClass(current)}>
              {words[link.label]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The language switcher (issue 40): this same page in each language, as plain links (no script;
 * decision 041). Each link names its language in that language, with `lang` and `hreflang`; the
 * page's own is marked current.
 */
export function LanguageSwitcher({
  className,
  linkClass,
}: {
  className: string;
  linkClass: (current: boolean) => string;
}) {
  const { path, language: current } = useSite();
  // A not-found page (one file for every missing path) offers each language's projects instead.
  const english = isNotFoundPath(path) ? pathOf('projects') : splitLanguage(path).path;
  return (
    <nav aria-label={useWords().site.languages} className={className}>
      <ul className="flex items-center gap-1">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={localePath(english, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'page' : undefined}
              className={linkClass(language === current)}
            >
              {LANGUAGE_NAMES[language].own}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function switcherLinkClass(isActive: boolean): string {
  return `flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-brand-900 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-brand-900'
  }`;
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
  const words = useWords().site;
  const href = useHref();

  return (
    <>
      <header className="sticky top-0 z-40">
        <div data-scrolled="false" className={BAR}>
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
            <a href={href('home')} className="flex min-w-0 items-center gap-3 rounded-lg">
              <SiteLogo homeSettings={homeSettings} className="h-10 w-10 shrink-0 sm:h-11 sm:w-11" />
              <span className="min-w-0 text-base leading-tight font-bold text-brand-900 sm:text-lg">{companyName}</span>
            </a>

            <div className="hidden items-center gap-3 lg:flex">
              <nav aria-label={words.mainNav}>
                <NavList path={path} className="flex items-center gap-1" linkClass={desktopLinkClass} />
              </nav>
              <LanguageSwitcher className="border-l border-slate-200 pl-3" linkClass={switcherLinkClass} />
            </div>

            <button
              type="button"
              className="group flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-slate-100 lg:hidden"
              aria-label={words.openMenu}
              data-close-label={words.closeMenu}
              aria-expanded="false"
              aria-controls="mobile-menu"
            >
              <FaBars aria-hidden="true" className="h-5 w-5 group-aria-expanded:hidden" />
              <FaTimes aria-hidden="true" className="hidden h-5 w-5 group-aria-expanded:block" />
            </button>
          </div>

          <div id="mobile-menu" hidden className="border-t border-slate-200 lg:hidden">
            <nav aria-label={words.mobileNav}>
              <NavList path={path} className="flex flex-col gap-1 px-3 pt-3" linkClass={mobileLinkClass} />
            </nav>
            <LanguageSwitcher className="mx-3 mt-2 mb-3 border-t border-slate-200 pt-2" linkClass={switcherLinkClass} />
          </div>
        </div>
      </header>
      {/* Without JavaScript the toggle can do nothing: it is hidden, and the links stand in a row
          under the header on small screens, scrolling away with the page (issue 39). */}
      <noscript>
        <style>{'[aria-controls="mobile-menu"]{display:none}'}</style>
        <div className="border-b border-slate-200 bg-white lg:hidden">
          <nav aria-label={words.mobileNav}>
            <NavList
              path={path}
              className="mx-auto flex max-w-7xl flex-wrap gap-x-1 gap-y-2 px-2 py-2"
              linkClass={desktopLinkClass}
            />
          </nav>
          <LanguageSwitcher className="mx-auto max-w-7xl px-2 pb-2" linkClass={switcherLinkClass} />
        </div>
      </noscript>
    </>
  );
}
