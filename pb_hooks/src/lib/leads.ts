/**
 * The lead pipeline of quote requests (issue 29, docs/decisions/019-leads.md): what the server
 * keeps true of a request's status, assignee and notes, who reads them, and what the activity log
 * says of each change. The statuses and texts are shared/leads.ts.
 */
import type * as Activity from './activity';
import type * as Languages from '../../../shared/languages';
import type * as Leads from '../../../shared/leads';
import type * as SharedActivity from '../../../shared/activity';
import type * as Transactions from './transactions';

const transactions = (): typeof Transactions => require(`${__hooks}/lib/transactions.js`) as typeof Transactions;

const shared = (): typeof Leads => require(`${__hooks}/lib/shared/leads.js`) as typeof Leads;

const INVALID = 'Failed to save: check the highlighted fields.';

function invalid(field: string, code: string, message: string): never {
  throw new BadRequestError(INVALID, { [field]: new ValidationError(code, message) });
}

/** True when `auth` is approved staff or a PocketBase superuser. */
export function isStaff(auth: core.Record | null | undefined): boolean {
  if (!auth) return false;
  if (auth.isSuperuser()) return true;
  return auth.collection().name === 'users' && auth.getBool('approved');
}

/**
 * onRecordValidate body for inquiries: a request without a status is New (Contacted when saved
 * as handled); an old client's handled switch moves the status, and `handled` follows the status;
 * Lost needs a reason; the assignee must be approved staff; a new request sent from a project's
 * page names that project.
 */
export function checkLead(e: core.RecordEvent, next: () => void): void {
  const { LEAD_STATUSES, isHandled, statusOfHandled, LOST_REASON_REQUIRED, ASSIGNEE_NOT_STAFF, projectIdOfPage } =
    shared();
  const record = e.record!;
  const isNew = record.isNew();
  const original = isNew ? null : record.original();
  const raw = record.getString('status');
  // note: an unknown status is left for PocketBase's own check of the select to refuse.
  if (raw !== '' && (LEAD_STATUSES as readonly string[]).indexOf(raw) < 0) return next();
  const handled = record.getBool('handled');
  let status = raw as Leads.LeadStatus;
  if (raw === '') status = statusOfHandled(handled, 'new');
  else if (original && raw === original.getString('status') && handled !== original.getBool('handled')) {
    status = statusOfHandled(handled, status);
  }
  record.set('status', status);
  record.set('handled', isHandled(status));

  if (status === 'lost' && record.getString('lost_reason').trim() === '') {
    invalid('lost_reason', 'validation_required', LOST_REASON_REQUIRED);
  }

  const assignee = record.getString('assignee');
  if (assignee && (!original || assignee !== original.getString('assignee'))) {
    let approved: boolean;
    try {
      approved = e.app.findRecordById('users', assignee).getBool('approved');
    } catch {
      approved = false;
    }
    if (!approved) invalid('assignee', 'validation_not_staff', ASSIGNEE_NOT_STAFF);
  }

  if (isNew && !record.getString('project')) {
    const projectId = projectIdOfPage(record.getString('page'));
    if (projectId) {
      try {
        record.set('project', e.app.findRecordById('projects', projectId).id);
      } catch {
        // a page of a project since deleted, or a made-up path: the page alone is kept
      }
    }
  }
  next();
}

/**
 * onRecordEnrich body for inquiries: anyone but approved staff (a visitor reading the answer to
 * their own request) gets none of the pipeline's fields. Lists, views, expands and realtime
 * messages are refused to them by the rules already; this covers the create's answer too.
 */
export function hidePipeline(e: core.RecordEnrichEvent): void {
  if (!isStaff(e.requestInfo?.auth)) e.record!.hide(...shared().LEAD_FIELDS);
  e.next();
}

/** The label of an assignment: "Nimal Perera → anna@example.lk" (or "→ nobody"). */
function assignmentLabel(app: CoreApp, record: core.Record): string {
  const { ACTIVITY_LABEL_MAX } = require(`${__hooks}/lib/shared/activity.js`) as typeof SharedActivity;
  let to = 'nobody';
  const id = record.getString('assignee');
  if (id) {
    try {
      to = app.findRecordById('users', id).email();
    } catch {
      to = id;
    }
  }
  const name = record.getString('name').replace(/\s+/g, ' ').trim();
  return `${name} → ${to}`.slice(0, ACTIVITY_LABEL_MAX);
}

