/**
 * Every word the public pages write themselves, in each language (issue 40): the names of the
 * pages, and (added section by section) navigation, headings, buttons, the footer, the not-found
 * pages, meta titles and descriptions. What staff write comes from the records
 * (shared/localize.ts); the specification's English texts stay verbatim in `en`.
 *
 * `en` defines the shape; Sinhala and Tamil must give every entry (the type checks it). A
 * function entry takes what the sentence holds (a name), since word order differs by language.
 * Pure data: the hooks load its compiled copy in goja (no `Intl` there: dates and numbers are
 * written from tables here too).
 */
import type { Language } from './languages';

const en = {
  /** The names of the pages: tab titles, breadcrumbs, the menu. */
  pages: {
    home: 'Home',
    services: 'Services',
    about: 'About us',
    aboutCrumb: 'About',
    projects: 'Projects',
    contact: 'Contact us',
    contactCrumb: 'Contact Us',
    categoryProjects: (name: string) => `${name} projects`,
    categoryNotFound: 'Project category not found',
    projectNotFound: 'Project not found',
  },
};

export type Words = typeof en;

const si: Words = {
  pages: {
    home: 'මුල් පිටුව',
    services: 'සේවා',
    about: 'අප ගැන',
    aboutCrumb: 'අප ගැන',
    projects: 'ව්‍යාපෘති',
    contact: 'අප අමතන්න',
    contactCrumb: 'අප අමතන්න',
    categoryProjects: (name) => `${name} ව්‍යාපෘති`,
    categoryNotFound: 'ව්‍යාපෘති කාණ්ඩය හමු නොවීය',
    projectNotFound: 'ව්‍යාපෘතිය හමු නොවීය',
  },
};

const ta: Words = {
  pages: {
    home: 'முகப்பு',
    services: 'சேவைகள்',
    about: 'எங்களைப் பற்றி',
    aboutCrumb: 'எங்களைப் பற்றி',
    projects: 'திட்டங்கள்',
    contact: 'தொடர்பு கொள்ள',
    contactCrumb: 'தொடர்பு கொள்ள',
    categoryProjects: (name) => `${name} திட்டங்கள்`,
    categoryNotFound: 'திட்டப் பிரிவு கிடைக்கவில்லை',
    projectNotFound: 'திட்டம் கிடைக்கவில்லை',
  },
};

export const WORDS: Record<Language, Words> = { en, si, ta };

/** The words of the pages in `language`. */
export function wordsIn(language: Language): Words {
  return WORDS[language];
}
