/**
 * The title bands (PageHero) of the inner pages: eyebrow, title and intro. Texts, kept with the
 * site's other shared texts; the server renders them through the same components.
 */

export interface PageHeroText {
  eyebrow: string;
  title: string;
  intro?: string;
}

export const SERVICES_HERO: PageHeroText = {
  eyebrow: 'What we do',
  title: 'Our Services',
  intro:
    'Design, construction, renovation and interiors: everything your building needs, delivered by one accountable team.',
};

export const PROJECTS_HERO: PageHeroText = {
  eyebrow: 'Portfolio',
  title: 'Our Projects',
  intro:
    'Homes, commercial buildings, renovations and interiors we have designed, built and finished across Sri Lanka.',
};

export const CONTACT_HERO: PageHeroText = {
  eyebrow: 'Get in touch',
  title: 'Contact Us',
  intro:
    'Planning a new home, an office, a renovation or an interior? Call, write or visit us: we are glad to hear about your project.',
};

/** The about page's band: its title from the about settings, else "About Us". */
export function aboutHero(aboutTitle: string | undefined, companyName: string): PageHeroText {
  return {
    eyebrow: 'About us',
    title: aboutTitle?.trim() || 'About Us',
    intro: `Get to know ${companyName || 'us'}: our story, our journey and the people behind our work.`,
  };
}

/** A category page's band. */
export function categoryHero(name: string, projectCount: number): PageHeroText {
  return { eyebrow: 'Portfolio', title: `${name} Projects`, intro: projectCountText(projectCount) };
}

/** "1 project", "3 projects", "No projects yet". */
export function projectCountText(count: number): string {
  if (count === 0) return 'No projects yet';
  return `${count} ${count === 1 ? 'project' : 'projects'}`;
}
