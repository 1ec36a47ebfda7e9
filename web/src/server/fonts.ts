/**
 * The fonts of a page's language (issue 40, decision 040): a Sinhala page's head preloads Noto
 * Sans Sinhala's regular and bold faces (every page has bold headings: preloading the bold too
 * keeps a heading from being drawn first in the fallback) and declares them for the Sinhala
 * letters only; a Tamil page the same with Noto Sans Tamil; an English page gets nothing. Every
 * other letter keeps the site's system font (web/src/styles/look.css).
 *
 * Before the file arrives (`font-display: swap`) the text is drawn with a fallback face: the
 * phone's own copy of the same font where it has one (Android ships both), else the system's
 * font for the script. Both faces carry the same vertical metrics (ascent, descent, no line gap:
 * the Noto file's own), so lines keep their height when the file swaps in.
 */
import type { Language } from '@shared/languages';
import { FONT_URLS } from './fontFiles';

interface Face {
  family: string;
  urls: { regular: string; bold: string };
  /** The Fontsource subset's unicode-range: the script's letters, its marks and dandas. */
  unicodeRange: string;
  /** The Noto file's hhea ascender and descender (units of 1000 per em; no line gap). */
  ascent: number;
  descent: number;
  /** System fonts of the script, tried in order by the fallback face (local()). */
  local: string[];
}

const FACES: Partial<Record<Language, Face>> = {
  si: {
    family: 'Noto Sans Sinhala',
    urls: FONT_URLS.si,
    unicodeRange: 'U+0964-0965,U+0D81-0DF4,U+1CF2,U+200C-200D,U+25CC,U+111E1-111F4',
    ascent: 1011,
    descent: 293,
    local: ['Noto Sans Sinhala', 'NotoSansSinhala-Regular', 'Nirmala UI', 'Sinhala Sangam MN', 'Iskoola Pota'],
  },
  ta: {
    family: 'Noto Sans Tamil',
    urls: FONT_URLS.ta,
    unicodeRange: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC',
    ascent: 870,
    descent: 370,
    local: ['Noto Sans Tamil', 'NotoSansTamil-Regular', 'Nirmala UI', 'Tamil Sangam MN', 'Latha'],
  },
};

/** The font files a page in `language` preloads (its regular and bold faces): none in English. */
export function preloadedFonts(language: Language): string[] {
  const face = FACES[language];
  return face ? [face.urls.regular, face.urls.bold] : [];
}

/**
 * The head tags of a page in `language`: the preloads of its script's faces and one style
 * element with the faces and the page's font family (on <html>, so text in any language inside
 * it draws its own letters with its own face). '' for English.
 */
export function fontHead(language: Language): string {
  const face = FACES[language];
  if (!face) return '';
  const { family, urls, unicodeRange, ascent, descent } = face;
  const metrics = `ascent-override:${ascent / 10}%;descent-override:${descent / 10}%;line-gap-override:0%`;
  const webFace = (url: string, weight: number) =>
    `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;` +
    `src:url(${url}) format("woff2");unicode-range:${unicodeRange};${metrics}}`;
  const fallback = `${family} Fallback`;
  const local = face.local.map((name) => `local("${name}")`).join(',');
  const preloads = preloadedFonts(language)
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return (
    preloads +
    `<style>${webFace(urls.regular, 400)}${webFace(urls.bold, 700)}` +
    `@font-face{font-family:"${fallback}";src:${local};unicode-range:${unicodeRange};${metrics}}` +
    `html{font-family:"${family}","${fallback}",var(--font-sans)}</style>`
  );
}
