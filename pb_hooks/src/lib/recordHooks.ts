/**
 * The site's record hooks, one JS handler per PocketBase event (record-hooks.pb.ts; decision 042).
 *
 * note: PocketBase runs each JS handler on a VM of its pool (15), or on a new VM when every
 * pooled one is busy, and a handler keeps its VM until it returns. A record hook's `e.next()`
 * runs the next hook inside it, so a request held one VM for every JS hook of its chain at once:
 * a quote request about six while it waited for the write lock, and 100 of them at once wanted
 * hundreds of new VMs (issue 38; decision 042). Here the steps of one event run in one handler, chained in
 * JS: each step gets `next`, which runs the following step, and the last one's is PocketBase's
 * `e.next()`. A step refuses by throwing or by not calling `next`, as a hook does.
 *
 * The steps run in the order of this table, which is the order the separate hook files loaded
 * in before (by file name). A step names the collections it is for; `ALL` is every collection.
 */
import type * as Accounts from './accounts';
import type * as Activity from './activity';
import type * as Approval from './approval';
import type * as Categories from './categories';
import type * as Collections from './collections';
import type * as History from './history';
import type * as Inquiries from './inquiries';
import type * as Leads from './leads';
import type * as Order from './order';
import type * as RawTypes from './rawTypes';
import type * as SchemaCheck from './schemaCheck';
import type * as Singletons from './singletons';
import type * as StorageOwner from './storageOwner';
import type * as TextFields from './textFields';
import type * as Uploads from './uploads';
import type * as Content from '../../../shared/content';
import type * as SharedActivity from '../../../shared/activity';
import type * as SharedLeads from '../../../shared/leads';

/** The record events whose steps run here; each has one handler, in record-hooks.pb.ts. */
export const RECORD_HOOKS = [
  'onRecordCreateRequest',
  'onRecordUpdateRequest',
  'onRecordDeleteRequest',
  'onRecordValidate',
  'onRecordCreate',
  'onRecordUpdate',
  'onRecordDelete',
] as const;
export type RecordHook = (typeof RECORD_HOOKS)[number];

/** A step's event: a request event for the `…Request` hooks, a record event for the others. */
type Event = core.RecordRequestEvent & core.RecordEvent;

interface Step {
  /** The collections it is for (names), or every collection. */
  only: readonly string[] | typeof ALL;
  run: (e: Event, next: () => void) => void;
}

/** A step for every collection (uploads, the storage owner). */
export const ALL = 'all';

// note: each library is required once per VM, when a step first needs it (a `require` resolves
// its path on every call).
const loaded: Record<string, unknown> = {};
const lib = <T>(name: string): T => (loaded[name] || (loaded[name] = require(`${__hooks}/lib/${name}.js`))) as T;
const accounts = () => lib<typeof Accounts>('accounts');
const activity = () => lib<typeof Activity>('activity');
const approval = () => lib<typeof Approval>('approval');
const categories = () => lib<typeof Categories>('categories');
const history = () => lib<typeof History>('history');
const inquiries = () => lib<typeof Inquiries>('inquiries');
const leads = () => lib<typeof Leads>('leads');
const order = () => lib<typeof Order>('order');
const rawTypes = () => lib<typeof RawTypes>('rawTypes');
const schemaCheck = () => lib<typeof SchemaCheck>('schemaCheck');
const singletons = () => lib<typeof Singletons>('singletons');
const storageOwner = () => lib<typeof StorageOwner>('storageOwner');
const textFields = () => lib<typeof TextFields>('textFields');
const uploads = () => lib<typeof Uploads>('uploads');

let table: Record<RecordHook, Step[]> | null = null;

