/**
 * What the Inbox shows of the quote requests (issue 29): a search over name, phone and message,
 * filters by status, service and month, and an order. Pure, so the list and the CSV export show
 * the same requests.
 */
import { dateMs, LEAD_STATUSES, leadStatus, type LeadStatus } from '@shared/leads';
import type { Inquiry } from '../../lib/types';

export const LEAD_SORTS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  status: 'By status',
  value: 'Highest value first',
} as const;
export type LeadSort = keyof typeof LEAD_SORTS;

export interface LeadFilters {
  search: string;
  /** '' for every status. */
  status: '' | LeadStatus;
  /** A service's id, '' for every one. */
  service: string;
  /** "2026-11", '' for every month. */
  month: string;
  sort: LeadSort;
}

export const NO_FILTERS: LeadFilters = { search: '', status: '', service: '', month: '', sort: 'newest' };

/** The month a request came in, "2026-11" (Sri Lanka's calendar), '' when its date is unknown. */
export function monthOf(created: string): string {
  const ms = dateMs(created);
  if (Number.isNaN(ms)) return '';
  // note: Sri Lanka is UTC+5:30 all year: a request at 23:00 on 30 November UTC is December's.
  return new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 7);
}

const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "November 2026" for "2026-11". */
export function monthLabel(month: string): string {
  return MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));
}

/** The months that have requests, newest first. */
export function monthsOf(leads: Inquiry[]): string[] {
  return [...new Set(leads.map((lead) => monthOf(lead.created)).filter(Boolean))].sort().reverse();
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * True when `lead` matches every word of `search` in its name, phone or message (case-blind; a
 * phone typed as "077 123 4567" finds "+94771234567").
 */
export function matchesSearch(lead: Inquiry, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${lead.name}\n${lead.message}\n${lead.phone}`.toLowerCase();
  const phone = digits(lead.phone);
  const typedPhone = digits(search);
  // a local number ("0771234567") is the international one without +94
  if (typedPhone.length >= 6 && (phone.includes(typedPhone) || phone.includes(typedPhone.replace(/^0/, '94')))) {
    return true;
  }
  return words.every((word) => text.includes(word));
}

const STATUS_ORDER = new Map(LEAD_STATUSES.map((status, i) => [status, i]));

/** The requests `filters` lets through, in its order. */
export function filterLeads(leads: Inquiry[], filters: LeadFilters): Inquiry[] {
  const shown = leads.filter(
    (lead) =>
      (!filters.status || leadStatus(lead.status) === filters.status) &&
      (!filters.service || lead.service === filters.service) &&
      (!filters.month || monthOf(lead.created) === filters.month) &&
      matchesSearch(lead, filters.search),
  );
  const newest = (a: Inquiry, b: Inquiry) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id);
  const order: Record<LeadSort, (a: Inquiry, b: Inquiry) => number> = {
    newest,
    oldest: (a, b) => -newest(a, b),
    status: (a, b) => STATUS_ORDER.get(leadStatus(a.status))! - STATUS_ORDER.get(leadStatus(b.status))! || newest(a, b),
    value: (a, b) => (b.value ?? 0) - (a.value ?? 0) || newest(a, b),
  };
  return shown.sort(order[filters.sort]);
}