/**
 * onRecordUpdateRequest body for inquiries: logs, in the update's transaction, the status it
 * moved to ("won"; "reopened" back to New; "handled"/"reopened" when an old client flipped the
 * handled switch), a new assignee, or an edit of the value or lost reason. Other edits (staff
 * correcting a visitor's typo) are not logged, as before.
 */
export function logLeadUpdate(e: core.RecordRequestEvent, next: () => void): void {
  const activity = require(`${__hooks}/lib/activity.js`) as typeof Activity;
  const before = e.record!.original();
  const was = {
    status: before.getString('status'),
    assignee: before.getString('assignee'),
    value: before.getFloat('value'),
    lostReason: before.getString('lost_reason'),
  };
  const body = e.requestInfo().body as Record<string, unknown>;
  const statusSent = body.status !== undefined;
  activity.logEntriesInTransaction(
    e,
    (record) => {
      const entries: Activity.EntryOf[] = [];
      const status = record.getString('status') as SharedActivity.ActivityAction | 'new';
      if (status !== was.status) {
        if (!statusSent) entries.push({ action: record.getBool('handled') ? 'handled' : 'reopened' });
        else entries.push({ action: status === 'new' ? 'reopened' : status });
      }
      if (record.getString('assignee') !== was.assignee) {
        entries.push({ action: 'assigned', label: assignmentLabel(e.app, record) });
      }
      const edited = record.getFloat('value') !== was.value || record.getString('lost_reason') !== was.lostReason;
      if (entries.length === 0 && edited) entries.push({ action: 'edited' });
      return entries;
    },
    next,
  );
}

/** onRecordDeleteRequest body for inquiries: the delete is logged in its transaction. */
export function logLeadDelete(e: core.RecordRequestEvent, next: () => void): void {
  const activity = require(`${__hooks}/lib/activity.js`) as typeof Activity;
  activity.logEntriesInTransaction(e, () => [{ action: 'deleted' }], next);
}

/**
 * onRecordCreateRequest body for inquiry_notes: the note's author is who sends it (their email
 * kept with it), and "added a note" is logged against the request, in the note's transaction. A
 * note on a New request moves it to Contacted (logged too): staff note what they did with it, and
 * a lead left New after one looked untouched (issue 39).
 */
export function addNote(e: core.RecordRequestEvent, next: () => void): void {
  const activity = require(`${__hooks}/lib/activity.js`) as typeof Activity;
  const { leadStatus } = shared();
  const auth = e.auth;
  const note = e.record!;
  if (auth && auth.collection().name === 'users') note.set('author', auth.id);
  note.set('author_email', auth ? auth.email() : '');
  const app = e.app;
  try {
    transactions().writeTransaction(app, (tx) => {
      e.app = tx;
      next();
      const inquiry = tx.findRecordById('inquiries', note.getString('inquiry'));
      activity.logActivity(tx, auth, 'noted', inquiry);
      if (leadStatus(inquiry.getString('status')) === 'new') {
        inquiry.set('status', 'contacted');
        tx.save(inquiry);
        activity.logActivity(tx, auth, 'contacted', inquiry);
      }
    });
  } finally {
    e.app = app;
  }
}

/** A phone number's digits alone, in SQL (the stored number as the visitor typed it). */
const PHONE_DIGITS =
  "replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')";

/**
 * The pipeline's order, not the alphabet's: New (or none, saved before the pipeline) first.
 * note: selected as a column: the query builder quotes each ORDER BY term as a column name.
 */
const STATUS_RANK =
  "(CASE status WHEN 'contacted' THEN 1 WHEN 'quoted' THEN 2 WHEN 'won' THEN 3 WHEN 'lost' THEN 4 ELSE 0 END) AS status_rank";

const ORDER: Record<Leads.LeadSortKey, string[]> = {
  newest: ['created DESC', 'id DESC'],
  oldest: ['created ASC', 'id ASC'],
  status: ['status_rank ASC', 'created DESC', 'id DESC'],
  value: ['value DESC', 'created DESC', 'id DESC'],
};

/** `text` for a LIKE pattern that finds it anywhere, its own % _ and \ taken literally. */
function anywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function badQuery(message: string): never {
  throw new BadRequestError(message);
}

/**
 * GET /api/site/leads (approved staff): the Inbox's list searched, filtered, sorted and paged by
 * the server, every value bound as a parameter (shared/leads.ts LeadQuery, LeadPage). The Inbox
 * and its CSV export both read it, so they show the same requests.
 */
