/**
 * Drafts keep their identity from visitors (issue 26, item 6). Projects and services with
 * `published` off are hidden by their rules (list, view, expand, filters through a relation,
 * realtime); a public record that points at one would still name its id. Here such a relation is
 * emptied in every answer to anyone who does not read drafts, and no filter or sort of theirs may
 * name it (below). A draft's files are protected by their fields (migration
 * `1795387000_draft_files.js`), not here.
 */
import type * as ApiBounds from './apiBounds';
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

/**
 * Why a filter and sort of someone who does not read drafts are refused, or null: they name one of
 * `fields`, relations to a collection with drafts (`project`, with a modifier or a path after it).
 * The answer empties such a relation (hideDraftRelations), but a filter compares the stored id:
 * `id = '…' && project ~ 'a%'` read a draft's id a character at a time, 294 requests for 15
 * characters (issue 26 audit), and a sort by it orders by the id. A path through the relation is
 * refused too: PocketBase holds a join by the target's list rule, but reads `project.id` from the
 * record itself. A comment is refused, as by the bounds (it could hide a path from `readFilter`).
 */
export function draftRelationProblem(
  fields: Record<string, string> | undefined,
  query: { filter?: string | null; sort?: string | null },
  bounds: Pick<typeof ApiBounds, 'readFilter' | 'sortPaths' | 'pathHead'>,
): string | null {
  if (!fields) return null;
  const read = bounds.readFilter(query.filter || '');
  if (read.comment) return 'filter cannot have comments (//).';
  for (const path of read.paths.concat(bounds.sortPaths(query.sort || ''))) {
    const head = bounds.pathHead(path);
    if (Object.prototype.hasOwnProperty.call(fields, head)) {
      return `filter and sort cannot name ${head}: it may point at a draft, whose id is not public.`;
    }
  }
  return null;
}

/** onRecordsListRequest of a collection with relations to drafts: refuses what draftRelationProblem refuses. */
export function refuseDraftRelationFilter(e: core.RecordsListRequestEvent): void {
  if (readsDrafts(e.auth)) return;
  const { DRAFT_RELATIONS } = require(`${__hooks}/lib/collections.js`) as typeof Collections;
  const bounds = require(`${__hooks}/lib/apiBounds.js`) as typeof ApiBounds;
  // note: the query's first values, as the list reads them (this event has no `e.request`).
  const query = e.requestInfo().query;
  const fields = DRAFT_RELATIONS[e.collection!.name];
  const problem = draftRelationProblem(fields, { filter: query.filter, sort: query.sort }, bounds);
  if (problem) throw new BadRequestError(`This request is refused: ${problem}`);
}

/**
 * onRealtimeSubscribeRequest: refuses what draftRelationProblem refuses in a subscription's options
 * (PocketBase sends a message only when its filter matches). The topic names the collection by
 * name or id (`testimonials`, `testimonials/*`, `testimonials/ID`).
 */
export function refuseDraftRelationSubscriptions(e: core.RealtimeSubscribeRequestEvent): void {
  if (readsDrafts(e.auth)) return;
  const { DRAFT_RELATIONS } = require(`${__hooks}/lib/collections.js`) as typeof Collections;
  const bounds = require(`${__hooks}/lib/apiBounds.js`) as typeof ApiBounds;
  for (let i = 0; i < e.subscriptions.length; i++) {
    const read = bounds.readSubscription(e.subscriptions[i]);
    if ('problem' in read) continue; // refused by realtime-bounds.pb.ts, with its reason
    const name = topicCollection(e.app, read.topic);
    const problem = name ? draftRelationProblem(DRAFT_RELATIONS[name], read.query, bounds) : null;
    if (problem) throw new BadRequestError(`This subscription is refused: ${problem}`);
  }
}

/** The name of the collection a realtime topic is about, named by name or id, or null (no messages). */
function topicCollection(app: CoreApp, topic: string): string | null {
  try {
    return app.findCachedCollectionByNameOrId(topic.split('/')[0]).name;
  } catch {
    return null;
  }
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
