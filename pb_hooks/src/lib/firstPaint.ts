/**
 * The first paint of every public page, rendered on the server (issue 6): the header and the
 * top of the page (the home hero with its image; an inner page's title band; a project's
 * cover) as static markup inside `#root`, so a visitor on mobile data sees the page, and its
 * largest paint, before the JavaScript has arrived and run. React then renders the same page
 * in its place (createRoot replaces the children; main.tsx keeps the painted image).
 *
 * note: the markup and classes mirror web/src/public/Header.tsx (not scrolled), the Hero of
 * HomePage.tsx, PageHero.tsx, Breadcrumbs.tsx, StatusBadge.tsx and the top of
 * ProjectDetailPage.tsx; change them together (the texts are shared: pageHeroes.ts). A mismatch
 * shows as a flash or a shift: tests/e2e/first-paint.test.ts compares the boxes before and after.
 */
import { aboutHero, categoryHero, CONTACT_HERO, PROJECTS_HERO, SERVICES_HERO, type PageHeroText } from './pageHeroes';
import type { Screen } from './routeModules';
import { companyName, escapeHtml, fileUrl, type Crumb, type PageMeta, type Rec, type SiteData } from './seo';
import { DEFAULT_PHONE, tagline } from './siteDefaults';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The react-icons Font Awesome icons the first paint shows: viewBox and path, copied from
 * node_modules/react-icons/fa (rendered by icon() as react-icons renders them).
 */
const ICONS = {
  FaPhoneAlt: [
    '0 0 512 512',
    'M497.39 361.8l-112-48a24 24 0 0 0-28 6.9l-49.6 60.6A370.66 370.66 0 0 1 130.6 204.11l60.6-49.6a23.94 23.94 0 0 0 6.9-28l-48-112A24.16 24.16 0 0 0 122.6.61l-104 24A24 24 0 0 0 0 48c0 256.5 207.9 464 464 464a24 24 0 0 0 23.4-18.6l24-104a24.29 24.29 0 0 0-14.01-27.6z',
  ],
  FaChevronRight: [
    '0 0 320 512',
    'M285.476 272.971L91.132 467.314c-9.373 9.373-24.569 9.373-33.941 0l-22.667-22.667c-9.357-9.357-9.375-24.522-.04-33.901L188.505 256 34.484 101.255c-9.335-9.379-9.317-24.544.04-33.901l22.667-22.667c9.373-9.373 24.569-9.373 33.941 0L285.475 239.03c9.373 9.372 9.373 24.568.001 33.941z',
  ],
  FaCheckCircle: [
    '0 0 512 512',
    'M504 256c0 136.967-111.033 248-248 248S8 392.967 8 256 119.033 8 256 8s248 111.033 248 248zM227.314 387.314l184-184c6.248-6.248 6.248-16.379 0-22.627l-22.627-22.627c-6.248-6.249-16.379-6.249-22.628 0L216 308.118l-70.059-70.059c-6.248-6.248-16.379-6.248-22.628 0l-22.627 22.627c-6.248 6.248-6.248 16.379 0 22.627l104 104c6.249 6.249 16.379 6.249 22.628.001z',
  ],
  FaTools: [
    '0 0 512 512',
    'M501.1 395.7L384 278.6c-23.1-23.1-57.6-27.6-85.4-13.9L192 158.1V96L64 0 0 64l96 128h62.1l106.6 106.6c-13.6 27.8-9.2 62.3 13.9 85.4l117.1 117.1c14.6 14.6 38.2 14.6 52.7 0l52.7-52.7c14.5-14.6 14.5-38.2 0-52.7zM331.7 225c28.3 0 54.9 11 74.9 31l19.4 19.4c15.8-6.9 30.8-16.5 43.8-29.5 37.1-37.1 49.7-89.3 37.9-136.7-2.2-9-13.5-12.1-20.1-5.5l-74.4 74.4-67.9-11.3L334 98.9l74.4-74.4c6.6-6.6 3.4-17.9-5.7-20.2-47.4-11.7-99.6.9-136.6 37.9-28.5 28.5-41.9 66.1-41.2 103.6l82.1 82.1c8.1-1.9 16.5-2.9 24.7-2.9zm-103.9 82l-56.7-56.7L18.7 402.8c-25 25-25 65.5 0 90.5s65.5 25 90.5 0l123.6-123.6c-7.6-19.9-9.9-41.6-5-62.7zM64 472c-13.2 0-24-10.8-24-24 0-13.3 10.7-24 24-24s24 10.7 24 24c0 13.2-10.7 24-24 24z',
  ],
  FaMapMarkerAlt: [
    '0 0 384 512',
    'M172.268 501.67C26.97 291.031 0 269.413 0 192 0 85.961 85.961 0 192 0s192 85.961 192 192c0 77.413-26.97 99.031-172.268 309.67-9.535 13.774-29.93 13.773-39.464 0zM192 272c44.183 0 80-35.817 80-80s-35.817-80-80-80-80 35.817-80 80 35.817 80 80 80z',
  ],
} as const;

