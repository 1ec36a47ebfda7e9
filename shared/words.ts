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
import type { ProjectStatus } from './limits';

/** What a project's description says of it when staff wrote none (seo `projectFacts`). */
export interface ProjectFacts {
  /** The project's status in the page's language ('' when not set). */
  status: string;
  /** Its category's name ('' for none). */
  category: string;
  location: string;
  year: string;
}

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
  /** The meta descriptions the server writes when staff wrote none (shared/seo.ts). */
  seo: {
    statuses: { 'On-going': 'On-going', Completed: 'Completed' } as Record<ProjectStatus, string>,
    call: (phone: string) => `Call ${phone}`,
    email: (email: string) => `email ${email}`,
    visit: (address: string) => `visit us at ${address}`,
    /** "12 projects by Serendib Build: Residential, Commercial." */
    projects: (count: number, company: string, names: string[]) =>
      `${count} projects${company ? ` by ${company}` : ''}${names.length ? `: ${names.join(', ')}` : ''}.`,
    /** "3 residential projects by Serendib Build, including Lake House, Galle Villa." */
    category: (count: number, name: string, company: string, listed: string[]) =>
      `${count} ${name.toLowerCase()} projects${company ? ` by ${company}` : ''}${
        listed.length ? `, including ${listed.join(', ')}` : ''
      }.`,
    /** "Lake House: Completed residential project in Kandy (2024) by Serendib Build." */
    project: (title: string, facts: ProjectFacts, company: string) =>
      `${title}: ${[
        facts.status,
        facts.category && `${facts.category.toLowerCase()} project`,
        facts.location && `in ${facts.location}`,
        facts.year && `(${facts.year})`,
      ]
        .filter(Boolean)
        .join(' ')}${company ? ` by ${company}` : ''}.`,
    client: (name: string) => `Client: ${name}.`,
    architect: (name: string) => `Architect: ${name}.`,
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
  seo: {
    statuses: { 'On-going': 'සිදු වෙමින් පවතින', Completed: 'නිම කළ' },
    call: (phone) => `${phone} අමතන්න`,
    email: (email) => `${email} වෙත ඊමේල් කරන්න`,
    visit: (address) => `${address} හි අප හමුවන්න`,
    projects: (count, company, names) =>
      `${company ? `${company} විසින් කළ ` : ''}ව්‍යාපෘති ${count}ක්${names.length ? `: ${names.join(', ')}` : ''}.`,
    category: (count, name, company, listed) =>
      `${company ? `${company} විසින් කළ ` : ''}${name} ව්‍යාපෘති ${count}ක්${
        listed.length ? `, ${listed.join(', ')} ඇතුළුව` : ''
      }.`,
    project: (title, facts, company) =>
      `${title}: ${[
        company && `${company} විසින් කළ`,
        facts.location && `${facts.location} හි`,
        facts.status,
        facts.category ? `${facts.category} ව්‍යාපෘතියකි` : 'ව්‍යාපෘතියකි',
        facts.year && `(${facts.year})`,
      ]
        .filter(Boolean)
        .join(' ')}.`,
    client: (name) => `සේවාදායකයා: ${name}.`,
    architect: (name) => `ගෘහ නිර්මාණ ශිල්පී: ${name}.`,
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
  seo: {
    statuses: { 'On-going': 'நடைபெற்றுவரும்', Completed: 'நிறைவடைந்த' },
    call: (phone) => `${phone} என்ற எண்ணில் அழைக்கவும்`,
    email: (email) => `${email} என்ற முகவரிக்கு மின்னஞ்சல் அனுப்பவும்`,
    visit: (address) => `${address} இல் எங்களைச் சந்திக்கவும்`,
    projects: (count, company, names) =>
      `${company ? `${company} மேற்கொண்ட ` : ''}${count} திட்டங்கள்${names.length ? `: ${names.join(', ')}` : ''}.`,
    category: (count, name, company, listed) =>
      `${company ? `${company} மேற்கொண்ட ` : ''}${count} ${name} திட்டங்கள்${
        listed.length ? `, ${listed.join(', ')} உட்பட` : ''
      }.`,
    project: (title, facts, company) =>
      `${title}: ${[
        company && `${company} மேற்கொண்ட`,
        facts.location && `${facts.location} இல்`,
        facts.status,
        facts.category ? `${facts.category} திட்டம்` : 'திட்டம்',
        facts.year && `(${facts.year})`,
      ]
        .filter(Boolean)
        .join(' ')}.`,
    client: (name) => `வாடிக்கையாளர்: ${name}.`,
    architect: (name) => `கட்டடக் கலைஞர்: ${name}.`,
  },
};

export const WORDS: Record<Language, Words> = { en, si, ta };

/** The words of the pages in `language`. */
export function wordsIn(language: Language): Words {
  return WORDS[language];
}
