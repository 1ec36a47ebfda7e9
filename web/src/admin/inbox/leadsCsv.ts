/**
 * The CSV export of the Inbox's list (issues 29 and 39): what a spreadsheet opens safely and staff
 * read without translating. A cell that starts with = + - @, a tab or a carriage return would be
 * read as a formula by Excel, LibreOffice or Google Sheets (CSV injection, OWASP): it gets a
 * leading apostrophe, which they show as text. Phones are written as people in Sri Lanka write
 * them ("077 123 4567", shared/phone.ts): text to a spreadsheet, with nothing to neutralise, so
 * they need no apostrophe (LibreOffice showed it, and read "+94771234567" as a number); a foreign
 * number stays "+447946095800", which can only be read as a number, so it gets none either. Times
 * are Sri Lanka's; pages are named, notes included.
 */
import { dateMs, dateTimeInColombo, LEAD_STATUS_LABELS, leadStatus } from '@shared/leads';
import { localPhone } from '@shared/phone';
import type { Inquiry, InquiryNote } from '../../lib/types';
import { languageName } from './StatusBadge';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A number in international form ("+447946095800"): a spreadsheet reads it as a number, nothing else. */
const INTERNATIONAL_NUMBER = /^\+\d{1,15}$/;

/** One cell: neutralised when it could start a formula, quoted, quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !INTERNATIONAL_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_COLUMNS = [
  'Received (Sri Lanka time)',
  'Name',
  'Phone',
  'Email',
  'Service',
  'Location',
  'Message',
  'Sent from',
  'Language',
  'Project',
  'Status',
  'Lost reason',
  'Estimated value (LKR)',
  'Assigned to',
  'Notes',
] as const;

/** What the CSV needs beyond the requests: who staff are, what pages are called, the notes. */
export interface CsvContext {
  /** An assignee's email by id. */
  staffEmail: (id: string) => string;
  /** A page's name by its path (null: no page of the site now, written as its path). */
  pageName: (path: string) => string | null;
  /** The notes of the exported requests, any order. */
  notes: InquiryNote[];
}

/** "2026-11-22 14:45" in Sri Lanka, '' for a date that is not one. */
function colomboTime(created: string): string {
  const ms = dateMs(created);
  return Number.isNaN(ms) ? '' : dateTimeInColombo(ms);
}

/** A request's notes, oldest first, one a line: "2026-11-22 14:45 anna@example.lk: Called." */
function notesCell(notes: InquiryNote[]): string {
  return [...notes]
    .sort((a, b) => a.created.localeCompare(b.created))
    .map((note) => `${colomboTime(note.created)} ${note.author_email}: ${note.body}`)
    .join('\n');
}

/**
 * The CSV text of `leads`, with a header row, CRLF line ends and a byte-order mark (Excel reads
 * Sinhala and Tamil names right only with it).
 */
export function leadsCsv(leads: Inquiry[], context: CsvContext): string {
  const notesOf = new Map<string, InquiryNote[]>();
  for (const note of context.notes) notesOf.set(note.inquiry, [...(notesOf.get(note.inquiry) ?? []), note]);
  const rows = leads.map((lead) => [
    colomboTime(lead.created),
    lead.name,
    localPhone(lead.phone),
    lead.email,
    lead.expand?.service?.title ?? '',
    lead.location,
    lead.message,
    lead.page ? (context.pageName(lead.page) ?? lead.page) : '',
    languageName(lead.language),
    lead.expand?.project?.title ?? '',
    LEAD_STATUS_LABELS[leadStatus(lead.status)],
    lead.lost_reason ?? '',
    lead.value ? lead.value : '',
    lead.assignee ? context.staffEmail(lead.assignee) : '',
    notesCell(notesOf.get(lead.id) ?? []),
  ]);
  return '\ufeff' + [[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** "quote-requests-2026-11-26.csv", by the day in Sri Lanka. */
export function csvFileName(now: Date): string {
  return `quote-requests-${dateTimeInColombo(now.getTime()).slice(0, 10)}.csv`;
}
