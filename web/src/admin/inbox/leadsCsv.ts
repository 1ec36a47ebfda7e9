/**
 * The CSV export of the Inbox's list (issue 29): what a spreadsheet opens safely. A cell that
 * starts with = + - @, a tab or a carriage return would be read as a formula by Excel, LibreOffice
 * or Google Sheets (CSV injection, OWASP): it gets a leading apostrophe, which they show as text.
 */
import { LEAD_STATUS_LABELS, leadStatus } from '@shared/leads';
import type { Inquiry } from '../../lib/types';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised when it could start a formula, quoted, quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_COLUMNS = [
  'Received',
  'Name',
  'Phone',
  'Email',
  'Service',
  'Location',
  'Message',
  'Sent from',
  'Project',
  'Status',
  'Lost reason',
  'Estimated value (LKR)',
  'Assigned to',
] as const;

/**
 * The CSV text of `leads`, with a header row, CRLF line ends and a byte-order mark (Excel reads
 * Sinhala and Tamil names right only with it). `staffEmail` names an assignee by id.
 */
export function leadsCsv(leads: Inquiry[], staffEmail: (id: string) => string): string {
  const rows = leads.map((lead) => [
    lead.created.replace(/\.\d+Z$/, 'Z'),
    lead.name,
    lead.phone,
    lead.email,
    lead.expand?.service?.title ?? '',
    lead.location,
    lead.message,
    lead.page,
    lead.expand?.project?.title ?? '',
    LEAD_STATUS_LABELS[leadStatus(lead.status)],
    lead.lost_reason ?? '',
    lead.value ? lead.value : '',
    lead.assignee ? staffEmail(lead.assignee) : '',
  ]);
  return '\ufeff' + [[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** "quote-requests-2026-11-26.csv" */
export function csvFileName(now: Date): string {
  return `quote-requests-${now.toISOString().slice(0, 10)}.csv`;
}
