/**
 * The collection lists hooks register for, in one place. Entry files read them at load time
 * (registration runs once, outside any handler, so a top-level require is fine there).
 */

/** Public content: anyone reads, approved admins write; the rendered pages show it. */
export const PUBLIC_CONTENT = [
  'project_categories',
  'projects',
  'services',
  'team',
  'journey',
  'home_settings',
  'about_settings',
  'contact_settings',
  'Footer_menu',
  'stats_settings',
  'testimonials',
];

/** Everything staff or visitors write as content: the public content, quote requests and their notes. */
export const WRITABLE_CONTENT = [...PUBLIC_CONTENT, 'inquiries', 'inquiry_notes'];

/**
 * The relation fields of public collections that point at a collection with drafts
 * (`published`), by collection: field → the collection it points at. lib/drafts.ts empties them
 * for visitors when they point at a draft; tests/integration/draft-identity.test.ts checks the
 * schema has no other.
 */
export const DRAFT_RELATIONS: Record<string, Record<string, string>> = {
  testimonials: { project: 'projects' },
};
