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
import { formatCount } from './format';
import { DEFAULT_HOME_HEADING, DEFAULT_TAGLINE_YEARS, tagline } from './siteDefaults';

/** What a project's description says of it when staff wrote none (seo `projectFacts`). */
export interface ProjectFacts {
  /** The project's status in the page's language ('' when not set). */
  status: string;
  /** Its category's name ('' for none). */
  category: string;
  location: string;
  year: string;
}

/**
 * A count in words, by hand (goja has no `Intl`): `zero` (when the sentence says "none"), `one`
 * and `other`, each with `{count}` where the number goes.
 */
export interface Plural {
  zero?: string;
  one: string;
  other: string;
}

/** The years the tagline states: the stats record's, else the seed's. */
function taglineYears(years: number | null | undefined): number {
  return years && years > 0 ? years : DEFAULT_TAGLINE_YEARS;
}

const en = {
  /** What every page shows around its content: skip link, header, language switcher, footer. */
  site: {
    skip: 'Skip to main content',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    breadcrumb: 'Breadcrumb',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    /** The switcher's name (a nav of links to this page in each language). */
    languages: 'Language',
    /** The home page's heading when neither its title nor the company name is set. */
    homeHeading: DEFAULT_HOME_HEADING,
    tagline: (years: number | null | undefined): string => tagline(years),
    footerCompany: 'Company',
    footerNav: 'Footer',
    navigation: 'Navigation',
    contact: 'Contact',
    follow: 'Follow Us',
    /** {year}, {company} (the company with a space before it, or ''). */
    rights: '© {year}{company}. All rights reserved.',
  },
  /** Ways to reach the company: the phones' bar, WhatsApp links, the closing call to action. */
  reach: {
    bar: 'Contact us',
    chat: 'Chat on WhatsApp',
    whatsapp: 'WhatsApp',
    opensWhatsApp: '(opens WhatsApp in a new tab)',
    /** The chat's first message: {topic} is the page (its title and URL). */
    chatMessage: "Hello, I'm interested in {topic}",
    callUsOn: 'Call us on {phone}',
    call: 'Call',
    callNumber: 'Call {phone}',
    ctaTitle: 'Have a project in mind?',
    ctaText:
      'Tell us about your home, office, renovation or interior plans. We are glad to talk them through with you.',
    requestQuote: 'Request a Quote',
  },
  /** The home page. */
  home: {
    badge: 'Building & decorating contractor · Sri Lanka',
    viewProjects: 'View Our Projects',
    preferToTalk: 'Prefer to talk?',
    servicesIntro: 'From the first drawing to the final coat of paint, one team takes care of your project.',
    exploreServices: 'Explore all services',
    ourWork: 'Our work',
    recentProjects: 'Recent Projects',
    recentIntro: 'Homes, offices, hotels and interiors we have built and finished.',
    viewAllProjects: 'View all projects',
    aboutCompany: 'About {company}',
    moreAbout: 'More about us',
    testimonialsEyebrow: 'Testimonials',
    testimonialsTitle: 'What Our Clients Say',
    testimonialsIntro: 'Families and businesses across Sri Lanka on working with us.',
    clientSays: 'What the client says',
  },
  /** The key figures (the home page's band, the about page's story). */
  stats: {
    heading: 'Our work in numbers',
    total_projects: 'Projects Completed',
    ongoing_projects: 'Ongoing Projects',
    years_experience: 'Years of Experience',
    happy_clients: 'Happy Clients',
    yearsOfExperience: 'Years of experience',
    projectsCompleted: 'Projects completed',
    happyClients: 'Happy clients',
  },
  /** The title bands of the inner pages. */
  heroes: {
    servicesEyebrow: 'What we do',
    servicesTitle: 'Our Services',
    servicesIntro:
      'Design, construction, renovation and interiors: everything your building needs, delivered by one accountable team.',
    portfolio: 'Portfolio',
    projectsTitle: 'Our Projects',
    projectsIntro:
      'Homes, commercial buildings, renovations and interiors we have designed, built and finished across Sri Lanka.',
    contactEyebrow: 'Get in touch',
    contactIntro:
      'Planning a new home, an office, a renovation or an interior? Call, write or visit us: we are glad to hear about your project.',
    aboutTitle: 'About Us',
    aboutIntro: 'Get to know {company}: our story, our journey and the people behind our work.',
    aboutIntroNoName: 'Get to know us: our story, our journey and the people behind our work.',
    categoryTitle: '{name} Projects',
    /** How many projects a category holds (hand-made plurals: no `Intl` in goja). */
    projectCount: { zero: 'No projects yet', one: '1 project', other: '{count} projects' } as Plural,
  },
  /** The projects, a category's page and a project's page. */
  projects: {
    categoriesEyebrow: 'Browse by type',
    categoriesTitle: 'Project Categories',
    allTitle: 'All Projects',
    byCategory: 'Projects by category',
    all: 'All',
    noneTitle: 'No projects yet',
    noneText: 'Our latest work will be shown here soon.',
    categoryNav: 'Project categories',
    allProjects: 'All projects',
    seeAll: 'See all projects',
    categoryProjects: '{name} projects',
    categoryNotFound: 'Category not found',
    categoryNotFoundText: 'We have no such project category. It may have been renamed or removed.',
    categoryEmpty: 'No {name} projects yet',
    categoryEmptyText: 'Projects in this category will be shown here soon. Have a look at our other work meanwhile.',
    notFoundText: 'This project does not exist or may have been removed.',
    client: 'Client',
    architect: 'Architect',
    location: 'Location',
    year: 'Year',
    cost: 'Cost',
    status: 'Status',
    statuses: { 'On-going': 'On-going', Completed: 'Completed' } as Record<string, string>,
    details: 'Project details',
    planSimilar: 'Plan a similar project',
    storyEyebrow: 'The project',
    storyTitle: 'About this project',
    photos: { one: '1 photo', other: '{count} photos' } as Plural,
    gallery: 'Gallery',
    more: 'More projects',
    next: 'Next project',
    previous: 'Previous project',
    backTo: 'Back to {name} projects',
    backToAll: 'Back to all projects',
  },
  /** The gallery island (its props carry these, filled in the browser: {n} of {count}). */
  gallery: {
    label: 'Photos of {title}',
    open: 'Open photo {n} of {count}',
    counter: 'Photo {n} of {count}',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
    alt: '{title}, photo {n} of {count}',
  },
  services: {
    number: 'Service {n}',
    soonTitle: 'Services coming soon',
    soonText: 'We are preparing the list of our services. In the meantime, please contact us with your plans.',
  },
  about: {
    storyEyebrow: 'Who we are',
    storyTitle: 'Our Story',
    storySoon: 'Our story is coming soon.',
    atWork: '{company} at work',
    teamAtWork: 'Our team at work',
    journeyEyebrow: 'Milestones',
    journeyTitle: 'Our Journey',
    journeyIntro: 'How we grew, one project and one promise at a time.',
    journeyEmpty: 'Our journey is being written',
    journeyEmptyText: 'The milestones of our story will appear here soon.',
    teamEyebrow: 'Our people',
    teamTitle: 'Meet the Team',
    teamIntro: 'Engineers, designers and craftspeople who take pride in every detail.',
    teamEmpty: 'Team introductions coming soon',
    teamEmptyText: 'The people behind our projects will be introduced here soon.',
    portrait: 'Portrait of {name}',
    ctaTitle: 'Let us build something together',
  },
  contact: {
    callUs: 'Call us',
    emailUs: 'Email us',
    visitUs: 'Visit us',
    directions: 'Get directions',
    opensMaps: '(opens Google Maps in a new tab)',
    findUs: 'Find Us',
    map: 'Map showing the location of {company}',
    mapNoName: 'Map showing our location',
    quoteEyebrow: 'Free estimate',
    quoteIntro:
      'Tell us what you plan to build or renovate. We will call you within one working day to talk it through, free of charge.',
    steps: [
      'Send us a few details about your project.',
      'We call you back within one working day.',
      'We visit the site and give you a clear, written quote.',
    ],
  },
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
    /** A status said before "project" (in Sinhala and Tamil an attributive form, unlike the badge's `projects.statuses`). */
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
  site: {
    skip: 'ප්‍රධාන අන්තර්ගතයට යන්න',
    mainNav: 'ප්‍රධාන මෙනුව',
    mobileNav: 'ජංගම මෙනුව',
    breadcrumb: 'පිටුවේ පිහිටීම',
    openMenu: 'මෙනුව විවෘත කරන්න',
    closeMenu: 'මෙනුව වසන්න',
    languages: 'භාෂාව',
    homeHeading: 'ශ්‍රී ලංකාවේ ගොඩනැගිලි ඉදිකිරීම් සහ අලංකරණය',
    tagline: (years) => `වසර ${taglineYears(years)} කට වැඩි කාලයක් විශ්වාසය ගොඩනඟමින්, විශිෂ්ටත්වය ලබා දෙමින්.`,
    footerCompany: 'සමාගම',
    footerNav: 'පාදකයේ සබැඳි',
    navigation: 'පිටු',
    contact: 'සම්බන්ධ වන්න',
    follow: 'අප හා එක්වන්න',
    rights: '© {year}{company}. සියලු හිමිකම් ඇවිරිණි.',
  },
  reach: {
    bar: 'අප අමතන්න',
    chat: 'WhatsApp හරහා කතාබස් කරන්න',
    whatsapp: 'WhatsApp',
    opensWhatsApp: '(WhatsApp නව ටැබයක විවෘත වේ)',
    chatMessage: 'ආයුබෝවන්, මා {topic} ගැන උනන්දුයි',
    callUsOn: '{phone} අංකයට අමතන්න',
    call: 'අමතන්න',
    callNumber: '{phone} අමතන්න',
    ctaTitle: 'ඔබේ සිතේ ව්‍යාපෘතියක් තිබේද?',
    ctaText: 'ඔබේ නිවස, කාර්යාලය, ප්‍රතිසංස්කරණය හෝ අභ්‍යන්තර සැලසුම් ගැන අපට කියන්න. ඒ ගැන ඔබ සමඟ සාකච්ඡා කිරීමට අපි සතුටු වෙමු.',
    requestQuote: 'මිල ඇස්තමේන්තුවක් ඉල්ලන්න',
  },
  home: {
    badge: 'ගොඩනැගිලි ඉදිකිරීම් සහ අලංකරණ කොන්ත්‍රාත්කරුවන් · ශ්‍රී ලංකාව',
    viewProjects: 'අපගේ ව්‍යාපෘති බලන්න',
    preferToTalk: 'කතා කිරීමට කැමතිද?',
    servicesIntro: 'පළමු සැලැස්මේ සිට අවසාන තීන්ත ආලේපය දක්වා, ඔබේ ව්‍යාපෘතිය එකම කණ්ඩායමක් භාරව කටයුතු කරයි.',
    exploreServices: 'සියලු සේවා බලන්න',
    ourWork: 'අපගේ නිර්මාණ',
    recentProjects: 'මෑත ව්‍යාපෘති',
    recentIntro: 'අප ඉදිකර නිම කළ නිවාස, කාර්යාල, හෝටල් සහ අභ්‍යන්තර නිර්මාණ.',
    viewAllProjects: 'සියලු ව්‍යාපෘති බලන්න',
    aboutCompany: '{company} ගැන',
    moreAbout: 'අප ගැන තවත්',
    testimonialsEyebrow: 'පාරිභෝගික අදහස්',
    testimonialsTitle: 'අපගේ ගනුදෙනුකරුවන් පවසන දේ',
    testimonialsIntro: 'අප සමඟ වැඩ කිරීම ගැන ශ්‍රී ලංකාව පුරා පවුල් සහ ව්‍යාපාර පවසන දේ.',
    clientSays: 'ගනුදෙනුකරුගේ අදහස',
  },
  stats: {
    heading: 'අපගේ කාර්යය සංඛ්‍යා වලින්',
    total_projects: 'නිම කළ ව්‍යාපෘති',
    ongoing_projects: 'දැනට කෙරෙන ව්‍යාපෘති',
    years_experience: 'වසරක අත්දැකීම්',
    happy_clients: 'සතුටු ගනුදෙනුකරුවන්',
    yearsOfExperience: 'වසරක අත්දැකීම්',
    projectsCompleted: 'නිම කළ ව්‍යාපෘති',
    happyClients: 'සතුටු ගනුදෙනුකරුවන්',
  },
  heroes: {
    servicesEyebrow: 'අප කරන දේ',
    servicesTitle: 'අපගේ සේවා',
    servicesIntro: 'සැලසුම්, ඉදිකිරීම්, ප්‍රතිසංස්කරණ සහ අභ්‍යන්තර නිර්මාණ: ඔබේ ගොඩනැගිල්ලට අවශ්‍ය සියල්ල, වගකීම භාරගන්නා එකම කණ්ඩායමකින්.',
    portfolio: 'අපගේ නිර්මාණ',
    projectsTitle: 'අපගේ ව්‍යාපෘති',
    projectsIntro: 'ශ්‍රී ලංකාව පුරා අප සැලසුම් කර, ඉදිකර, නිම කළ නිවාස, වාණිජ ගොඩනැගිලි, ප්‍රතිසංස්කරණ සහ අභ්‍යන්තර නිර්මාණ.',
    contactEyebrow: 'අප හා සම්බන්ධ වන්න',
    contactIntro:
      'නව නිවසක්, කාර්යාලයක්, ප්‍රතිසංස්කරණයක් හෝ අභ්‍යන්තර නිර්මාණයක් සැලසුම් කරනවාද? අපට කතා කරන්න, ලියන්න හෝ අප වෙත පැමිණෙන්න: ඔබේ ව්‍යාපෘතිය ගැන අසන්නට අපි සතුටු වෙමු.',
    aboutTitle: 'අප ගැන',
    aboutIntro: '{company} ගැන දැනගන්න: අපගේ කතාව, අපගේ ගමන සහ අපගේ කාර්යය පිටුපස සිටින අය.',
    aboutIntroNoName: 'අප ගැන දැනගන්න: අපගේ කතාව, අපගේ ගමන සහ අපගේ කාර්යය පිටුපස සිටින අය.',
    categoryTitle: '{name} ව්‍යාපෘති',
    projectCount: { zero: 'තවම ව්‍යාපෘති නැත', one: 'ව්‍යාපෘති 1', other: 'ව්‍යාපෘති {count}' },
  },
  projects: {
    categoriesEyebrow: 'වර්ගය අනුව බලන්න',
    categoriesTitle: 'ව්‍යාපෘති වර්ග',
    allTitle: 'සියලු ව්‍යාපෘති',
    byCategory: 'වර්ගය අනුව ව්‍යාපෘති',
    all: 'සියල්ල',
    noneTitle: 'තවම ව්‍යාපෘති නැත',
    noneText: 'අපගේ නවතම නිර්මාණ ඉක්මනින් මෙහි පෙන්වනු ඇත.',
    categoryNav: 'ව්‍යාපෘති වර්ග',
    allProjects: 'සියලු ව්‍යාපෘති',
    seeAll: 'සියලු ව්‍යාපෘති බලන්න',
    categoryProjects: '{name} ව්‍යාපෘති',
    categoryNotFound: 'වර්ගය හමු නොවීය',
    categoryNotFoundText: 'එවැනි ව්‍යාපෘති වර්ගයක් අප සතුව නැත. එය නැවත නම් කර හෝ ඉවත් කර තිබිය හැක.',
    categoryEmpty: 'තවම {name} ව්‍යාපෘති නැත',
    categoryEmptyText: 'මෙම වර්ගයේ ව්‍යාපෘති ඉක්මනින් මෙහි පෙන්වනු ඇත. ඒ අතරතුර අපගේ අනෙකුත් නිර්මාණ බලන්න.',
    notFoundText: 'මෙම ව්‍යාපෘතිය නොපවතී, නැතහොත් ඉවත් කර තිබිය හැක.',
    client: 'සේවාදායකයා',
    architect: 'ගෘහ නිර්මාණ ශිල්පී',
    location: 'ස්ථානය',
    year: 'වර්ෂය',
    cost: 'වියදම',
    status: 'තත්ත්වය',
    statuses: { 'On-going': 'සිදුවෙමින් පවතී', Completed: 'නිම කර ඇත' },
    details: 'ව්‍යාපෘති විස්තර',
    planSimilar: 'මෙවැනි ව්‍යාපෘතියක් සැලසුම් කරන්න',
    storyEyebrow: 'ව්‍යාපෘතිය',
    storyTitle: 'මෙම ව්‍යාපෘතිය ගැන',
    photos: { one: 'ඡායාරූප 1', other: 'ඡායාරූප {count}' },
    gallery: 'ඡායාරූප එකතුව',
    more: 'තවත් ව්‍යාපෘති',
    next: 'ඊළඟ ව්‍යාපෘතිය',
    previous: 'පෙර ව්‍යාපෘතිය',
    backTo: '{name} ව්‍යාපෘති වෙත ආපසු',
    backToAll: 'සියලු ව්‍යාපෘති වෙත ආපසු',
  },
  gallery: {
    label: '{title} ඡායාරූප',
    open: 'ඡායාරූපය {n} / {count} විවෘත කරන්න',
    counter: 'ඡායාරූපය {n} / {count}',
    close: 'වසන්න',
    previous: 'පෙර ඡායාරූපය',
    next: 'ඊළඟ ඡායාරූපය',
    alt: '{title}, ඡායාරූපය {n} / {count}',
  },
  services: {
    number: 'සේවාව {n}',
    soonTitle: 'සේවා ළඟදීම',
    soonText: 'අපි අපගේ සේවා ලැයිස්තුව සකස් කරමින් සිටිමු. ඒ අතරතුර, කරුණාකර ඔබේ සැලසුම් ගැන අපට කතා කරන්න.',
  },
  about: {
    storyEyebrow: 'අපි කවුද',
    storyTitle: 'අපගේ කතාව',
    storySoon: 'අපගේ කතාව ළඟදීම.',
    atWork: 'වැඩබිමේදී {company}',
    teamAtWork: 'වැඩබිමේදී අපගේ කණ්ඩායම',
    journeyEyebrow: 'සන්ධිස්ථාන',
    journeyTitle: 'අපගේ ගමන',
    journeyIntro: 'එක් ව්‍යාපෘතියකින්, එක් පොරොන්දුවකින් අපි වර්ධනය වූ ආකාරය.',
    journeyEmpty: 'අපගේ ගමන තවමත් ලියැවෙමින් පවතී',
    journeyEmptyText: 'අපගේ කතාවේ සන්ධිස්ථාන ඉක්මනින් මෙහි දිස්වනු ඇත.',
    teamEyebrow: 'අපගේ පිරිස',
    teamTitle: 'අපගේ කණ්ඩායම හමුවන්න',
    teamIntro: 'සෑම සියුම් දෙයක් ගැනම ආඩම්බර වන ඉංජිනේරුවන්, නිර්මාණකරුවන් සහ ශිල්පීන්.',
    teamEmpty: 'කණ්ඩායම හඳුන්වාදීම ළඟදීම',
    teamEmptyText: 'අපගේ ව්‍යාපෘති පිටුපස සිටින අය ඉක්මනින් මෙහි හඳුන්වා දෙනු ඇත.',
    portrait: '{name} ගේ ඡායාරූපය',
    ctaTitle: 'එක්ව යමක් ගොඩනඟමු',
  },
  contact: {
    callUs: 'අපට කතා කරන්න',
    emailUs: 'අපට ඊමේල් කරන්න',
    visitUs: 'අප වෙත පැමිණෙන්න',
    directions: 'මාර්ගය බලන්න',
    opensMaps: '(Google Maps නව ටැබයක විවෘත වේ)',
    findUs: 'අප සොයාගන්න',
    map: '{company} පිහිටි ස්ථානය පෙන්වන සිතියම',
    mapNoName: 'අප පිහිටි ස්ථානය පෙන්වන සිතියම',
    quoteEyebrow: 'නොමිලේ ඇස්තමේන්තුවක්',
    quoteIntro:
      'ඔබ ඉදිකිරීමට හෝ ප්‍රතිසංස්කරණය කිරීමට සැලසුම් කරන දේ අපට කියන්න. ඒ ගැන නොමිලේ සාකච්ඡා කිරීමට, එක් වැඩ කරන දිනයක් ඇතුළත අපි ඔබට කතා කරන්නෙමු.',
    steps: [
      'ඔබේ ව්‍යාපෘතිය ගැන විස්තර කිහිපයක් අපට එවන්න.',
      'එක් වැඩ කරන දිනයක් ඇතුළත අපි ඔබට නැවත කතා කරමු.',
      'අපි ස්ථානය පරීක්ෂා කර ඔබට පැහැදිලි, ලිඛිත මිල ඇස්තමේන්තුවක් ලබා දෙමු.',
    ],
  },
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
  site: {
    skip: 'முதன்மை உள்ளடக்கத்திற்குச் செல்லவும்',
    mainNav: 'முதன்மை மெனு',
    mobileNav: 'மொபைல் மெனு',
    breadcrumb: 'பக்க வழித்தடம்',
    openMenu: 'மெனுவைத் திறக்கவும்',
    closeMenu: 'மெனுவை மூடவும்',
    languages: 'மொழி',
    homeHeading: 'இலங்கையில் கட்டுமானமும் அலங்காரமும்',
    tagline: (years) => `${taglineYears(years)} ஆண்டுகளுக்கும் மேலாக நம்பிக்கையைக் கட்டியெழுப்பி, சிறப்பை வழங்குகிறோம்.`,
    footerCompany: 'நிறுவனம்',
    footerNav: 'அடிக்குறிப்பு இணைப்புகள்',
    navigation: 'பக்கங்கள்',
    contact: 'தொடர்புக்கு',
    follow: 'எங்களைப் பின்தொடருங்கள்',
    rights: '© {year}{company}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
  },
  reach: {
    bar: 'எங்களைத் தொடர்பு கொள்ள',
    chat: 'WhatsApp-இல் உரையாடுங்கள்',
    whatsapp: 'WhatsApp',
    opensWhatsApp: '(WhatsApp புதிய தாவலில் திறக்கும்)',
    chatMessage: 'வணக்கம், {topic} பற்றி அறிய விரும்புகிறேன்',
    callUsOn: '{phone} என்ற எண்ணில் அழைக்கவும்',
    call: 'அழைக்கவும்',
    callNumber: '{phone} ஐ அழையுங்கள்',
    ctaTitle: 'உங்கள் மனதில் ஒரு திட்டம் உள்ளதா?',
    ctaText:
      'உங்கள் வீடு, அலுவலகம், புதுப்பித்தல் அல்லது உள்ளக வடிவமைப்புத் திட்டங்களைப் பற்றி எங்களிடம் சொல்லுங்கள். அவற்றை உங்களுடன் கலந்துரையாட மகிழ்ச்சியடைகிறோம்.',
    requestQuote: 'விலை மதிப்பீடு கோருங்கள்',
  },
  home: {
    badge: 'கட்டுமான மற்றும் அலங்கார ஒப்பந்ததாரர் · இலங்கை',
    viewProjects: 'எங்கள் திட்டங்களைப் பாருங்கள்',
    preferToTalk: 'பேச விரும்புகிறீர்களா?',
    servicesIntro: 'முதல் வரைபடத்திலிருந்து இறுதி வண்ணப்பூச்சு வரை, ஒரே குழு உங்கள் திட்டத்தைக் கவனித்துக்கொள்கிறது.',
    exploreServices: 'அனைத்து சேவைகளையும் பாருங்கள்',
    ourWork: 'எங்கள் பணிகள்',
    recentProjects: 'சமீபத்திய திட்டங்கள்',
    recentIntro: 'நாங்கள் கட்டி முடித்த வீடுகள், அலுவலகங்கள், ஹோட்டல்கள் மற்றும் உள்ளக வடிவமைப்புகள்.',
    viewAllProjects: 'அனைத்து திட்டங்களையும் பாருங்கள்',
    aboutCompany: '{company} பற்றி',
    moreAbout: 'எங்களைப் பற்றி மேலும்',
    testimonialsEyebrow: 'வாடிக்கையாளர் கருத்துகள்',
    testimonialsTitle: 'எங்கள் வாடிக்கையாளர்கள் சொல்வது',
    testimonialsIntro: 'எங்களுடன் பணியாற்றியது பற்றி இலங்கை முழுவதும் உள்ள குடும்பங்களும் வணிகங்களும் சொல்வது.',
    clientSays: 'வாடிக்கையாளரின் கருத்து',
  },
  stats: {
    heading: 'எண்களில் எங்கள் பணி',
    total_projects: 'முடிக்கப்பட்ட திட்டங்கள்',
    ongoing_projects: 'நடைபெறும் திட்டங்கள்',
    years_experience: 'ஆண்டு அனுபவம்',
    happy_clients: 'மகிழ்ச்சியான வாடிக்கையாளர்கள்',
    yearsOfExperience: 'ஆண்டு அனுபவம்',
    projectsCompleted: 'முடிக்கப்பட்ட திட்டங்கள்',
    happyClients: 'மகிழ்ச்சியான வாடிக்கையாளர்கள்',
  },
  heroes: {
    servicesEyebrow: 'நாங்கள் செய்வது',
    servicesTitle: 'எங்கள் சேவைகள்',
    servicesIntro:
      'வடிவமைப்பு, கட்டுமானம், புதுப்பித்தல் மற்றும் உள்ளக வடிவமைப்பு: உங்கள் கட்டடத்திற்குத் தேவையான அனைத்தையும் பொறுப்புள்ள ஒரே குழு வழங்குகிறது.',
    portfolio: 'எங்கள் படைப்புகள்',
    projectsTitle: 'எங்கள் திட்டங்கள்',
    projectsIntro:
      'இலங்கை முழுவதும் நாங்கள் வடிவமைத்து, கட்டி, முடித்த வீடுகள், வணிகக் கட்டடங்கள், புதுப்பித்தல்கள் மற்றும் உள்ளக வடிவமைப்புகள்.',
    contactEyebrow: 'தொடர்பில் இருங்கள்',
    contactIntro:
      'புதிய வீடு, அலுவலகம், புதுப்பித்தல் அல்லது உள்ளக வடிவமைப்பைத் திட்டமிடுகிறீர்களா? எங்களை அழையுங்கள், எழுதுங்கள் அல்லது நேரில் வாருங்கள்: உங்கள் திட்டத்தைப் பற்றி அறிய மகிழ்ச்சியடைகிறோம்.',
    aboutTitle: 'எங்களைப் பற்றி',
    aboutIntro: '{company} பற்றி அறிந்துகொள்ளுங்கள்: எங்கள் கதை, எங்கள் பயணம், எங்கள் பணிக்குப் பின்னால் உள்ளவர்கள்.',
    aboutIntroNoName: 'எங்களைப் பற்றி அறிந்துகொள்ளுங்கள்: எங்கள் கதை, எங்கள் பயணம், எங்கள் பணிக்குப் பின்னால் உள்ளவர்கள்.',
    categoryTitle: '{name} திட்டங்கள்',
    projectCount: { zero: 'இன்னும் திட்டங்கள் இல்லை', one: '1 திட்டம்', other: '{count} திட்டங்கள்' },
  },
  projects: {
    categoriesEyebrow: 'வகை வாரியாகப் பாருங்கள்',
    categoriesTitle: 'திட்ட வகைகள்',
    allTitle: 'அனைத்து திட்டங்கள்',
    byCategory: 'வகை வாரியாகத் திட்டங்கள்',
    all: 'அனைத்தும்',
    noneTitle: 'இன்னும் திட்டங்கள் இல்லை',
    noneText: 'எங்கள் சமீபத்திய பணிகள் விரைவில் இங்கே காட்டப்படும்.',
    categoryNav: 'திட்ட வகைகள்',
    allProjects: 'அனைத்து திட்டங்கள்',
    seeAll: 'அனைத்து திட்டங்களையும் பாருங்கள்',
    categoryProjects: '{name} திட்டங்கள்',
    categoryNotFound: 'வகை கிடைக்கவில்லை',
    categoryNotFoundText: 'அத்தகைய திட்ட வகை எங்களிடம் இல்லை. அது மறுபெயரிடப்பட்டிருக்கலாம் அல்லது நீக்கப்பட்டிருக்கலாம்.',
    categoryEmpty: 'இன்னும் {name} திட்டங்கள் இல்லை',
    categoryEmptyText: 'இந்த வகையின் திட்டங்கள் விரைவில் இங்கே காட்டப்படும். அதுவரை எங்கள் மற்ற பணிகளைப் பாருங்கள்.',
    notFoundText: 'இந்தத் திட்டம் இல்லை அல்லது நீக்கப்பட்டிருக்கலாம்.',
    client: 'வாடிக்கையாளர்',
    architect: 'கட்டடக் கலைஞர்',
    location: 'இடம்',
    year: 'ஆண்டு',
    cost: 'செலவு',
    status: 'நிலை',
    statuses: { 'On-going': 'நடைபெற்று வருகிறது', Completed: 'நிறைவடைந்தது' },
    details: 'திட்ட விவரங்கள்',
    planSimilar: 'இதுபோன்ற திட்டத்தைத் திட்டமிடுங்கள்',
    storyEyebrow: 'திட்டம்',
    storyTitle: 'இந்தத் திட்டம் பற்றி',
    photos: { one: '1 புகைப்படம்', other: '{count} புகைப்படங்கள்' },
    gallery: 'புகைப்படத் தொகுப்பு',
    more: 'மேலும் திட்டங்கள்',
    next: 'அடுத்த திட்டம்',
    previous: 'முந்தைய திட்டம்',
    backTo: '{name} திட்டங்களுக்குத் திரும்புக',
    backToAll: 'அனைத்து திட்டங்களுக்கும் திரும்புக',
  },
  gallery: {
    label: '{title} புகைப்படங்கள்',
    open: 'புகைப்படம் {n} / {count} ஐத் திறக்கவும்',
    counter: 'புகைப்படம் {n} / {count}',
    close: 'மூடுக',
    previous: 'முந்தைய புகைப்படம்',
    next: 'அடுத்த புகைப்படம்',
    alt: '{title}, புகைப்படம் {n} / {count}',
  },
  services: {
    number: 'சேவை {n}',
    soonTitle: 'சேவைகள் விரைவில்',
    soonText: 'எங்கள் சேவைகளின் பட்டியலைத் தயாரித்து வருகிறோம். அதுவரை, உங்கள் திட்டங்களுடன் எங்களைத் தொடர்பு கொள்ளுங்கள்.',
  },
  about: {
    storyEyebrow: 'நாங்கள் யார்',
    storyTitle: 'எங்கள் கதை',
    storySoon: 'எங்கள் கதை விரைவில்.',
    atWork: 'பணியில் {company}',
    teamAtWork: 'பணியில் எங்கள் குழு',
    journeyEyebrow: 'மைல்கற்கள்',
    journeyTitle: 'எங்கள் பயணம்',
    journeyIntro: 'ஒவ்வொரு திட்டமாக, ஒவ்வொரு வாக்குறுதியாக நாங்கள் வளர்ந்த விதம்.',
    journeyEmpty: 'எங்கள் பயணம் எழுதப்பட்டு வருகிறது',
    journeyEmptyText: 'எங்கள் கதையின் மைல்கற்கள் விரைவில் இங்கே தோன்றும்.',
    teamEyebrow: 'எங்கள் குழுவினர்',
    teamTitle: 'எங்கள் குழுவைச் சந்தியுங்கள்',
    teamIntro: 'ஒவ்வொரு நுணுக்கத்திலும் பெருமை கொள்ளும் பொறியாளர்கள், வடிவமைப்பாளர்கள் மற்றும் கைவினைஞர்கள்.',
    teamEmpty: 'குழு அறிமுகங்கள் விரைவில்',
    teamEmptyText: 'எங்கள் திட்டங்களுக்குப் பின்னால் உள்ளவர்கள் விரைவில் இங்கே அறிமுகப்படுத்தப்படுவார்கள்.',
    portrait: '{name} அவர்களின் உருவப்படம்',
    ctaTitle: 'இணைந்து ஒன்றைக் கட்டியெழுப்புவோம்',
  },
  contact: {
    callUs: 'எங்களை அழையுங்கள்',
    emailUs: 'எங்களுக்கு மின்னஞ்சல் அனுப்புங்கள்',
    visitUs: 'எங்களை நேரில் சந்தியுங்கள்',
    directions: 'வழியைக் காண்க',
    opensMaps: '(Google Maps புதிய தாவலில் திறக்கும்)',
    findUs: 'எங்கள் இருப்பிடம்',
    map: '{company} அமைந்துள்ள இடத்தைக் காட்டும் வரைபடம்',
    mapNoName: 'எங்கள் இருப்பிடத்தைக் காட்டும் வரைபடம்',
    quoteEyebrow: 'இலவச மதிப்பீடு',
    quoteIntro:
      'நீங்கள் கட்டவோ புதுப்பிக்கவோ திட்டமிடுவதை எங்களிடம் சொல்லுங்கள். அதைப் பற்றி இலவசமாகப் பேச, ஒரு வேலை நாளுக்குள் உங்களை அழைப்போம்.',
    steps: [
      'உங்கள் திட்டம் பற்றிய சில விவரங்களை எங்களுக்கு அனுப்புங்கள்.',
      'ஒரு வேலை நாளுக்குள் உங்களைத் திரும்ப அழைப்போம்.',
      'நாங்கள் இடத்தைப் பார்வையிட்டு, தெளிவான எழுத்துமூல விலை மதிப்பீட்டை வழங்குவோம்.',
    ],
  },
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

/**
 * `template` with each `{name}` replaced by `values[name]` (a sentence of shared/words.ts that
 * holds a name or a number: word order differs by language). A placeholder without a value is
 * left as it is, so a test sees it.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/** `count` in words by `forms` (its number written with thousands separators). */
export function plural(forms: Plural, count: number): string {
  const form = count === 0 && forms.zero !== undefined ? forms.zero : count === 1 ? forms.one : forms.other;
  return fill(form, { count: formatCount(count) });
}
