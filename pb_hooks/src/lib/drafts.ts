/**
 * Drafts keep their identity from visitors (issue 26, item 6). Projects and services with
 * `published` off are hidden by their rules (list, view, expand, filters through a relation,
 * realtime); a public record that points at one would still name its id. Here such a relation is
 * emptied in every answer to anyone who does not read drafts. A draft's files are protected by
 * their fields (migration `1795387000_draft_files.js`), not here.
 */
import type * as Collections from './collections';

/** Whether `auth` reads drafts: an approved staff member or a superuser (the rules' test). */
export function readsDrafts(auth: core.Record | null | undefined): boolean {
  if (!auth) return false;
  if (auth.isSuperuser()) return true;
  return auth.collection().name === 'users' && auth.getBool('approved');
}

/** Whether the record `id` of `collection` exists and is published. */
function isPublished(app: CoreApp, collection: string, id: string): boolean {
  try {
    return app.findRecordById(collection, id).getBool('published');
  } catch {
    return false;
  }
}

/**
 * onRecordEnrich (REST answers, expands and realtime messages alike): for a reader who does not
 * read drafts, a relation to a draft, or to a record that no longer exists, is emptied.
 */
export function hideDraftRelations(e: core.RecordEnrichEvent): void {
  const { DRAFT_RELATIONS } = require(`${__hooks}/lib/collections.js`) as typeof Collections;
  const record = e.record!;
  const fields = DRAFT_RELATIONS[record.collection().name];
  if (fields && !readsDrafts(e.requestInfo?.auth)) {
    for (const field of Object.keys(fields)) {
      const ids = record.getStringSlice(field);
      const shown = ids.filter((id: string) => isPublished(e.app, fields[field], id));
      if (shown.length === ids.length) continue;
      const single = (record.collection().fields.getByName(field) as core.RelationField).maxSelect <= 1;
      record.set(field, single ? shown[0] || '' : shown);
    }
  }
  e.next();
}

/** A file URL in rendered HTML: its path, and a thumb size if it asks for one. */
const FILE_URL = /(\/api\/files\/[^"'\s?,<>&]+)(\?thumb=\d+x\d+)?/g;

/**
 * The staff preview's HTML (pages.ts renderPreview) with the staff member's file token on every
 * file URL, so that a draft's images show in its preview. `html` is markup: `&` is written `&amp;`.
 */
export function withFileToken(html: string, token: string): string {
  const param = `token=${encodeURIComponent(token)}`;
  return html.replace(FILE_URL, (_, path: string, thumb?: string) =>
    thumb ? `${path}${thumb}&amp;${param}` : `${path}?${param}`,
  );
}
