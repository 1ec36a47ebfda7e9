/**
 * What the Inbox asks of the quote requests (issue 29): a search over name, phone and message,
 * filters by status, service and month, and an order: the server applies them
 * (GET /api/site/leads, shared/leads.ts LeadQuery), to the list and the CSV export alike.
 */
import type { LeadQuery, LeadSortKey } from '@shared/leads';

export const LEAD_SORTS: Record<LeadSortKey, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  status: 'By status',
  value: 'Highest value first',
};
export type LeadSort = LeadSortKey;
export type LeadFilters = LeadQuery;

const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "November 2026" for "2026-11". */
export function monthLabel(month: string): string {
  return MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));
}
