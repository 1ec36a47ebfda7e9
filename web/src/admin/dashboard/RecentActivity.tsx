import { useEffect, useState } from 'react';
import { FaRedo } from 'react-icons/fa';
import { Link } from 'react-router-dom';
import { activitySentence, type ActivityEntry } from '@shared/activity';
import { CONTENT, CONTENT_KEYS, SINGLE_KEYS, type ContentKey, type SingleKey } from '@shared/content';
import { paths, settingsPath } from '../../lib/paths';
import { Skeleton } from '../../components/Skeleton';
import { timeAgo } from '../../lib/timeAgo';
import { RECENT_ACTIVITY_COUNT, useActivityStore } from './activityStore';
import { secondaryButton } from '../kit/buttonStyles';

/** How often the "… ago" texts are brought up to date while the dashboard is open. */
const CLOCK_TICK_MS = 60_000;

const admin = paths.admin;

/**
 * Where staff see what an entry names: the record's form, or its list; a settings collection's
 * screen; any other key's screen is the admin path of the same name (`paths.admin.categories`).
 */
const SCREENS: Partial<Record<ContentKey | 'users', (id: string) => string>> = {
  projects: admin.projectEdit.getHref,
  services: admin.serviceEdit.getHref,
  team: admin.teamEdit.getHref,
  testimonials: admin.testimonialEdit.getHref,
  journey: () => settingsPath('about'),
  inquiries: admin.inbox.getHref,
};

function screenOf(key: string): ((id: string) => string) | undefined {
  const own = SCREENS[key as ContentKey];
  if (own) return own;
  if (SINGLE_KEYS.includes(key as SingleKey)) return () => settingsPath(key as SingleKey);
  return key in admin ? (admin[key as keyof typeof admin] as { getHref: (id: string) => string }).getHref : undefined;
}

/** The screen of an entry's record (its subject is a collection's name); none once it was deleted. */
function entryHref(entry: ActivityEntry): string | null {
  const key = CONTENT_KEYS.find((k) => CONTENT[k].collection === entry.subject);
  const screen = screenOf(key ?? entry.subject);
  return screen && entry.action !== 'deleted' ? screen(entry.record) : null;
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The dashboard's list of the last changes, newest first: "anna@example.lk edited project 'Villa
 * in Kandy' · 5 minutes ago" (the log the hooks write, issue 15, item 10). A failed read is shown
 * as such, with a Retry, never as an empty list.
 */
export function RecentActivity() {
  const entries = useActivityStore((s) => s.entries);
  const loading = useActivityStore((s) => s.loading);
  const failed = useActivityStore((s) => s.failed);
  const load = useActivityStore((s) => s.load);
  const now = useNow();

  useEffect(() => {
    void load();
  }, [load]);

  let body;
  if (loading) {
    body = (
      <ul aria-hidden="true" className="mt-4 space-y-3">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-4 w-3/4" />
          </li>
        ))}
      </ul>
    );
  } else if (failed) {
    body = (
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700">
        <p>The recent activity could not be loaded.</p>
        <button type="button" className={secondaryButton} onClick={() => void load()}>
          <FaRedo aria-hidden="true" /> Retry
        </button>
      </div>
    );
  } else if (entries.length === 0) {
    body = <p className="mt-4 text-sm text-slate-600">No changes yet. Edits made in the admin panel show up here.</p>;
  } else {
    body = (
      <ol className="mt-4 divide-y divide-slate-100">
        {entries.map((entry) => {
          const href = entryHref(entry);
          return (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 text-sm sm:flex-row sm:items-baseline sm:gap-2">
              {href ? (
                <Link
                  to={href}
                  className="min-w-0 break-words text-slate-800 underline decoration-slate-300 underline-offset-2 hover:text-brand-700 hover:decoration-brand-700"
                >
                  {activitySentence(entry)}
                </Link>
              ) : (
                <span className="min-w-0 break-words text-slate-800">{activitySentence(entry)}</span>
              )}
              <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
                ·
              </span>
              <time
                dateTime={entry.created.replace(' ', 'T')}
                title={new Date(entry.created.replace(' ', 'T')).toLocaleString()}
                className="shrink-0 text-slate-500"
              >
                {timeAgo(entry.created, now)}
              </time>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section
      aria-labelledby="recent-activity-heading"
      aria-busy={loading}
      className="rounded-xl bg-white p-6 shadow-sm"
    >
      <h2 id="recent-activity-heading" className="text-lg font-semibold text-brand-900">
        Recent activity
      </h2>
      <p className="mt-1 text-sm text-slate-500">The last {RECENT_ACTIVITY_COUNT} changes to the site.</p>
      {body}
    </section>
  );
}
