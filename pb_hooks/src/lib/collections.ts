/**
 * The collection lists hooks register for, derived from the content model (shared/content.ts,
 * decision 018). Entry files read them at load time (registration runs once, outside any
 * handler, so a top-level require is fine there).
 */
import type * as Content from '../../../shared/content';
import type * as LeadsModel from '../../../shared/leads';

const content = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
const leads = require(`${__hooks}/lib/shared/leads.js`) as typeof LeadsModel;

/** Public content: anyone reads, approved admins write; the rendered pages show it. */
export const PUBLIC_CONTENT: string[] = content.PUBLIC_COLLECTIONS;

/**
 * Everything staff or visitors write as content: the content model's collections and the notes
 * of quote requests (issue 29; written once by staff, so not a declaration of the model).
 */
export const WRITABLE_CONTENT: string[] = [...content.WRITABLE_COLLECTIONS, leads.NOTES_COLLECTION];

/**
 * The relation fields of public collections that point at a collection with drafts, by
 * collection: field → the collection it points at (shared/content.ts DRAFT_RELATIONS).
 * lib/drafts.ts empties them for visitors when they point at a draft.
 */
export const DRAFT_RELATIONS: Record<string, Record<string, string>> = content.DRAFT_RELATIONS;
