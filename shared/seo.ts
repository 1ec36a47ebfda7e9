/**
 * Server-rendered head and document, sitemap and robots.txt for the public routes
 * (issue 6). Pure functions over plain records: no PocketBase globals, unit-tested in Node.
 */
import { CARD_SIZES, COVER_SIZES, HERO_SIZES, SERVICE_SIZES, THUMBS } from './images';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import type { ProjectStatus } from './limits';
import { localizeSite } from './localize';
import { categoryPath, localePath, pathOf, splitLanguage, type Screen } from './routes';
import { wordsIn } from './words';
import {
  categoriesWithProjects,
  companyName,
  pageBasics,
  projectPath,
  str,
  type Crumb,
  type PageBasics,
  type Rec,
  type SiteData,
} from './pages';
import { isSafeUrl } from './urls';
import { plainDescription } from './formatting';

export type { Crumb, Rec, SiteData };
export { companyName };

/** A public page's head: what both renders name it (pages.ts), its description and images. */
export interface PageMeta extends PageBasics {
  description: string;
  image: string;
  imageAlt: string;
  ogType: 'website' | 'article';
  noindex: boolean;
  /** Extra JSON-LD objects for this page (the project as a CreativeWork). */
  jsonLd: object[];
  /** Image to preload (the page's largest paint), with its srcset and sizes. */
  preload?: { href: string; srcset: string; sizes: string };
}

/** Escapes text for HTML text and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> data block: no "</script>", no HTML comment or line tricks. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Cuts `text` to at most `max` characters at a word boundary, with an ellipsis. */
export function summary(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '') + '…';
}

/** Absolute URL of a record's file, optionally a thumb. */
export function fileUrl(base: string, record: Rec | null, field: string, thumb = ''): string {
  const name = record ? str(record[field]) : '';
  if (!record || !name) return '';
  const url = `${base}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(name)}`;
  return thumb ? `${url}?thumb=${thumb}` : url;
}

/**
 * A preload of a record's image with the same srcset and sizes as the page's <img> (so the
 * browser reuses it), or undefined when the record has no such file. Callers pass '' as `base`:
 * the page's <img> has root-relative URLs, and a preload must name the very same URL.
 */
function imagePreload(
  base: string,
  record: Rec | null,
  field: string,
  href: string,
  thumbs: readonly string[],
  sizes: string,
): PageMeta['preload'] {
  if (!fileUrl(base, record, field)) return undefined;
  return {
    href: fileUrl(base, record, field, href),
    srcset: thumbs.map((thumb) => `${fileUrl(base, record, field, thumb)} ${thumb.split('x')[0]}w`).join(', '),
    sizes,
  };
}

function heroImage(base: string, data: SiteData): string {
  return (
    fileUrl(base, data.homeSettings, 'backgroundImage', '1920x0') ||
    fileUrl(base, data.homeSettings, 'hero_image', '1920x0')
  );
}

/**
 * The head of a public route, or null when `path` is not a public route. `path` carries the
 * language's prefix (`/si/services`); `data` is the site data as stored, read here in the page's
 * language (shared/localize.ts).
 */