function icon(name: keyof typeof ICONS, className: string): string {
  const [viewBox, d] = ICONS[name];
  return `<svg stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="${viewBox}" aria-hidden="true" class="${className}" height="1em" width="1em" xmlns="http://www.w3.org/2000/svg"><path d="${d}"></path></svg>`;
}

/** Must match buttonClass() in web/src/public/buttonClass.ts. */
const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors';

/** Must match NAV_LINKS and desktopLinkClass() in web/src/public/Header.tsx. */
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

/** The nav link a screen marks as current (NavLink: /projects stays current below it). */
const NAV_CURRENT: Record<Screen, string> = {
  home: '/',
  services: '/services',
  about: '/about',
  projects: '/projects',
  category: '/projects',
  project: '/projects',
  contact: '/contact',
};

function header(data: SiteData, base: string, current: string): string {
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
        `<li><a href="${href}" class="${NAV_LINK} ${href === current ? NAV_ACTIVE : NAV_IDLE}">${label}</a></li>`,
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
    `<p class="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-300">${icon('FaPhoneAlt', 'text-amber-400')}Prefer to talk? ` +
    `<a href="tel:${a(phone.replace(/[^\d+]/g, ''))}" class="font-semibold whitespace-nowrap text-white underline underline-offset-4 hover:text-amber-300">Call ${a(phone)}</a></p>` +
    '</div></section>'
  );
}

/** Must match Container in web/src/public/Container.tsx. */
const container = (className: string, inner: string): string =>
  `<div class="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}">${inner}</div>`;

/** Must match Breadcrumbs in web/src/public/Breadcrumbs.tsx: the last crumb is the current page. */
function breadcrumbs(crumbs: Crumb[]): string {
  const a = escapeHtml;
  const items = crumbs.map((crumb, i) =>
    i === crumbs.length - 1
      ? `<li><span aria-current="page" class="font-medium text-white">${a(crumb.name)}</span></li>`
      : `<li><a href="${a(crumb.path)}" class="underline-offset-4 hover:text-white hover:underline">${a(crumb.name)}</a></li>`,
  );
  return (
    '<nav aria-label="Breadcrumb"><ol class="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-300">' +
    items.join(icon('FaChevronRight', 'h-2.5 w-2.5 text-slate-400')) +
    '</ol></nav>'
  );
}

