import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { FaArrowLeft, FaEnvelope, FaPhoneAlt, FaTrash, FaWhatsapp } from 'react-icons/fa';
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadStatus,
  mailtoLink,
  NOTE_MAX,
  replySubject,
  telLink,
  VALUED_STATUSES,
  whatsappGreeting,
  whatsappLink,
  type LeadStatus,
} from '@shared/leads';
import { localizeRecord } from '@shared/localize';
import type { Rec } from '@shared/pages';
import { localPhone } from '@shared/phone';
import { quoteLanguage } from '@shared/quote';
import { fieldErrors } from '../../lib/apiErrors';
import type { Inquiry } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { dangerButton, primaryButton, secondaryButton } from '../kit/buttonStyles';
import { FormAlert, SelectField, TextAreaField, TextField } from '../kit/FormFields';
import { useDeleteRow } from '../kit/useDeleteRow';
import { SAVE_TIME_LIMIT_MS, SaveTimedOut } from '../data/timeLimit';
import { useUploads } from '../kit/useUploads';
import { usePageName } from '../data/usePageName';
import { useInquiriesStore, type LeadPatch } from '../stores/inquiriesStore';
import { LanguageBadge, languageName, StatusBadge } from './StatusBadge';

export const DELETE_INQUIRY_CONFIRM = 'Are you sure you want to delete this quote request?';
export const DELETE_INQUIRY_FAILED = 'There was an error deleting the quote request. Please try again.';
export const UPDATE_INQUIRY_FAILED = 'The quote request could not be updated. Please try again.';
export const NOTE_FAILED = 'The note could not be added. Please try again.';
/** A Lead save given up at the time limit of every save (decision 035): no Cancel here, no version sent. */
export const LEAD_TIMEOUT_REASON = `The server did not answer within ${SAVE_TIME_LIMIT_MS / 1000} seconds. Your changes are kept: press Save lead to try again.`;

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "22 Nov 2026, 09:15" for a PocketBase date ("2026-11-22 09:15:00.000Z"). */
export function receivedAt(created: string): string {
  const date = new Date(created.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

const actionLink =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium text-white shadow-sm';

/** Call, WhatsApp (with a greeting naming the request) and Email, side by side. */
function ReplyLinks({ inquiry }: { inquiry: Inquiry }) {
  const company = useSiteStore((s) => s.footer?.company_name);
  const language = quoteLanguage(inquiry.language);
  // The service and the project by their names in the request's language (else the English).
  const nameIn = (record: object | undefined, key: 'services' | 'projects') =>
    record ? String(localizeRecord(record as Rec, key, language).title ?? '') : undefined;
  const greeting = whatsappGreeting({
    name: inquiry.name,
    created: inquiry.created,
    service: nameIn(inquiry.expand?.service, 'services'),
    project: nameIn(inquiry.expand?.project, 'projects'),
    company,
    language: inquiry.language,
  });
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <a href={telLink(inquiry.phone)} className={`${actionLink} bg-brand-700 hover:bg-brand-600`}>
        <FaPhoneAlt aria-hidden="true" /> Call
      </a>
      <a
        href={whatsappLink(inquiry.phone, greeting)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${actionLink} bg-green-700 hover:bg-green-600`}
      >
        <FaWhatsapp aria-hidden="true" /> WhatsApp
      </a>
      {inquiry.email && (
        <a
          href={mailtoLink(inquiry.email, replySubject(inquiry.language))}
          className={`${actionLink} bg-slate-700 hover:bg-slate-600`}
        >
          <FaEnvelope aria-hidden="true" /> Email
        </a>
      )}
    </div>
  );
}

/** Status, assignee, value (Quoted, Won) and lost reason (Lost), saved together. */
function PipelineForm({ inquiry }: { inquiry: Inquiry }) {
  const staff = useInquiriesStore((s) => s.staff);
  const update = useInquiriesStore((s) => s.update);
  const [status, setStatus] = useState<LeadStatus>(leadStatus(inquiry.status));
  const [assignee, setAssignee] = useState(inquiry.assignee ?? '');
  const [value, setValue] = useState(inquiry.value ? String(inquiry.value) : '');
  const [lostReason, setLostReason] = useState(inquiry.lost_reason ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState('');
  const [saving, setSaving] = useState(false);
  const { save: send } = useUploads();
  const valued = VALUED_STATUSES.includes(status);

  const patch: LeadPatch = {};
  if (status !== leadStatus(inquiry.status)) patch.status = status;
  if (assignee !== (inquiry.assignee ?? '')) patch.assignee = assignee;
  const amount = value.trim() === '' ? 0 : Number(value.replace(/[,\s]/g, ''));
  if (valued && amount !== (inquiry.value ?? 0)) patch.value = amount;
  if (status === 'lost' && lostReason.trim() !== (inquiry.lost_reason ?? '')) patch.lost_reason = lostReason.trim();
  const changed = Object.keys(patch).length > 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (valued && (!Number.isInteger(amount) || amount < 0)) problems.value = 'Enter the value in whole rupees.';
    if (status === 'lost' && !lostReason.trim()) problems.lost_reason = 'Say why this lead was lost.';
    setErrors(problems);
    setFailed('');
    if (Object.keys(problems).length || !changed) return;
    setSaving(true);
    try {
      // note: only what changed is sent, and no version: another person's change of another
      // field of the same request is kept (notes are records of their own).
      // note: with the time limit of every save (decision 035): a hung server does not leave
      // "Saving..." on screen.
      await send([], (_files, options) => update(inquiry.id, patch, options));
      toast.success('Lead updated.');
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(fields);
      if (err instanceof SaveTimedOut) setFailed(LEAD_TIMEOUT_REASON);
      else setFailed(Object.keys(fields).length ? 'Please check the highlighted fields.' : UPDATE_INQUIRY_FAILED);
    } finally {
      setSaving(false);
    }
  }

  const options = [{ value: '', label: 'Nobody' }, ...staff.map((user) => ({ value: user.id, label: user.email }))];
  // an assignee whose account is no longer listed still shows
  if (assignee && !staff.some((u) => u.id === assignee)) options.push({ value: assignee, label: 'A former member' });

  return (
    <form onSubmit={(e) => void save(e)} aria-label="Lead" className="mt-6 space-y-4 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-700">Lead</h3>
      <FormAlert message={failed} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as LeadStatus)}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
          error={errors.status}
        />
        <SelectField
          label="Assigned to"
          value={assignee}
          onChange={(e) => setAssignee(e.target.value)}
          options={options}
          error={errors.assignee}
        />
        {valued && (
          <TextField
            label="Estimated value (LKR)"
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={errors.value}
            hint="Whole rupees, e.g. 2500000"
          />
        )}
        {status === 'lost' && (
          <TextField
            label="Lost reason"
            required
            maxLength={300}
            value={lostReason}
            onChange={(e) => setLostReason(e.target.value)}
            error={errors.lost_reason}
          />
        )}
      </div>
      <button type="submit" disabled={saving || !changed} className={primaryButton}>
        {saving ? 'Saving...' : 'Save lead'}
      </button>
    </form>
  );
}

/** The notes on a request, oldest first, with who wrote each and when; and a new one. */
function Notes({ inquiry }: { inquiry: Inquiry }) {
  const notes = useInquiriesStore((s) => s.notes[inquiry.id]);
  const loadNotes = useInquiriesStore((s) => s.loadNotes);
  const addNote = useInquiriesStore((s) => s.addNote);
  const [body, setBody] = useState('');
  const [adding, setAdding] = useState(false);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    loadNotes(inquiry.id).catch(() => setFailed('The notes could not be loaded. Please reload the page.'));
  }, [inquiry.id, loadNotes]);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    setAdding(true);
    setFailed('');
    try {
      await addNote(inquiry.id, body.trim());
      setBody('');
    } catch {
      setFailed(NOTE_FAILED);
    } finally {
      setAdding(false);
    }
  }

  return (
    <section aria-labelledby="notes-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="notes-heading" className="text-sm font-semibold text-slate-700">
        Notes
      </h3>
      {notes && notes.length > 0 ? (
        <ol aria-label="Notes" className="mt-2 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-500">
                {note.author_email || 'Someone'} · {receivedAt(note.created)}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        notes && <p className="mt-2 text-sm text-slate-500">No notes yet.</p>
      )}
      <form onSubmit={(e) => void add(e)} className="mt-3 space-y-2">
        <FormAlert message={failed} />
        <TextAreaField
          label="Add a note"
          rows={3}
          maxLength={NOTE_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          hint="Only staff see notes."
        />
        <button type="submit" disabled={adding || !body.trim()} className={secondaryButton}>
          {adding ? 'Adding...' : 'Add note'}
        </button>
      </form>
    </section>
  );
}

/** One request opened: who and what, reply links, its lead and its notes. */
export function LeadDetail({ inquiry, onClose }: { inquiry: Inquiry; onClose: () => void }) {
  const remove = useInquiriesStore((s) => s.remove);
  const article = useRef<HTMLElement>(null);
  const pageName = usePageName();
  const heading = useRef<HTMLHeadingElement>(null);
  const { deletingId, handleDelete } = useDeleteRow({
    confirmText: DELETE_INQUIRY_CONFIRM,
    failureText: DELETE_INQUIRY_FAILED,
    remove,
    onDeleted: () => {
      toast.success('Quote request deleted.');
      onClose();
    },
  });

  // The details open in view (issue 29): a request far down a long list opened its details
  // thousands of pixels above. The panel is sticky on wide screens; when it still starts out of
  // view (phones, where it replaces the list), it is scrolled to; the focus moves to its name.
  useEffect(() => {
    const top = article.current?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight - 120) article.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const service = inquiry.expand?.service?.title;
  const project = inquiry.expand?.project?.title;
  const facts: [string, ReactNode][] = [['Phone', localPhone(inquiry.phone)]];
  if (inquiry.email)
    facts.push([
      'Email',
      <span key="email" className="break-all">
        {inquiry.email}
      </span>,
    ]);
  if (service) facts.push(['Service', service]);
  if (inquiry.location) facts.push(['Location', inquiry.location]);
  if (project) facts.push(['Project', project]);
  if (inquiry.page) facts.push(['Sent from', pageName(inquiry.page) ?? inquiry.page]);
  facts.push(['Language', languageName(inquiry.language)]);
  facts.push(['Received', receivedAt(inquiry.created)]);

  return (
    <article
      ref={article}
      aria-labelledby="inquiry-heading"
      className="scroll-mt-16 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      <button type="button" onClick={onClose} className={`${secondaryButton} mb-4 lg:hidden`}>
        <FaArrowLeft aria-hidden="true" /> Back to the inbox
      </button>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="inquiry-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
          {inquiry.name}
        </h2>
        <StatusBadge status={inquiry.status} />
        <LanguageBadge language={inquiry.language} />
      </div>
      <ReplyLinks inquiry={inquiry} />
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
      {/* note: keyed by the record's version: a change from elsewhere (realtime) resets the form */}
      <PipelineForm key={inquiry.updated} inquiry={inquiry} />
      <Notes inquiry={inquiry} />
      <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={() => void handleDelete(inquiry.id)}
          disabled={deletingId !== null}
          className={`${dangerButton} px-4 py-2`}
        >
          <FaTrash aria-hidden="true" /> {deletingId ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </article>
  );
}
