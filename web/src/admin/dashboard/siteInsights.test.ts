import { describe, expect, it } from 'vitest';
import type { SiteCount } from '@shared/insights';
import { cappedMessage, firstDay, siteInsights } from './siteInsights';

const NOW = Date.parse('2026-11-26T06:00:00Z'); // 11:30 in Colombo
const PROJECT = 'abcdefghijklmno';

function row(day: string, kind: SiteCount['kind'], path: string, count: number): SiteCount {
  return { id: `${day}${kind}${path}`, day, kind, path, count };
}

describe('siteInsights', () => {
  const counts = [
    row('2026-11-26', 'view', '/', 5),
    row('2026-11-26', 'view', `/projects/residential/${PROJECT}`, 3),
    row('2026-11-25', 'view', '/contact', 2),
    row('2026-11-25', 'whatsapp', '/contact', 2),
    row('2026-11-24', 'call', '/', 1),
    row('2026-10-01', 'view', '/', 100), // before the window
  ];
  const leads = [
    { created: '2026-11-26 04:00:00.000Z', page: `/projects/residential/${PROJECT}` },
    { created: '2026-11-20 04:00:00.000Z', page: '/contact' },
    { created: '2026-11-21 04:00:00.000Z', page: '' },
    { created: '2026-09-01 04:00:00.000Z', page: '/contact' }, // before the window
  ];
  const names: Record<string, string> = { '/': 'Home', [`/projects/residential/${PROJECT}`]: 'Villa in Kandy' };
  // The contact page's query is ignored by the real namer (shared/pages.ts pageName); here: unknown.
  const insights = siteInsights(counts, leads, NOW, (path) => names[path] ?? null);

  it('has 30 days, oldest first, ending today', () => {
    expect(insights.days).toHaveLength(30);
    expect(insights.days[0]!.day).toBe(firstDay(NOW));
    expect(insights.days.at(-1)).toEqual({ day: '2026-11-26', views: 8 });
    expect(insights.days.at(-2)).toEqual({ day: '2026-11-25', views: 2 });
  });

  it('totals the window only', () => {
    expect(insights.totals).toEqual({ views: 10, whatsapp: 2, call: 1, quote: 0, enquiries: 3 });
  });

  it('ranks pages and projects by name (a page no longer there by its path), and the pages enquiries came from', () => {
    expect(insights.topPages).toEqual([
      { label: 'Home', count: 5 },
      { label: 'Villa in Kandy', count: 3 },
      { label: '/contact', count: 2 },
    ]);
    expect(insights.topProjects).toEqual([{ label: 'Villa in Kandy', count: 3 }]);
    expect(insights.enquiriesBySource).toEqual([
      { label: '/contact', count: 1 },
      { label: 'No page (sent directly)', count: 1 },
      { label: 'Villa in Kandy', count: 1 },
    ]);
  });
});

it("adds a page's views in Sinhala and Tamil to its English name's (staff read English)", () => {
  const insights = siteInsights(
    [
      row('2026-11-26', 'view', `/projects/residential/${PROJECT}`, 3),
      row('2026-11-26', 'view', `/si/projects/residential/${PROJECT}`, 4),
      row('2026-11-26', 'view', `/ta/projects/residential/${PROJECT}`, 1),
      row('2026-11-26', 'view', '/si', 2),
    ],
    [],
    NOW,
    (path) => ({ '/': 'Home', [`/projects/residential/${PROJECT}`]: 'Villa in Kandy' })[path] ?? null,
  );
  expect(insights.topProjects).toEqual([{ label: 'Villa in Kandy', count: 8 }]);
  expect(insights.topPages).toEqual([
    { label: 'Villa in Kandy', count: 8 },
    { label: 'Home', count: 2 },
  ]);
});

describe('capped days', () => {
  it('are listed apart, counted in no total, and said in words', () => {
    const insights = siteInsights(
      [
        { id: 'a', day: '2026-11-25', kind: 'capped', path: '*', count: 40 },
        { id: 'b', day: '2026-11-26', kind: 'capped', path: '*', count: 2 },
        { id: 'c', day: '2026-11-26', kind: 'view', path: '/', count: 7 },
        { id: 'd', day: '2026-10-01', kind: 'capped', path: '*', count: 9 }, // before the window
      ],
      [],
      NOW,
      () => null,
    );
    expect(insights.cappedDays).toEqual(['2026-11-25', '2026-11-26']);
    expect(insights.totals.views).toBe(7);
    expect(cappedMessage(insights.cappedDays)).toBe(
      'Some visits and taps on 2026-11-25 and 2026-11-26 were not counted: more arrived at once than the site ' +
        'records (as in a flood of fake visits), so the numbers for those days are lower than the real ones.',
    );
    expect(cappedMessage(['2026-11-26'])).toContain('on 2026-11-26 were not counted');
  });
});
