/**
 * Staff-set order (issue 15, decision 010): a new item starts first, and a move writes only the
 * moved record's `position` (the midpoint of its new neighbours), inside a transaction, so two
 * staff moving items at once each see the order the other left.
 */
import type * as Content from '../../../shared/content';
import type * as Order from '../../../shared/order';
import type * as Activity from './activity';
import type * as Pages from './pages';
import type * as RequestBody from './requestBody';
import type * as Transactions from './transactions';

const transactions = (): typeof Transactions => require(`${__hooks}/lib/transactions.js`) as typeof Transactions;

const order = (): typeof Order => require(`${__hooks}/lib/shared/order.js`) as typeof Order;

/** The smallest position in `collection`, or null when it has no records. */
function firstPosition(app: CoreApp, collection: string, exceptId = ''): number | null {
  const { ORDER_SORT } = order();
  const filter = exceptId ? 'id != {:id}' : '';
  const records = app.findRecordsByFilter(collection, filter, ORDER_SORT, 1, 0, { id: exceptId });
  return records.length ? records[0]!.getFloat('position') : null;
}

/** onRecordCreate body for the ordered collections: the new item goes first. */
export function placeFirst(e: core.RecordEvent, next: () => void): void {
  const record = e.record!;
  const first = firstPosition(e.app, record.collection().name, record.id);
  record.set('position', order().positionBetween(null, first));
  next();
}

export const MOVE_TARGET_MESSAGE = 'Say which item to move it before or after.';
export const MOVE_ANCHOR_GONE_MESSAGE =
  'The list changed while you were moving this item. Reload the list and try again.';

interface Placed {
  id: string;
  position: number;
}

/**
 * POST /api/site/order/{collection}/{id} with {"before": id} or {"after": id}: moves the record
 * next to another one of its collection, as the collection's update rule allows. Answers the
 * collection's whole order ({items: [{id, position}]}), so the list on screen catches up with
 * moves other staff made meanwhile.
 */
export function moveRecord(e: core.RequestEvent): void {
  const { ORDER_SORT, POSITION_STEP, positionBetween } = order();
  const { ORDERED_COLLECTIONS } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
  const name = e.request!.pathValue('collection');
  const id = e.request!.pathValue('id');
  if (ORDERED_COLLECTIONS.indexOf(name) < 0) throw new NotFoundError('Not found.');
  const info = e.requestInfo();
  const body = (info.body || {}) as Record<string, unknown>;
  const before = typeof body.before === 'string' ? body.before : '';
  const after = typeof body.after === 'string' ? body.after : '';
  if (!before === !after || before === id || after === id) throw new BadRequestError(MOVE_TARGET_MESSAGE);

  let items: Placed[] = [];
  transactions().writeTransaction(e.app, (tx) => {
    let record: core.Record;
    try {
      record = tx.findRecordById(name, id);
    } catch {
      throw new NotFoundError('The item was not found. It may have been deleted.');
    }
    const rule = record.collection().updateRule;
    // note: a missing rule (null) lets only superusers.
    if (rule == null ? !e.hasSuperuserAuth() : !tx.canAccessRecord(record, info, rule)) {
      throw new ForbiddenError('Only approved admins can change the order.');
    }
    // note: the transaction holds SQLite's one writer, so moves run one after another and each
    // reads the order the previous one left.
    const others: Placed[] = tx
      .findRecordsByFilter(name, 'id != {:id}', ORDER_SORT, 0, 0, { id })
      .map((r) => ({ id: r!.id, position: r!.getFloat('position') }));
    const at = others.findIndex((item) => item.id === (before || after));
    if (at < 0) throw new BadRequestError(MOVE_ANCHOR_GONE_MESSAGE);
    const index = before ? at : at + 1;
    const prev = index > 0 ? others[index - 1].position : null;
    const next = index < others.length ? others[index].position : null;
    const position = positionBetween(prev, next);
    const moved = { id, position: position ?? 0 };
    items = [...others.slice(0, index), moved, ...others.slice(index)];
    // Out of room between the two (about 40 moves into one gap): the list is renumbered.
    const changed =
      position === null ? items.map((item, i) => ({ id: item.id, position: i * POSITION_STEP })) : [moved];
    if (position === null) items = changed;
    for (const item of changed) {
      // note: a plain UPDATE: the order is not the record's content, so `updated` stays (an edit
      // open in another tab is not a conflict) and no record hook runs for it.
      tx.db()
        .newQuery(`UPDATE {{${name}}} SET [[position]] = {:position} WHERE [[id]] = {:id}`)
        .bind({ position: item.position, id: item.id })
        .execute();
    }
    const activity = require(`${__hooks}/lib/activity.js`) as typeof Activity;
    activity.logActivity(tx, e.auth, 'reordered', record);
  });
  // The order shows on the list pages; a project's own page does not show it.
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  pages.markChanged(e.app, { all: name !== 'projects', projects: [] });
  e.json(200, { items });
}

export const POSITION_BY_MOVE_MESSAGE = "Change the order with the list's Move buttons.";

/**
 * onRecordCreateRequest / onRecordUpdateRequest body for the ordered collections: the order is
 * changed only by moves (one path, in a transaction), never by writing `position`. Superusers
 * may (PocketBase's dashboard sends every field back unchanged).
 */
export function refusePositionWrites(e: core.RecordRequestEvent, next: () => void): void {
  const { rawBody } = require(`${__hooks}/lib/requestBody.js`) as typeof RequestBody;
  // note: the bound body also holds query and urlencoded values, which the raw body leaves out.
  const sent =
    rawBody(e).position !== undefined || (e.requestInfo().body as Record<string, unknown>).position !== undefined;
  if (!e.hasSuperuserAuth() && sent) {
    throw new BadRequestError('Failed to save: check the highlighted fields.', {
      position: new ValidationError('validation_position_by_move', POSITION_BY_MOVE_MESSAGE),
    });
  }
  next();
}
