import { useEffect, useState } from 'react';
import type { SiteCount } from '@shared/insights';
import { adminData } from '../data/adminData';
import { useInquiriesStore } from '../stores/inquiriesStore';
import { usePageName } from '../data/usePageName';
import { LoadFailed } from '../kit/LoadFailed';
import { cappedMessage, firstDay, siteInsights, type Ranked } from './siteInsights';

/** Visits per day as bars: an SVG of a few hundred bytes, no chart library. */
function VisitsChart({ days }: { days: { day: string; views: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const today = days[days.length - 1]!;
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const width = 300;
  const height = 80;
  const bar = width / days.length;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-28 w-full"
        role="img"
        aria-label={`Visits per day, last ${days.length} days: ${total} in all, ${today.views} today`}
        preserveAspectRatio="none"
      >
        {days.map((d, i) => {
          const h = (d.views / max) * (height - 4);
          return (
            <rect
              key={d.day}
              x={i * bar + 1}
              y={height - h}
              width={bar - 2}
              height={h}
              rx={1}
              className={i === days.length - 1 ? 'fill-amber-500' : 'fill-brand-600'}
            >
              <title>{`${d.day}: ${d.views} visits`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{days[0]!.day}</span>
        <span>Today: {today.views} visits</span>
      </figcaption>
    </figure>
  );
}

function RankedList({ title, items, empty }: { title: string; items: Ranked[]; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-500">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ol aria-label={title} className="mt-2 space-y-1 text-sm">
          {items.map((item) => (
            <li key={item.label} className="flex justify-between gap-3">
              <span className="truncate text-slate-800">{item.label}</span>
              <span className="font-semibold text-brand-900">{item.count}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * The last 30 days (issue 29): visits per day, WhatsApp and Call taps, quote requests, the most
 * visited pages and projects, and the pages enquiries came from. Counted without cookies.
 */
export function SiteInsights() {
  const leads = useInquiriesStore((s) => s.inquiries);
  const nameOf = usePageName();
  const [counts, setCounts] = useState<SiteCount[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    adminData
      .siteCounts(firstDay(now))
      .then(setCounts)
      .catch(() => setFailed(true));
  }, [now]);

  if (failed) return <LoadFailed message="Could not load the visits. Check the connection and try again." />;
  if (!counts) return null;
  const insights = siteInsights(counts, leads, now, nameOf);
  const totals = [
    ['Visits', insights.totals.views],
    ['WhatsApp taps', insights.totals.whatsapp],
    ['Call taps', insights.totals.call],
    ['Quote requests', insights.totals.enquiries],
  ] as const;
  return (
    <section aria-labelledby="insights-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="insights-heading" className="text-lg font-semibold text-brand-900">
        The last 30 days
      </h2>
      <p className="text-sm text-slate-500">Counted without cookies; bots left out.</p>
      {insights.cappedDays.length > 0 && (
        <p role="note" className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {cappedMessage(insights.cappedDays)}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="text-2xl font-bold text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <VisitsChart days={insights.days} />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        <RankedList title="Most visited pages" items={insights.topPages} empty="No visits yet." />
        <RankedList title="Most visited projects" items={insights.topProjects} empty="No project visits yet." />
        <RankedList title="Enquiries by source page" items={insights.enquiriesBySource} empty="No enquiries yet." />
      </div>
    </section>
  );
}
