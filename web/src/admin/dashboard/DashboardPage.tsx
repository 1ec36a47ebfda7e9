import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isOverdue } from '@shared/leads';
import { paths } from '../../lib/paths';
import { Skeleton } from '../../components/Skeleton';
import { useInquiriesStore } from '../stores/inquiriesStore';
import { useUsersStore } from '../stores/usersStore';
import { useSiteStore } from '../../stores/site';
import { LoadFailed } from '../kit/LoadFailed';
import { PageHeader } from '../kit/PageHeader';
import { RecentActivity } from './RecentActivity';
import { SiteInsights } from './SiteInsights';
import { TranslationWork } from './TranslationWork';

/**
 * Dashboard: new quote requests, how many projects, services and team members there are, with
 * links to manage them, and the recent activity.
 */
export function DashboardPage() {
  const loading = useSiteStore((s) => s.loading);
  const projectCount = useSiteStore((s) => s.projects.length);
  const serviceCount = useSiteStore((s) => s.services.length);
  const teamCount = useSiteStore((s) => s.team.length);
  const inquiriesLoading = useInquiriesStore((s) => s.loading);
  const newInquiries = useInquiriesStore((s) => s.newCount);
  const inquiries = useInquiriesStore((s) => s.inquiries);
  // note: the instant of the first render; "overdue" is a day old, that is close enough.
  const [now] = useState(() => Date.now());
  const overdue = inquiries.filter((inquiry) => isOverdue(inquiry, now)).length;
  const pendingAccounts = useUsersStore((s) => s.pendingCount);

  const failed = useSiteStore((s) => s.failed);
  const cards = [
    { label: 'Projects', count: projectCount, to: paths.admin.projects.getHref(), list: 'projects' as const },
    { label: 'Services', count: serviceCount, to: paths.admin.services.getHref(), list: 'services' as const },
    { label: 'Team Members', count: teamCount, to: paths.admin.team.getHref(), list: 'team' as const },
  ];
  const countsFailed = cards.some((card) => failed.includes(card.list));

  return (
    <>
      <PageHeader title="Dashboard" />
      <section
        aria-labelledby="new-inquiries-heading"
        className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm ring-2 ring-amber-400/60 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="new-inquiries-heading" className="text-sm font-medium text-slate-500">
            New quote requests
          </h2>
          {inquiriesLoading ? (
            <Skeleton className="mt-2 h-9 w-16" />
          ) : (
            <p className="mt-2 text-3xl font-bold text-brand-900">{newInquiries}</p>
          )}
          {!inquiriesLoading && overdue > 0 && (
            <p className="mt-1 text-sm font-semibold text-red-700">{overdue} overdue: new for more than a day</p>
          )}
        </div>
        <Link to={paths.admin.inbox.getHref()} className="text-sm font-medium text-brand-700 hover:underline">
          Open the inbox
        </Link>
      </section>
      {pendingAccounts > 0 && (
        <p
          role="status"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          <span className="font-medium">
            {pendingAccounts === 1 ? '1 account is' : `${pendingAccounts} accounts are`} awaiting approval.
          </span>
          <Link to={paths.admin.users.getHref()} className="font-medium text-brand-700 hover:underline">
            Review accounts
          </Link>
        </p>
      )}
      {countsFailed && (
        <div className="mt-6">
          <LoadFailed message="Could not load the counts. Check the connection and try again." />
        </div>
      )}
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.label} className="rounded-xl bg-white p-6 shadow-sm">
            <h2 className="text-sm font-medium text-slate-500">{card.label}</h2>
            {loading ? (
              <Skeleton className="mt-2 h-9 w-16" />
            ) : failed.includes(card.list) ? (
              <p className="mt-2 text-3xl font-bold text-slate-400" aria-label="Not loaded">
                –
              </p>
            ) : (
              <p className="mt-2 text-3xl font-bold text-brand-900">{card.count}</p>
            )}
            <Link
              to={card.to}
              className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
              aria-label={`Manage ${card.label}`}
            >
              Manage
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <TranslationWork />
      </div>
      <div className="mt-6">
        <SiteInsights />
      </div>
      <div className="mt-6">
        <RecentActivity />
      </div>
    </>
  );
}