/** The steps of each event, in order (built once per VM: the collection lists come from the model). */
function steps(): Record<RecordHook, Step[]> {
  if (table) return table;
  const { CONTENT, ORDERED_COLLECTIONS, HISTORY_COLLECTIONS, SINGLETON_COLLECTIONS } =
    lib<typeof Content>('shared/content');
  const { ACTIVITY_SUBJECTS, ACTIVITY_SWITCHES } = lib<typeof SharedActivity>('shared/activity');
  const { NOTES_COLLECTION } = lib<typeof SharedLeads>('shared/leads');
  const { PUBLIC_CONTENT, WRITABLE_CONTENT } = lib<typeof Collections>('collections');
  const USERS = ['users'];
  const LOGGED = Object.keys(ACTIVITY_SUBJECTS);
  const SWITCHES = Object.keys(ACTIVITY_SWITCHES);
  const INQUIRIES = [CONTENT.inquiries.collection];
  const CATEGORIES = [CONTENT.categories.collection];
  const TYPED = [...WRITABLE_CONTENT, ...USERS];
  const step = (only: Step['only'], run: Step['run']): Step => ({ only, run });
  // A server that is a copy of the site adds, changes or deletes no file in its storage.
  const storageStep = (deleting: boolean): Step =>
    step(ALL, (e, next) => {
      storageOwner().refuseStorageChange(e.app, e.record!, deleting);
      next();
    });
  table = {
    onRecordCreateRequest: [
      step(USERS, (e, next) => {
        accounts().refuseServerSetFields(e);
        next();
      }),
      step(LOGGED, (e, next) => activity().logRecordRequest(e, 'create', next)),
      step(INQUIRIES, (e, next) => inquiries().refuseHoneypot(e, next)),
      step(INQUIRIES, (e, next) => inquiries().guardVisitorRequest(e, next)),
      step([NOTES_COLLECTION], (e, next) => leads().addNote(e, next)),
      step(ORDERED_COLLECTIONS, (e, next) => order().refusePositionWrites(e, next)),
      step(TYPED, (e, next) => rawTypes().refuseWrongRawTypes(e, next)),
    ],
    onRecordUpdateRequest: [
      step(USERS, (e, next) => {
        const lib = accounts();
        lib.refuseServerSetFields(e);
        lib.onlyThePasswordWhileTemporary(e);
        lib.markTemporaryPassword(e);
        next();
      }),
      step(LOGGED, (e, next) => activity().logRecordRequest(e, 'update', next)),
      step(SWITCHES, (e, next) => activity().logSwitchRequest(e, next)),
      step(HISTORY_COLLECTIONS, (e, next) => history().keepPreviousVersion(e, next)),
      step(INQUIRIES, (e, next) => leads().logLeadUpdate(e, next)),
      step(ORDERED_COLLECTIONS, (e, next) => order().refusePositionWrites(e, next)),
      step(TYPED, (e, next) => rawTypes().refuseWrongRawTypes(e, next)),
    ],
    onRecordDeleteRequest: [
      step(LOGGED, (e, next) => activity().logRecordRequest(e, 'delete', next)),
      step(INQUIRIES, (e, next) => leads().logLeadDelete(e, next)),
    ],
    onRecordValidate: [
      step(INQUIRIES, (e, next) => inquiries().checkInquiryContact(e, next)),
      step([CONTENT.contact.collection], (e, next) => inquiries().normalizeWhatsapp(e, next)),
      step(INQUIRIES, (e, next) => leads().checkLead(e, next)),
      step(PUBLIC_CONTENT, (e, next) => schemaCheck().checkSchema(e, next)),
      step(TYPED, (e, next) => textFields().cleanTextFields(e, next)),
      step(ALL, (e, next) => uploads().checkUploadedImages(e, next)),
    ],
    onRecordCreate: [
      step(CATEGORIES, (e, next) => categories().fillCategorySlug(e, next)),
      step(ORDERED_COLLECTIONS, (e, next) => order().placeFirst(e, next)),
      step(SINGLETON_COLLECTIONS, (e, next) => singletons().guardSingletonCreate(e, next)),
      storageStep(false),
    ],
    onRecordUpdate: [
      step(USERS, (e, next) => {
        accounts().markRevoked(e);
        next();
      }),
      step(USERS, (e, next) => approval().keepOneApprovedOnUpdate(e, next)),
      step(CATEGORIES, (e, next) => categories().fillCategorySlug(e, next)),
      storageStep(false),
    ],
    onRecordDelete: [
      step(USERS, (e, next) => approval().keepOneApprovedOnDelete(e, next)),
      step(CATEGORIES, (e, next) => categories().refuseDeleteInUse(e, next)),
      step(HISTORY_COLLECTIONS, (e, next) => history().forgetVersions(e, next)),
      storageStep(true),
    ],
  };
  return table;
}

const forCollection: Record<string, Step[]> = {};

/** The steps of `hook` for `collection`, in order (kept per VM). */
function stepsFor(hook: RecordHook, collection: string): Step[] {
  const key = `${hook} ${collection}`;
  return (
    forCollection[key] ||
    (forCollection[key] = steps()[hook].filter((s) => s.only === ALL || s.only.indexOf(collection) >= 0))
  );
}

/** Runs the steps of `hook` for the event's record, then PocketBase's `e.next()`. */
export function runRecordHooks(hook: RecordHook, e: core.RecordEvent | core.RecordRequestEvent): void {
  const event = e as Event;
  runSteps(stepsFor(hook, event.record!.collection().name), event);
}

/**
 * Runs `steps` in order on `e`: each gets the `next` that runs the following one, and the last
 * one's runs `e.next()`. A step that does not call `next` ends the chain there.
 */
export function runSteps<E extends { next(): void }>(
  steps: readonly { run: (e: E, next: () => void) => void }[],
  e: E,
): void {
  let i = 0;
  const next = (): void => {
    const step = steps[i++];
    if (step) step.run(e, next);
    else e.next();
  };
  next();
}

/**
 * The collections `hook` is registered for: its steps' collections, or none (every collection)
 * when a step is for all. PocketBase then enters JS only for a record some step is for.
 */
export function hookedCollections(hook: RecordHook): string[] {
  const all = steps()[hook];
  if (all.some((s) => s.only === ALL)) return [];
  const names: string[] = [];
  for (const s of all) for (const name of s.only as readonly string[]) if (names.indexOf(name) < 0) names.push(name);
  return names;
}
