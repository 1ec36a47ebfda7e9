/**
 * Recent activity (issue 15, item 10, docs/decisions/012-accounts-uploads-activity.md): what the
 * hooks log of each staff change, and how the dashboard words an entry. Pure code: the hooks load
 * its compiled copy (pb_hooks/lib/shared/activity.js), the web app bundles it. The nouns and
 * labels are the content model's (shared/content.ts).
 */
import { CONTENT, PUBLIC_KEYS, type Declaration } from './content';

/** The collection the hooks write the log into; approved admins read it, nobody writes it. */
export const ACTIVITY_COLLECTION = 'activity';

/** What happened to a record. */
export const ACTIVITY_ACTIONS = [
  'created',
  'edited',
  'published',
  'unpublished',
  'deleted',
  'reordered',
  'approved',
  'revoked',
  'handled',
  'reopened',
  // the lead pipeline of quote requests (issue 29, shared/leads.ts)
  'contacted',
  'quoted',
  'won',
  'lost',
  'assigned',
  'noted',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * The newest entries kept when the server's ACTIVITY_KEEP_ENTRIES is not set; each new entry
 * removes what falls beyond (a few months of a small office's edits, a few hundred kilobytes).
 */
export const ACTIVITY_KEEP = 1000;

/** The environment variable that sets how many entries are kept. */
export const ACTIVITY_KEEP_ENV = 'ACTIVITY_KEEP_ENTRIES';

/** The entries to keep from the variable's value: a whole number of at least 1, else the default. */
export function activityKeep(raw: string | undefined): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 ? n : ACTIVITY_KEEP;
}

/** The longest label kept (a title at the time of the change), in characters. */
export const ACTIVITY_LABEL_MAX = 200;

/** The sort of every read of the log: newest first. */
export const ACTIVITY_SORT = '-created,-id';

interface Subject {
  /** How a sentence names one record of the collection ("project"). */
  noun: string;
  /** The field whose value at the time labels the entry; '' for the settings (one record each). */
  label: string;
}

/** The collections whose changes are logged: the site's content and settings (shared/content.ts). */
export const ACTIVITY_SUBJECTS: Record<string, Subject> = {};
for (const key of PUBLIC_KEYS) {
  const declaration: Declaration = CONTENT[key];
  ACTIVITY_SUBJECTS[declaration.collection] = { noun: declaration.noun, label: declaration.label };
}

interface Switch extends Subject {
  /** The bool field whose flips are logged (the record's other changes are not). */
  field: string;
  /** The action of a flip to true, and of a flip to false. */
  on: ActivityAction;
  off: ActivityAction;
}

/**
 * The staff's other decisions that are logged: approving or revoking an account. Only the flip of
 * the one switch is logged, when it flips.
 */
export const ACTIVITY_SWITCHES: Record<string, Switch> = {
  users: { noun: 'account', label: 'email', field: 'approved', on: 'approved', off: 'revoked' },
};

/**
 * Quote requests: staff's changes of their pipeline, their notes and deletes are logged
 * (pb_hooks/src/lib/leads.ts); a visitor's request is not (a flood would push out the staff's
 * entries). Older entries say "handled" and "reopened".
 */
export const ACTIVITY_LEADS: Record<string, Subject> = {
  [CONTENT.inquiries.collection]: { noun: CONTENT.inquiries.noun, label: CONTENT.inquiries.label },
};

function subjectOf(collection: string): Subject | undefined {
  return ACTIVITY_SUBJECTS[collection] ?? ACTIVITY_SWITCHES[collection] ?? ACTIVITY_LEADS[collection];
}

/** One entry of the log, as the API returns it. */
export interface ActivityEntry {
  id: string;
  /** The email of the account that made the change, at the time. */
  actor: string;
  action: ActivityAction;
  /** The collection changed. */
  subject: string;
  /** The record changed. */
  record: string;
  label: string;
  created: string;
}

/** How a sentence says each action; `{}` is the record ("project 'Villa in Kandy'"). */
const PHRASES: Record<ActivityAction, string> = {
  created: 'created {}',
  edited: 'edited {}',
  published: 'published {}',
  unpublished: 'unpublished {}',
  deleted: 'deleted {}',
  reordered: 'moved {}',
  approved: 'approved {}',
  revoked: 'revoked access for {}',
  handled: 'marked {} as handled',
  reopened: 'marked {} as new',
  contacted: 'marked {} as contacted',
  quoted: 'marked {} as quoted',
  won: 'marked {} as won',
  lost: 'marked {} as lost',
  assigned: 'assigned {}',
  noted: 'added a note to {}',
};

/**
 * "anna@example.lk edited project 'Villa in Kandy'", "… edited the footer settings", "… revoked
 * access for account 'bob@example.lk'", "… marked quote request 'Nimal Perera' as handled".
 */
export function activitySentence(entry: Pick<ActivityEntry, 'actor' | 'action' | 'subject' | 'label'>): string {
  const subject = subjectOf(entry.subject);
  const noun = subject ? subject.noun : entry.subject;
  const what = subject && !subject.label ? `the ${noun}` : entry.label ? `${noun} '${entry.label}'` : `a ${noun}`;
  const phrase = PHRASES[entry.action] ?? `${entry.action} {}`;
  return `${entry.actor || 'Someone'} ${phrase.replace('{}', () => what)}`;
}

/** A record's label for the log: its label field on one line, cut to ACTIVITY_LABEL_MAX. */
export function activityLabel(subject: string, value: (field: string) => string): string {
  const field = subjectOf(subject)?.label;
  if (!field) return '';
  const text = value(field).replace(/\s+/g, ' ').trim();
  return text.length > ACTIVITY_LABEL_MAX ? `${text.slice(0, ACTIVITY_LABEL_MAX - 1)}…` : text;
}