/** Must match PageHero in web/src/public/PageHero.tsx. */
function pageHero(text: PageHeroText, crumbs: Crumb[] | null, extra = ''): string {
  const a = escapeHtml;
  return (
    '<div class="bg-blueprint relative overflow-hidden">' +
    '<div aria-hidden="true" class="absolute inset-y-0 right-0 w-1/2 bg-gradient-to-l from-brand-600/40 to-transparent"></div>' +
    container(
      'relative py-12 sm:py-16',
      (crumbs ? `<div class="mb-6">${breadcrumbs(crumbs)}</div>` : '') +
        (text.eyebrow
          ? `<p class="text-sm font-semibold tracking-widest text-amber-400 uppercase">${a(text.eyebrow)}</p>`
          : '') +
        `<h1 class="mt-2 max-w-4xl text-4xl font-bold tracking-tight break-words text-white sm:text-5xl">${a(text.title)}</h1>` +
        (text.intro ? `<div class="mt-4 max-w-2xl text-lg text-slate-300">${a(text.intro)}</div>` : '') +
        (extra ? `<div class="mt-6">${extra}</div>` : ''),
    ) +
    '</div>'
  );
}

/** Must match StatusBadge in web/src/public/StatusBadge.tsx. */
function statusBadge(status: string): string {
  if (!status) return '';
  const completed = status === 'Completed';
  return `<span class="inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
    completed ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'
  }">${icon(completed ? 'FaCheckCircle' : 'FaTools', 'h-3 w-3')}${escapeHtml(status)}</span>`;
}

/**
 * A project page's top, as ProjectDetailPage renders it: the title band with status and
 * location, and the cover (its largest paint) where the page's grid puts it.
 */
function projectTop(meta: PageMeta, project: Rec): string {
  const a = escapeHtml;
  const title = str(project.title);
  const location = str(project.location);
  const category = meta.crumbs.length === 4 ? meta.crumbs[2].name : '';
  const facts =
    '<div class="flex flex-wrap items-center gap-3 text-slate-300">' +
    statusBadge(str(project.status)) +
    (location
      ? `<span class="flex items-center gap-2">${icon('FaMapMarkerAlt', 'text-amber-400')}${a(location)}</span>`
      : '') +
    '</div>';
  const cover = meta.preload
    ? `<img src="${a(meta.preload.href)}" srcset="${a(meta.preload.srcset)}" sizes="${a(meta.preload.sizes)}" alt="${a(
        location ? `${title}, ${location}` : title,
      )}" width="960" height="640" fetchpriority="high" data-first-paint="cover" class="aspect-[3/2] w-full rounded-3xl object-cover shadow-xl lg:col-start-1">`
    : '';
  return (
    pageHero({ eyebrow: category, title }, meta.crumbs, facts) +
    (cover
      ? container(
          'py-12 sm:py-16',
          `<div class="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-y-12">${cover}</div>`,
        )
      : '')
  );
}

/** The top of `meta`'s page below the header: what the visitor sees first. */
function pageTop(meta: PageMeta, data: SiteData): string {
  switch (meta.screen) {
    case 'home':
      return hero(meta, data);
    case 'services':
      return pageHero(SERVICES_HERO, null);
    case 'about':
      return pageHero(aboutHero(str(data.about_settings?.title), companyName(data)), null);
    case 'contact':
      return pageHero(CONTACT_HERO, null);
    case 'projects':
      return pageHero(PROJECTS_HERO, meta.crumbs);
    case 'category': {
      const category = meta.subject;
      if (!category) return '';
      const count = data.projects.filter((p) => p.category === category.id).length;
      return pageHero(categoryHero(str(category.name), count), meta.crumbs);
    }
    case 'project':
      return meta.subject ? projectTop(meta, meta.subject) : '';
  }
}

/**
 * The markup to put in `#root` for `meta`'s page: the header and the top of the page (home
 * hero, title band, project cover); '' for a not-found page (the app shows that state).
 */
export function firstPaintHtml(meta: PageMeta, data: SiteData, base: string): string {
  if (meta.status !== 200) return '';
  const top = pageTop(meta, data);
  if (!top) return '';
  return (
    '<div class="flex min-h-screen flex-col">' +
    header(data, base, NAV_CURRENT[meta.screen]) +
    `<main id="main" tabindex="-1" class="flex-1 focus:outline-none">${top}</main>` +
    '</div>'
  );
}
