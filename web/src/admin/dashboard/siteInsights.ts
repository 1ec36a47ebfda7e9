/**
 * What the dashboard makes of the last 30 days' counts and quote requests (issue 29, items 4 and
 * 5): visits per day, the taps, the most visited pages and projects, enquiries per source page.
 * Pure, for its unit test.
 */
import { CAPPED_KIND, countDay, type SiteCount } from '@shared/insights';
import { dateMs } from '@shared/leads';
import { matchPublicRoute, splitLanguage } from '@shared/routes';

export const INSIGHT_DAYS = 30;

export interface Ranked {
  label: string;
  count: number;
}

export interface SiteInsights {
  /** The last 30 days, oldest first, with their views. */
  days: { day: string; views: number }[];
  totals: { views: number; whatsapp: number; call: number; quote: number; enquiries: number };
  topPages: Ranked[];
  topProjects: Ranked[];
  enquiriesBySource: Ranked[];
  /** The days, oldest first, whose counts were capped (more arrived at once than are written). */
  cappedDays: string[];
}

/** The first day of the window ending on `now`'s day (Sri Lanka's calendar). */
export function firstDay(now: number): string {
  return countDay(now - (INSIGHT_DAYS - 1) * 86400_000);
}

function ranked(map: Map<string, number>, top = 5): Ranked[] {
  return [...map.entries()]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, top);
}

/** A project's page (the route table, in any language): the counts' paths are the site's own. */
const isProjectPath = (path: string): boolean => matchPublicRoute(path)?.screen === 'project';

/**
 * The insights of `counts` and `leads` over the 30 days ending on `now`; `nameOf` names a page of
 * the site by its path ("Home", a project's title), or null for one since deleted (shown by its
 * path).
 */
export function siteInsights(
  counts: SiteCount[],
  leads: { created: string; page: string }[],
  now: number,
  nameOf: (path: string) => string | null,
): SiteInsights {
  const label = (path: string) => nameOf(path) ?? path;
  const start = firstDay(now);
  const days = Array.from({ length: INSIGHT_DAYS }, (_, i) => ({
    day: countDay(now - (INSIGHT_DAYS - 1 - i) * 86400_000),
    views: 0,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const totals = { views: 0, whatsapp: 0, call: 0, quote: 0, enquiries: 0 };
  const pages = new Map<string, number>();
  const projects = new Map<string, number>();
  const capped: string[] = [];
  const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);
  for (const row of counts) {
    if (row.day < start) continue;
    if (row.kind === CAPPED_KIND) {
      capped.push(row.day);
      continue;
    }
    totals[row.kind === 'view' ? 'views' : row.kind] += row.count;
    if (row.kind !== 'view') continue;
    const day = byDay.get(row.day);
    if (day) day.views += row.count;
    // A page's views in every language together, under its English name (staff read English).
    const page = splitLanguage(row.path).path;
    add(pages, label(page), row.count);
    if (isProjectPath(page)) add(projects, label(page), row.count);
  }
  const sources = new Map<string, number>();
  const startMs = dateMs(`${start} 00:00:00.000Z`) - 5.5 * 3600_000;
  for (const lead of leads) {
    if (dateMs(lead.created) < startMs) continue;
    totals.enquiries += 1;
    add(sources, lead.page ? label(lead.page) : 'No page (sent directly)', 1);
  }
  return {
    days,
    totals,
    topPages: ranked(pages),
    topProjects: ranked(projects),
    enquiriesBySource: ranked(sources),
    cappedDays: capped.sort(),
  };
}

/** Says which days' counts were capped: their numbers are lower than the real ones. */
export function cappedMessage(days: string[]): string {
  const list = days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  return (
    `Some visits and taps on ${list} were not counted: more arrived at once than the site records ` +
    '(as in a flood of fake visits), so the numbers for ' +
    (days.length === 1 ? 'that day' : 'those days') +
    ' are lower than the real ones.'
  );
}
