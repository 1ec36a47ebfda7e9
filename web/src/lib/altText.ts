/**
 * The alt text of the images visitors see (issue 15, item 9; decision 011): what staff wrote in
 * the image's alt text field, else a default from the title or name. Used by both renders (the
 * browser's and the server's), so the HTML says the same either way.
 */
import { inEnglish } from '@shared/localize';
import { fill, WORDS, type Words } from '@shared/words';
import type { Project, Service, TeamMember } from './types';

function written(value: string | undefined | null): string {
  return (value ?? '').trim();
}

/** A project's cover: its alt text, else "Title, Location". */
export function coverAlt(project: Pick<Project, 'title' | 'location' | 'coverImage_alt'>): string {
  return written(project.coverImage_alt) || `${project.title}${project.location ? `, ${project.location}` : ''}`;
}

/** Gallery image `index` (0-based) of `count`: its alt text, else "Title, photo n of count" in `words`' language. */
export function galleryAlt(
  project: Pick<Project, 'title' | 'images_alt'>,
  file: string,
  index: number,
  count: number,
  words: Words = WORDS.en,
): string {
  return written(project.images_alt?.[file]) || fill(words.gallery.alt, { title: project.title, n: index + 1, count });
}

/**
 * The language to mark gallery photo `file` with: 'en' when staff's alt text for it is the English
 * standing in for a missing translation (the default made from the title is in the page's words).
 */
export function galleryAltLang(project: Pick<Project, 'images_alt'>, file: string): 'en' | undefined {
  return written(project.images_alt?.[file]) && inEnglish(project, 'images_alt', file) ? 'en' : undefined;
}

/** A service's image: its alt text, else the service's title. */
export function serviceImageAlt(service: Pick<Service, 'title' | 'image_alt'>): string {
  return written(service.image_alt) || service.title;
}

/** A team member's photo: its alt text, else "Portrait of Name" in `words`' language. */
export function memberAlt(member: Pick<TeamMember, 'name' | 'avatar_alt'>, words: Words = WORDS.en): string {
  return written(member.avatar_alt) || fill(words.about.portrait, { name: member.name });
}

/**
 * The language to mark an image with when its alt text is the English standing in for a missing
 * translation (issue 40: a screen reader then reads it in an English voice): staff's alt text in
 * English, or, without one, the English title it is made from. undefined: the page's language.
 */
export function altLang(record: object, altField: string, madeFrom?: string): 'en' | undefined {
  const alt = written((record as Record<string, string | undefined>)[altField]);
  const english = alt ? inEnglish(record, altField) : !!madeFrom && inEnglish(record, madeFrom);
  return english ? 'en' : undefined;
}
