import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FaDownload, FaInbox } from 'react-icons/fa';
import { useSearchParams } from 'react-router-dom';
import { isOverdue, LEAD_STATUS_LABELS, LEAD_STATUSES, LEADS_MAX_PAGE_SIZE, type LeadStatus } from '@shared/leads';
import { LANGUAGE_NAMES, LANGUAGES } from '@shared/languages';
import { adminData } from '../data/adminData';
import { Spinner } from '../../components/Spinner';
import { useSiteStore } from '../../stores/site';
import { EmptyList } from '../kit/AdminTable';
import { secondaryButton } from '../kit/buttonStyles';
import { FormAlert, inputClass } from '../kit/FormFields';
import { PageHeader } from '../kit/PageHeader';
import { NO_QUERY, useInquiriesStore } from '../stores/inquiriesStore';
import { LeadDetail, receivedAt } from './LeadDetail';
import { LEAD_SORTS, monthLabel, type LeadFilters, type LeadSort } from './leadFilters';
import { csvFileName, leadsCsv } from './leadsCsv';
import { usePageName } from '../data/usePageName';
import { LanguageBadge, StatusBadge } from './StatusBadge';

export const INBOX_LOAD_FAILED = 'The quote requests could not be loaded. Please reload the page.';
export const EXPORT_FAILED = 'The export could not be made. Check the connection and try again.';

/** How long typing in the search waits before it asks the server, in milliseconds. */
const SEARCH_PAUSE_MS = 250;

