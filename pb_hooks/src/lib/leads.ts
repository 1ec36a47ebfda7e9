/**
 * The lead pipeline of quote requests (issue 29, docs/decisions/019-leads.md): what the server
 * keeps true of a request's status, assignee and notes, who reads them, and what the activity log
 * says of each change. The statuses and texts are shared/leads.ts.
 */
import type * as Activity from './activity';
import type * as Leads from '../../../shared/leads';
import type * as SharedActivity from '../../../shared/activity';

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
export function checkLead(e: core.RecordEvent): void {
  const { LEAD_STATUSES, isHandled, statusOfHandled, LOST_REASON_REQUIRED, ASSIGNEE_NOT_STAFF, projectIdOfPage } =
    shared();
  const record = e.record!;
  const isNew = record.isNew();
  const original = isNew ? null : record.original();
  const raw = record.getString('status');
  // note: an unknown status is left for PocketBase's own check of the select to refuse.
  if (raw !== '' && (LEAD_STATUSES as readonly string[]).indexOf(raw) < 0) return e.next();
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
  e.next();
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
export function logLeadUpdate(e: core.RecordRequestEvent): void {
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
  activity.logEntriesInTransaction(e, (record) => {
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
  });
}

/** onRecordDeleteRequest body for inquiries: the delete is logged in its transaction. */
export function logLeadDelete(e: core.RecordRequestEvent): void {
  const activity = require(`${__hooks}/lib/activity.js`) as typeof Activity;
  activity.logEntriesInTransaction(e, () => [{ action: 'deleted' }]);
}

/**
 * onRecordCreateRequest body for inquiry_notes: the note's author is who sends it (their email
 * kept with it), and "added a note" is logged against the request, in the note's transaction.
 */
export function addNote(e: core.RecordRequestEvent): void {
  const activity = require(`${__hooks}/lib/activity.js`) as typeof Activity;
  const auth = e.auth;
  const note = e.record!;
  if (auth && auth.collection().name === 'users') note.set('author', auth.id);
  note.set('author_email', auth ? auth.email() : '');
  const app = e.app;
  try {
    app.runInTransaction((tx) => {
      e.app = tx;
      e.next();
      const inquiry = tx.findRecordById('inquiries', note.getString('inquiry'));
      activity.logActivity(tx, auth, 'noted', inquiry);
    });
  } finally {
    e.app = app;
  }
}