export function listLeads(e: core.RequestEvent): void {
  const {
    LEAD_STATUSES,
    LEAD_SORT_KEYS,
    LEADS_PAGE_SIZE,
    LEADS_MAX_PAGE_SIZE,
    LEAD_SEARCH_MAX,
    monthRange,
    searchTerms,
  } = shared();
  if (!isStaff(e.auth)) throw new ForbiddenError('Only approved staff can read quote requests.');
  const q = (name: string) => e.request!.url!.query().get(name);

  const where: string[] = [];
  const params: Record<string, unknown> = {};
  const status = q('status');
  if (status === 'new') where.push("(status = 'new' OR status = '')");
  else if (status) {
    if ((LEAD_STATUSES as readonly string[]).indexOf(status) < 0)
      badQuery(`Unknown status "${status}": one of ${LEAD_STATUSES.join(', ')}.`);
    where.push('status = {:status}');
    params.status = status;
  }
  const service = q('service');
  if (service) {
    if (!/^[a-z0-9]{15}$/.test(service)) badQuery('The service must be a service’s id.');
    where.push('service = {:service}');
    params.service = service;
  }
  const language = q('language');
  if (language) {
    const { LANGUAGES, DEFAULT_LANGUAGE } = require(`${__hooks}/lib/shared/languages.js`) as typeof Languages;
    if ((LANGUAGES as readonly string[]).indexOf(language) < 0)
      badQuery(`Unknown language "${language}": one of ${LANGUAGES.join(', ')}.`);
    // note: a request sent before languages were stored has none: it was English.
    if (language === DEFAULT_LANGUAGE) where.push("(language = 'en' OR language = '')");
    else {
      where.push('language = {:language}');
      params.language = language;
    }
  }
  const month = q('month');
  if (month) {
    const range = monthRange(month);
    if (!range) badQuery('The month must be written as 2026-11.');
    where.push('created >= {:from} AND created < {:to}');
    params.from = range.from;
    params.to = range.to;
  }
  const search = q('search');
  if (search.length > LEAD_SEARCH_MAX) badQuery(`The search may be at most ${LEAD_SEARCH_MAX} characters.`);
  const { words, phones } = searchTerms(search);
  const wordClauses = words.map((word, i) => {
    params[`w${i}`] = anywhere(word);
    return `(name LIKE {:w${i}} ESCAPE '\\' OR message LIKE {:w${i}} ESCAPE '\\' OR phone LIKE {:w${i}} ESCAPE '\\')`;
  });
  const phoneClauses = phones.map((phone, i) => {
    params[`p${i}`] = anywhere(phone);
    return `${PHONE_DIGITS} LIKE {:p${i}} ESCAPE '\\'`;
  });
  if (phoneClauses.length) where.push(`(${phoneClauses.join(' OR ')} OR (${wordClauses.join(' AND ')}))`);
  else if (wordClauses.length) where.push(wordClauses.join(' AND '));

  const sort = (q('sort') || 'newest') as Leads.LeadSortKey;
  if ((LEAD_SORT_KEYS as readonly string[]).indexOf(sort) < 0)
    badQuery(`Unknown sort "${sort}": one of ${LEAD_SORT_KEYS.join(', ')}.`);
  const whole = (name: string, label: string, fallback: number, max: number) => {
    const raw = q(name);
    if (!raw) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < 1 || n > max) badQuery(`The ${label} must be a whole number from 1 to ${max}.`);
    return n;
  };
  const perPage = whole('perPage', 'page size', LEADS_PAGE_SIZE, LEADS_MAX_PAGE_SIZE);
  const page = whole('page', 'page number', 1, 1_000_000);

  const filter = where.length ? $dbx.exp(where.join(' AND '), params) : null;
  const totalItems = filter ? e.app.countRecords('inquiries', filter) : e.app.countRecords('inquiries');
  const all = filter ? e.app.countRecords('inquiries') : totalItems;
  const items = arrayOf(new Record());
  const query = e.app.recordQuery('inquiries');
  if (sort === 'status') query.select('inquiries.*', STATUS_RANK);
  if (filter) query.andWhere(filter);
  query
    .orderBy(...ORDER[sort])
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all(items);
  if (items.length) e.app.expandRecords(items, ['service', 'project'], null as never);

  const months = arrayOf(new DynamicModel({ month: '' }));
  e.app
    .db()
    .newQuery(
      "SELECT DISTINCT strftime('%Y-%m', datetime(substr(created, 1, 19), '+330 minutes')) AS month " +
        "FROM inquiries WHERE created != '' ORDER BY month DESC",
    )
    .all(months);

  e.json(200, {
    page,
    perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / perPage),
    all,
    months: months.map((m) => (m as unknown as { month: string }).month).filter(Boolean),
    items,
  });
}
