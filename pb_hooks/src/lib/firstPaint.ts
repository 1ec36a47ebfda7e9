/**
 * The home page's first paint, rendered on the server (issue 6): the header and the hero (its
 * image, title and calls to action) as static markup inside `#root`, so a visitor on mobile
 * data sees the page, and its largest image, before the ~110 KB of JavaScript has arrived and
 * run. React then renders the same page in its place (createRoot replaces the children).
 *
 * note: the markup and classes mirror web/src/public/Header.tsx (not scrolled) and the Hero of
 * web/src/public/HomePage.tsx; change them together. A mismatch shows as a flash, not as a
 * layout shift: the replaced nodes are new ones (tests/e2e/first-paint.test.ts checks both).
 */
import { companyName, escapeHtml, fileUrl, type PageMeta, type SiteData } from './seo';
import { DEFAULT_PHONE, tagline } from './siteDefaults';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** react-icons' FaPhoneAlt, as the app renders it. */
const PHONE_ICON =
  '<svg stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 512 512" aria-hidden="true" class="text-amber-400" height="1em" width="1em" xmlns="http://www.w3.org/2000/svg"><path d="M497.39 361.8l-112-48a24 24 0 0 0-28 6.9l-49.6 60.6A370.66 370.66 0 0 1 130.6 204.11l60.6-49.6a23.94 23.94 0 0 0 6.9-28l-48-112A24.16 24.16 0 0 0 122.6.61l-104 24A24 24 0 0 0 0 48c0 256.5 207.9 464 464 464a24 24 0 0 0 23.4-18.6l24-104a24.29 24.29 0 0 0-14.01-27.6z"></path></svg>';

/** Must match buttonClass() in web/src/public/buttonClass.ts. */
const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors';

/** Must match NAV_LINKS and desktopLinkClass() in web/src/public/Header.tsx (home active). */
const NAV = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/about', 'About'],
  ['/projects', 'Projects'],
  ['/contact', 'Contact Us'],
];
const NAV_LINK =
  'relative rounded-md px-3 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-colors';
const NAV_ACTIVE = 'text-brand-900 after:bg-amber-500';
const NAV_IDLE = 'text-slate-600 after:bg-transparent hover:text-brand-900 hover:after:bg-slate-300';

function header(data: SiteData, base: string): string {
  const a = escapeHtml;
  const home = data.home_settings;
  const logo = home && str(home.logo);
  const mark = logo
    ? `<img src="${a(fileUrl(base, home, 'logo', '96x96'))}" srcset="${a(fileUrl(base, home, 'logo', '96x96'))} 1x, ${a(fileUrl(base, home, 'logo', '192x192'))} 2x" alt="" width="40" height="40" class="rounded-lg object-contain h-10 w-10 shrink-0 sm:h-11 sm:w-11">`
    : '<span aria-hidden="true" class="flex items-center justify-center rounded-lg bg-brand-700 text-amber-400 h-10 w-10 shrink-0 sm:h-11 sm:w-11"></span>';
  return (
    '<header class="sticky top-0 z-40"><div class="transition-all duration-300 border-b border-slate-200 bg-white">' +
    '<div class="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">' +
    `<a href="/" class="flex min-w-0 items-center gap-3 rounded-lg">${mark}` +
    `<span class="min-w-0 text-base leading-tight font-bold text-brand-900 sm:text-lg">${a(companyName(data))}</span></a>` +
    '<nav aria-label="Main" class="hidden lg:block"><ul class="flex items-center gap-1">' +
    NAV.map(
      ([href, label]) =>
        `<li><a href="${href}" class="${NAV_LINK} ${href === '/' ? NAV_ACTIVE : NAV_IDLE}">${label}</a></li>`,
    ).join('') +
    '</ul></nav>' +
    // The menu toggle's box (it needs the app to work), so the company name wraps as it will.
    '<span aria-hidden="true" class="flex h-11 w-11 shrink-0 lg:hidden"></span>' +
    '</div></div></header>'
  );
}

function hero(meta: PageMeta, data: SiteData): string {
  const a = escapeHtml;
  const home = data.home_settings;
  const stats = data.stats_settings;
  const title = str(home?.title).trim() || companyName(data);
  const subtitle =
    str(home?.subtitle).trim() || tagline(typeof stats?.years_experience === 'number' ? stats.years_experience : null);
  // As useContactDetails() in web/src/public/contactDetails.ts picks it.
  const phone = str(data.contact_settings?.phone).trim() || str(data.Footer_menu?.footer_phone).trim() || DEFAULT_PHONE;
  const image = meta.preload
    ? `<img src="${a(meta.preload.href)}" srcset="${a(meta.preload.srcset)}" sizes="${a(meta.preload.sizes)}" alt="" width="1920" height="1080" fetchpriority="high" data-first-paint="hero" class="absolute inset-0 -z-10 h-full w-full object-cover">`
    : '';
  return (
    '<section aria-labelledby="hero-heading" class="bg-blueprint relative isolate overflow-hidden">' +
    image +
    '<div aria-hidden="true" class="absolute inset-0 -z-10 bg-brand-950/85 sm:bg-transparent sm:bg-gradient-to-r sm:from-brand-950/95 sm:via-brand-950/80 sm:to-brand-950/40"></div>' +
    '<div class="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 pt-20 pb-28 sm:pt-28 sm:pb-36 lg:pt-32 lg:pb-44">' +
    '<p class="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-amber-300 ring-1 ring-white/20 backdrop-blur">Building &amp; decorating contractor · Sri Lanka</p>' +
    `<h1 id="hero-heading" class="mt-6 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">${a(title)}</h1>` +
    `<p class="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">${a(subtitle)}</p>` +
    '<div class="mt-10 flex flex-col gap-3 sm:flex-row">' +
    `<a href="/projects" class="${BUTTON} bg-amber-500 text-brand-950 shadow-sm hover:bg-amber-400">View Our Projects</a>` +
    `<a href="/contact" class="${BUTTON} border-2 border-white/80 text-white hover:bg-white/10">Contact Us</a>` +
    '</div>' +
    // The phone line too: the hero keeps its height when the app takes over, so its image
    // does not grow (a larger image would count as a new, later largest paint).
    `<p class="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-300">${PHONE_ICON}Prefer to talk? ` +
    `<a href="tel:${a(phone.replace(/[^\d+]/g, ''))}" class="font-semibold whitespace-nowrap text-white underline underline-offset-4 hover:text-amber-300">Call ${a(phone)}</a></p>` +
    '</div></section>'
  );
}

/** The markup to put in `#root` for `meta`'s page: the home page's header and hero, else ''. */
export function firstPaintHtml(meta: PageMeta, data: SiteData, base: string): string {
  if (meta.screen !== 'home') return '';
  return (
    '<div class="flex min-h-screen flex-col">' +
    header(data, base) +
    `<main id="main" tabindex="-1" class="flex-1 focus:outline-none">${hero(meta, data)}</main>` +
    '</div>'
  );
}