export function pageFor(path: string, raw: SiteData, base: string): PageMeta | null {
  const basics = pageBasics(path, raw);
  if (!basics) return null;
  const data = localizeSite(raw, basics.language);
  const words = wordsIn(basics.language).seo;
  const company = companyName(data);
  const about = str(data.footer?.footer_about) || str(data.homeSettings?.subtitle);
  const hero = heroImage(base, data);
  const page = (meta: Partial<PageMeta> & { description: string }): PageMeta => ({
    ...basics,
    image: hero,
    imageAlt: company,
    ogType: 'website',
    noindex: basics.status === 404,
    jsonLd: [],
    ...meta,
    description: summary(meta.description || about || company),
  });
  if (basics.status === 404) return page({ description: about });

  switch (basics.screen) {
    case 'home':
      return page({
        description: str(data.homeSettings?.subtitle) || about,
        preload: imagePreload(
          '',
          data.homeSettings,
          data.homeSettings?.backgroundImage ? 'backgroundImage' : 'hero_image',
          '800x0',
          THUMBS.homeSettings.backgroundImage,
          HERO_SIZES,
        ),
      });
    case 'services': {
      const titles = data.services.map((s) => str(s.title)).filter(Boolean);
      return page({
        description: titles.length ? `${company ? `${company}: ` : ''}${titles.join(', ')}.` : about,
        // the first service's image is the page's largest paint (ServicesPage)
        preload: imagePreload('', data.services[0] ?? null, 'image', '960x0', THUMBS.services.image, SERVICE_SIZES),
      });
    }
    case 'about':
      return page({
        description: str(data.about?.description) || about,
        image: fileUrl(base, data.about, 'image', '960x640') || hero,
      });
    case 'contact': {
      const c = data.contact;
      const phone = str(c?.phone) || str(data.footer?.footer_phone);
      const email = str(c?.email) || str(data.footer?.footer_email);
      const bits = [
        phone && words.call(phone),
        email && words.email(email),
        str(c?.address) && words.visit(str(c?.address)),
      ].filter(Boolean);
      return page({ description: bits.length ? `${bits.join(', ')}.` : about });
    }
    case 'projects': {
      const names = categoriesWithProjects(data.categories, data.projects)
        .map((c) => str(c.name))
        .filter(Boolean);
      return page({
        description: words.projects(data.projects.length, company, names),
        image: fileUrl(base, data.projects[0] ?? null, 'coverImage', '960x0') || hero,
      });
    }
    case 'category': {
      const category = basics.subject!;
      const inCategory = data.projects.filter((p) => p.category === category.id);
      const listed = inCategory.slice(0, 3).map((p) => str(p.title));
      return page({
        description: words.category(inCategory.length, str(category.name), company, listed),
        image: fileUrl(base, inCategory[0] ?? null, 'coverImage', '960x0') || hero,
        // The first project card's cover is the page's largest paint on a phone.
        preload: imagePreload('', inCategory[0] ?? null, 'coverImage', '480x0', THUMBS.projects.coverImage, CARD_SIZES),
      });
    }
    case 'project': {
      const project = basics.subject!;
      const own = basics.category;
      const cover = fileUrl(base, project, 'coverImage', '960x0');
      const status = str(project.status);
      const facts = {
        status: (words.statuses as Record<string, string | undefined>)[status as ProjectStatus] || status,
        category: own ? str(own.name) : '',
        location: str(project.location),
        year: project.year ? str(project.year) : '',
      };
      const people = [
        str(project.client) && words.client(str(project.client)),
        str(project.architect) && words.architect(str(project.architect)),
      ].filter(Boolean);
      // The description staff wrote, as plain text, else the facts (issue 28, item 6).
      const story = plainDescription(str(project.description));
      return page({
        description: story || [words.project(str(project.title), facts, company), ...people].join(' '),
        image: cover || hero,
        imageAlt: str(project.title),
        ogType: 'article',
        // The cover is the page's largest paint: fetch it with the HTML.
        preload: imagePreload('', project, 'coverImage', '960x0', THUMBS.projects.coverImage, COVER_SIZES),
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'CreativeWork',
            name: str(project.title),
            inLanguage: basics.language,
            ...(story ? { description: story } : {}),
            url: base + basics.canonicalPath,
            ...(cover ? { image: cover } : {}),
            ...(project.year ? { dateCreated: str(project.year) } : {}),
            ...(str(project.location) ? { locationCreated: { '@type': 'Place', name: str(project.location) } } : {}),
            ...(own ? { genre: str(own.name) } : {}),
            creativeWorkStatus: str(project.status),
            creator: { '@id': `${base}/#organization` },
          },
        ],
      });
    }
  }
}

/** The GeneralContractor JSON-LD every page carries. */
export function organizationJsonLd(data: SiteData, base: string): object {
  const c = data.contact;
  const f = data.footer;
  const sameAs = [
    isSafeUrl(str(f?.facebook_url), 'facebook') ? str(f?.facebook_url) : '',
    isSafeUrl(str(f?.instagram_url), 'instagram') ? str(f?.instagram_url) : '',
  ].filter(Boolean);
  const logo = fileUrl(base, data.homeSettings, 'logo', '192x192');
  const image = heroImage(base, data);
  const address = str(c?.address);
  const telephone = str(c?.phone) || str(f?.footer_phone);
  const email = str(c?.email) || str(f?.footer_email);
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': `${base}/#organization`,
    ...(companyName(data) ? { name: companyName(data) } : {}),
    url: `${base}/`,
    ...(str(f?.footer_about) ? { description: str(f?.footer_about) } : {}),
    ...(logo ? { logo } : {}),
    ...(image ? { image } : {}),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'LK' } } : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

function breadcrumbJsonLd(crumbs: Crumb[], base: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: base + c.path,
    })),
  };
}

/** Open Graph's locale of each language (the site is Sri Lanka's). */
export const OG_LOCALES: Record<Language, string> = { en: 'en_LK', si: 'si_LK', ta: 'ta_LK' };

/**
 * The same page in every language, and `x-default` (the English page: no redirect by
 * Accept-Language, decision 037), as [hreflang, path]: for a page's alternates and the sitemap's.
 */
export function alternatePaths(path: string): Array<[string, string]> {
  const english = splitLanguage(path).path;
  return [
    ...LANGUAGES.map((language): [string, string] => [language, localePath(english, language)]),
    ['x-default', localePath(english, DEFAULT_LANGUAGE)],
  ];
}

