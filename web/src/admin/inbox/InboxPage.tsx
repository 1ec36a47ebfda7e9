import { useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { FaArrowLeft, FaCheck, FaEnvelope, FaInbox, FaPhoneAlt, FaTrash, FaUndo } from 'react-icons/fa';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import type { Inquiry } from '../../lib/types';
import { useInquiriesStore } from './inquiriesStore';
import { EmptyList } from '../kit/AdminTable';
import { dangerButton, primaryButton, secondaryButton } from '../kit/buttonStyles';
import { FormAlert } from '../kit/FormFields';
import { PageHeader } from '../shell/PageHeader';
import { useDeleteRow } from '../kit/useDeleteRow';

export const DELETE_INQUIRY_CONFIRM = 'Are you sure you want to delete this quote request?';
export const DELETE_INQUIRY_FAILED = 'There was an error deleting the quote request. Please try again.';
export const INBOX_LOAD_FAILED = 'The quote requests could not be loaded. Please reload the page.';
export const UPDATE_INQUIRY_FAILED = 'The quote request could not be updated. Please try again.';

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "22 Nov 2026, 09:15" for a PocketBase date ("2026-11-22 09:15:00.000Z"). */
export function receivedAt(created: string): string {
  const date = new Date(created.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

function NewBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
      New
    </span>
  );
}

function InquiryDetail({ inquiry, onClose }: { inquiry: Inquiry; onClose: () => void }) {
  const setHandled = useInquiriesStore((s) => s.setHandled);
  const remove = useInquiriesStore((s) => s.remove);
  const [updating, setUpdating] = useState(false);
  const { deletingId, handleDelete } = useDeleteRow({
    confirmText: DELETE_INQUIRY_CONFIRM,
    failureText: DELETE_INQUIRY_FAILED,
    remove,
    onDeleted: () => {
      toast.success('Quote request deleted.');
      onClose();
    },
  });
  const busy = updating || deletingId !== null;

  async function toggleHandled() {
    setUpdating(true);
    try {
      await setHandled(inquiry.id, !inquiry.handled);
      toast.success(inquiry.handled ? 'Marked as new.' : 'Marked as handled.');
    } catch (err) {
      console.error('Failed to update the inquiry:', err);
      toast.error(UPDATE_INQUIRY_FAILED);
    } finally {
      setUpdating(false);
    }
  }

  const service = inquiry.expand?.service?.title;
  const facts: [string, ReactNode][] = [
    [
      'Phone',
      <a key="phone" href={`tel:${inquiry.phone}`} className="inline-flex items-center gap-2 text-brand-700 underline">
        <FaPhoneAlt aria-hidden="true" className="h-3 w-3" /> {inquiry.phone}
      </a>,
    ],
  ];
  if (inquiry.email) {
    facts.push([
      'Email',
      <a
        key="email"
        href={`mailto:${inquiry.email}`}
        className="inline-flex items-center gap-2 break-all text-brand-700 underline"
      >
        <FaEnvelope aria-hidden="true" className="h-3 w-3" /> {inquiry.email}
      </a>,
    ]);
  }
  if (service) facts.push(['Service', service]);
  if (inquiry.location) facts.push(['Location', inquiry.location]);
  if (inquiry.page) facts.push(['Sent from', inquiry.page]);
  facts.push(['Received', receivedAt(inquiry.created)]);

  return (
    <article
      aria-labelledby="inquiry-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <button type="button" onClick={onClose} className={`${secondaryButton} mb-4 lg:hidden`}>
        <FaArrowLeft aria-hidden="true" /> Back to the inbox
      </button>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="inquiry-heading" className="text-xl font-bold text-brand-900">
          {inquiry.name}
        </h2>
        {inquiry.handled ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">Handled</span>
        ) : (
          <NewBadge />
        )}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-medium text-slate-500">Message</h3>
      <p className="mt-1 whitespace-pre-line break-words text-slate-900">{inquiry.message}</p>
      <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={() => void toggleHandled()} disabled={busy} className={primaryButton}>
          {inquiry.handled ? <FaUndo aria-hidden="true" /> : <FaCheck aria-hidden="true" />}
          {inquiry.handled ? 'Mark as new' : 'Mark handled'}
        </button>
        <button
          type="button"
          onClick={() => void handleDelete(inquiry.id)}
          disabled={busy}
          className={`${dangerButton} px-4 py-2`}
        >
          <FaTrash aria-hidden="true" /> {deletingId ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </article>
  );
}

/** Inbox: the quote requests, newest first; new ones marked; one opened to read, handle or delete. */
export function InboxPage() {
  const inquiries = useInquiriesStore((s) => s.inquiries);
  const loading = useInquiriesStore((s) => s.loading);
  const failed = useInquiriesStore((s) => s.failed);
  const newCount = useInquiriesStore((s) => s.newCount);
  const load = useInquiriesStore((s) => s.load);
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
  const open = inquiries.find((i) => i.id === openId) ?? null;

  useEffect(() => {
    void load();
  }, [load]);

  function select(id: string | null) {
    setParams(id ? { open: id } : {}, { replace: false });
  }

  return (
    <>
      <PageHeader title="Inbox">
        {loading ? 'Quote requests from the website.' : `${inquiries.length} quote requests, ${newCount} new.`}
      </PageHeader>
      {loading && inquiries.length === 0 ? (
        <Spinner label="Loading quote requests" className="py-16" />
      ) : failed && inquiries.length === 0 ? (
        <FormAlert message={INBOX_LOAD_FAILED} />
      ) : inquiries.length === 0 ? (
        <EmptyList>
          <FaInbox aria-hidden="true" className="mx-auto mb-2 h-6 w-6 text-slate-400" />
          No quote requests yet. They appear here when visitors send the form on the Contact page.
        </EmptyList>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <ul
            aria-label="Quote requests"
            className={`${open ? 'hidden lg:block' : ''} divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200`}
          >
            {inquiries.map((inquiry) => {
              const current = inquiry.id === open?.id;
              return (
                <li key={inquiry.id}>
                  <button
                    type="button"
                    onClick={() => select(inquiry.id)}
                    aria-current={current || undefined}
                    aria-label={`${inquiry.handled ? '' : 'New: '}${inquiry.name}, ${receivedAt(inquiry.created)}`}
                    className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${current ? 'bg-brand-50' : ''}`}
                  >
                    <span className="flex items-center justify-between gap-3">
                      <span
                        className={`truncate ${inquiry.handled ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
                      >
                        {inquiry.name}
                      </span>
                      {!inquiry.handled && <NewBadge />}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-500">
                      {receivedAt(inquiry.created)}
                      {inquiry.expand?.service?.title ? ` · ${inquiry.expand.service.title}` : ''}
                    </span>
                    <span className="mt-1 line-clamp-1 text-sm text-slate-600">{inquiry.message}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {open ? (
            <InquiryDetail key={open.id} inquiry={open} onClose={() => select(null)} />
          ) : (
            <p className="hidden rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500 lg:block">
              Choose a quote request to read it.
            </p>
          )}
        </div>
      )}
    </>
  );
}