/** A filter's label above its control (by id: a wrapping label would name a select by its value too). */
function Filter({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Downloads `text` as a file named `name` (the browser's own download, no server round trip). */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Search, filters, order and the export of what they show. */
function Toolbar({
  filters,
  onChange,
  months,
  onExport,
}: {
  filters: LeadFilters;
  onChange: (next: LeadFilters) => void;
  months: string[];
  onExport: () => void;
}) {
  const services = useSiteStore((s) => s.services);
  const set = <K extends keyof LeadFilters>(key: K, value: LeadFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <div
      role="search"
      aria-label="Quote requests"
      className="mb-4 grid grid-cols-2 items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-4"
    >
      <Filter label="Search" className="col-span-2 lg:col-span-3">
        {(id) => (
          <input
            id={id}
            type="search"
            value={filters.search}
            onChange={(e) => set('search', e.target.value)}
            placeholder="Name, phone or message"
            className={inputClass}
          />
        )}
      </Filter>
      <button type="button" onClick={onExport} className={`${secondaryButton} col-span-2 lg:col-span-1`}>
        <FaDownload aria-hidden="true" /> Export CSV
      </button>
      <Filter label="Status">
        {(id) => (
          <select
            id={id}
            value={filters.status}
            onChange={(e) => set('status', e.target.value as '' | LeadStatus)}
            className={inputClass}
          >
            <option value="">Any status</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter label="Service">
        {(id) => (
          <select
            id={id}
            value={filters.service}
            onChange={(e) => set('service', e.target.value)}
            className={inputClass}
          >
            <option value="">Any service</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter label="Month">
        {(id) => (
          <select id={id} value={filters.month} onChange={(e) => set('month', e.target.value)} className={inputClass}>
            <option value="">Any month</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter label="Language">
        {(id) => (
          <select
            id={id}
            value={filters.language}
            onChange={(e) => set('language', e.target.value as LeadFilters['language'])}
            className={inputClass}
          >
            <option value="">Any language</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language].english}
              </option>
            ))}
          </select>
        )}
      </Filter>
      <Filter label="Sort">
        {(id) => (
          <select
            id={id}
            value={filters.sort}
            onChange={(e) => set('sort', e.target.value as LeadSort)}
            className={inputClass}
          >
            {Object.entries(LEAD_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Filter>
    </div>
  );
}

/** Previous and next page of the list, and where it is. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Pages of quote requests" className="mt-3 flex items-center justify-between gap-3 text-sm">
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/**
 * Inbox: the quote requests as leads, searched, filtered, sorted and paged by the server; one
 * opened to reply (Call, WhatsApp, Email), work its status, assign it and add notes; the whole
 * filtered list exported as CSV.
 */
export function InboxPage() {
  const list = useInquiriesStore((s) => s.list);
  const listLoading = useInquiriesStore((s) => s.listLoading);
  const listFailed = useInquiriesStore((s) => s.listFailed);
  const page = useInquiriesStore((s) => s.page);
  const newCount = useInquiriesStore((s) => s.newCount);
  const staff = useInquiriesStore((s) => s.staff);
  const pageName = usePageName();
  const loadList = useInquiriesStore((s) => s.loadList);
  const loadStaff = useInquiriesStore((s) => s.loadStaff);
  const openLead = useInquiriesStore((s) => s.open);
  const open = useInquiriesStore((s) => s.opened);
  const dismissNotice = useInquiriesStore((s) => s.dismissNotice);
  const [filters, setFilters] = useState<LeadFilters>(NO_QUERY);
  const [exportFailed, setExportFailed] = useState(false);
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
  // note: read once per render; "overdue" is a day old, a render's instant is close enough.
  const [now] = useState(() => Date.now());
  const listTop = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadStaff();
    dismissNotice();
  }, [loadStaff, dismissNotice]);

  // Each change of the filters asks the server for their first page; typing waits for a pause.
  useEffect(() => {
    const wait = setTimeout(() => void loadList(filters, 1), filters.search ? SEARCH_PAUSE_MS : 0);
    return () => clearTimeout(wait);
  }, [filters, loadList]);

  useEffect(() => {
    void openLead(openId);
  }, [openId, openLead]);

  function select(id: string | null) {
    setParams(id ? { open: id } : {}, { replace: false });
  }

  async function exportShown() {
    setExportFailed(false);
    try {
      const leads = [];
      for (let p = 1; ; p++) {
        const part = await adminData.leads.page(filters, p, LEADS_MAX_PAGE_SIZE);
        leads.push(...part.items);
        if (p >= part.totalPages) break;
      }
      const notes = await adminData.inquiryNotes.all();
      const staffEmail = (id: string) => staff.find((u) => u.id === id)?.email ?? id;
      download(leadsCsv(leads, { staffEmail, pageName, notes }), csvFileName(new Date()));
    } catch {
      setExportFailed(true);
    }
  }

  const shown = list?.items ?? [];
  const current = openId && open?.id === openId ? open : null;
  return (
    <>
      <PageHeader title="Inbox">
        {list ? `${list.all} quote requests, ${newCount} new.` : 'Quote requests from the website.'}
      </PageHeader>
      {!list && listFailed ? (
        <FormAlert message={INBOX_LOAD_FAILED} />
      ) : !list ? (
        <Spinner label="Loading quote requests" className="py-16" />
      ) : list.all === 0 ? (
        <EmptyList>
          <FaInbox aria-hidden="true" className="mx-auto mb-2 h-6 w-6 text-slate-400" />
          No quote requests yet. They appear here when visitors send the form on the Contact page.
        </EmptyList>
      ) : (
        <>
          <div className={current ? 'hidden lg:block' : ''}>
            <Toolbar filters={filters} onChange={setFilters} months={list.months} onExport={() => void exportShown()} />
            {exportFailed && <FormAlert message={EXPORT_FAILED} />}
            {listFailed && <FormAlert message={INBOX_LOAD_FAILED} />}
            {list.totalItems !== list.all && (
              <p className="mb-2 text-sm text-slate-600" aria-live="polite">
                Showing {list.totalItems} of {list.all}.{' '}
                <button type="button" className="text-brand-700 underline" onClick={() => setFilters(NO_QUERY)}>
                  Clear filters
                </button>
              </p>
            )}
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <div ref={listTop} className={`${current ? 'hidden lg:block' : ''} scroll-mt-16`}>
              <ul
                aria-label="Quote requests"
                aria-busy={listLoading || undefined}
                className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                {shown.length === 0 && <li className="px-4 py-6 text-center text-slate-500">No request matches.</li>}
                {shown.map((inquiry) => {
                  const selected = inquiry.id === current?.id;
                  const fresh = (inquiry.status ?? 'new') === 'new';
                  const late = isOverdue(inquiry, now);
                  return (
                    <li key={inquiry.id}>
                      <button
                        type="button"
                        onClick={() => select(inquiry.id)}
                        aria-current={selected || undefined}
                        className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${selected ? 'bg-brand-50' : ''}`}
                      >
                        <span className="flex items-center justify-between gap-3">
                          <span className={`truncate ${fresh ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
                            {inquiry.name}
                          </span>
                          <span className="flex shrink-0 gap-1">
                            <LanguageBadge language={inquiry.language} />
                            <StatusBadge status={inquiry.status} />
                          </span>
                        </span>
                        <span className="mt-0.5 block text-xs text-slate-600">
                          {receivedAt(inquiry.created)}
                          {inquiry.expand?.service?.title ? ` · ${inquiry.expand.service.title}` : ''}
                          {late && <span className="font-semibold text-red-700"> · Overdue</span>}
                        </span>
                        <span className="mt-1 line-clamp-1 text-sm text-slate-600">{inquiry.message}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              {list.totalPages > 1 && (
                <Pager
                  page={page}
                  pages={list.totalPages}
                  onPage={(p) => {
                    void loadList(filters, p);
                    // The next page starts at the top of the list, not where the last one ended.
                    if ((listTop.current?.getBoundingClientRect().top ?? 0) < 0)
                      listTop.current?.scrollIntoView({ block: 'start' });
                  }}
                />
              )}
            </div>
            {current ? (
              <LeadDetail key={current.id} inquiry={current} onClose={() => select(null)} />
            ) : (
              <p className="hidden rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 lg:block">
                Choose a quote request to read it.
              </p>
            )}
          </div>
        </>
      )}
    </>
  );
}