/** The head tags for `meta`, one per line. `data` as stored: read in the page's language. */
export function headTags(meta: PageMeta, raw: SiteData, base: string): string {
  const a = escapeHtml;
  const data = localizeSite(raw, meta.language);
  const canonical = meta.canonicalPath ? base + meta.canonicalPath : '';
  const alternates = meta.canonicalPath ? alternatePaths(meta.canonicalPath) : [];
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: meta.title,
    ...(canonical ? { url: canonical } : {}),
    inLanguage: meta.language,
  };
  const lines = [
    `<title>${a(meta.title)}</title>`,
    `<meta name="description" content="${a(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    canonical ? `<link rel="canonical" href="${a(canonical)}" />` : '',
    ...alternates.map(([hreflang, path]) => `<link rel="alternate" hreflang="${hreflang}" href="${a(base + path)}" />`),
    companyName(data) ? `<meta property="og:site_name" content="${a(companyName(data))}" />` : '',
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:title" content="${a(meta.title)}" />`,
    `<meta property="og:description" content="${a(meta.description)}" />`,
    canonical ? `<meta property="og:url" content="${a(canonical)}" />` : '',
    meta.image ? `<meta property="og:image" content="${a(meta.image)}" />` : '',
    meta.image ? `<meta property="og:image:alt" content="${a(meta.imageAlt)}" />` : '',
    `<meta property="og:locale" content="${OG_LOCALES[meta.language]}" />`,
    ...LANGUAGES.filter((language) => language !== meta.language).map(
      (language) => `<meta property="og:locale:alternate" content="${OG_LOCALES[language]}" />`,
    ),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${a(meta.title)}" />`,
    `<meta name="twitter:description" content="${a(meta.description)}" />`,
    meta.image ? `<meta name="twitter:image" content="${a(meta.image)}" />` : '',
    meta.preload
      ? `<link rel="preload" as="image" href="${a(meta.preload.href)}" imagesrcset="${a(meta.preload.srcset)}" imagesizes="${a(meta.preload.sizes)}" fetchpriority="high" />`
      : '',
    ...[organizationJsonLd(data, base), breadcrumbJsonLd(meta.crumbs, base), ...meta.jsonLd, webPage].map(
      (ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`,
    ),
  ];
  return lines.filter(Boolean).join('\n    ');
}

/** What a document adds to the template beside its head. */
export interface DocumentExtras {
  /** A staff member's draft preview: never indexed, whatever the page. */
  preview?: boolean;
}

/** Where the page's markup goes in the document template (web/page.html). */
export const PAGE_SLOT = '<!--page-->';

/**
 * A public page's whole document: the built template (web/page.html, with the stylesheet and
 * the site script Vite put in its head) with the page's head in place of its <title> and the
 * page's markup, rendered by React (web/src/server/renderPage.tsx), in place of `PAGE_SLOT`.
 */
export function renderDocument(
  template: string,
  meta: PageMeta,
  data: SiteData,
  base: string,
  body: string,
  { preview = false }: DocumentExtras = {},
): string {
  const head = headTags(preview ? { ...meta, noindex: true } : meta, data, base);
  return template
    .replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
      const others = attributes.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '');
      return `<html${others} lang="${meta.language}">`;
    })
    .replace(/\s*<meta\s+name=["']description["'][^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => head)
    .replace(PAGE_SLOT, () => body);
}

const day = (stamp: unknown): string => str(stamp).slice(0, 10);
const latest = (records: Rec[]): string =>
  records
    .map((r) => day(r.updated))
    .sort()
    .pop() || '';

/**
 * sitemap.xml: every public route in every language, each with its alternates in the others
 * (`xhtml:link`, as Google reads hreflang in a sitemap), each category and project with lastmod.
 * Every path comes from the route table (shared/routes.ts).
 */
export function sitemapXml(data: SiteData, base: string): string {
  const siteUpdated = latest([
    ...data.projects,
    ...data.services,
    ...data.team,
    ...data.journey,
    ...[data.homeSettings, data.about, data.contact, data.footer, data.stats].filter((r): r is Rec => !!r),
  ]);
  const fixed: Array<[Screen, string]> = [
    ['home', siteUpdated],
    ['services', latest(data.services)],
    ['about', latest([...data.team, ...data.journey, ...(data.about ? [data.about] : [])])],
    ['projects', latest([...data.projects, ...data.categories])],
    ['contact', latest(data.contact ? [data.contact] : [])],
  ];
  const entries: Array<[string, string]> = [
    ...fixed.map(([screen, lastmod]): [string, string] => [pathOf(screen), lastmod]),
    ...categoriesWithProjects(data.categories, data.projects).map((c): [string, string] => [
      categoryPath(str(c.slug)),
      latest([c, ...data.projects.filter((p) => p.category === c.id)]),
    ]),
    ...data.projects.map((p): [string, string] => [projectPath(p, data), day(p.updated)]),
  ];
  const urls: string[] = [];
  for (const [path, lastmod] of entries) {
    const alternates = alternatePaths(path)
      .map(
        ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(base + href)}"/>`,
      )
      .join('');
    for (const language of LANGUAGES) {
      const loc = escapeHtml(base + localePath(path, language));
      urls.push(`  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the admin and auth screens and PocketBase's dashboard are not for crawlers. */
export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /dashboard-login',
    'Disallow: /dashboard-register',
    'Disallow: /_/',
    'Disallow: /api/',
    'Allow: /api/files/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
