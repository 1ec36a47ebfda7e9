import { publishedOnly } from '@shared/order';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FaCheckCircle, FaPaperPlane } from 'react-icons/fa';
import { useLocation } from 'react-router-dom';
import { useSiteStore } from '../../stores/site';
import { buttonClass } from '../layout/buttonClass';
import { telHref, useContactDetails } from '../layout/contactDetails';
import {
  EMPTY_QUOTE,
  MAX_LENGTH,
  quotePayload,
  quoteSourcePage,
  sendProblem,
  sendQuoteRequest,
  validateQuote,
  type QuoteErrors,
  type QuoteField,
  type QuoteValues,
} from './quoteRequest';

const INPUT =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-500';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  /** Renders the control with the id and ARIA attributes it must carry. */
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-required'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A label, the control, and its hint or error message. */
function Field({ label, error, hint, required, className = '', children }: FieldProps) {
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {label}
        {!required && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        'aria-describedby': note,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** Shown once the request is stored: what happens next. */
function QuoteSent({ name, phone, onAnother }: { name: string; phone: string; onAnother: () => void }) {
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8">
      <FaCheckCircle aria-hidden="true" className="h-8 w-8 text-emerald-600" />
      <h3 className="mt-4 text-xl font-bold text-brand-900">
        Thank you{name ? `, ${name}` : ''}! Your request is on its way.
      </h3>
      <p className="mt-2 text-slate-700">
        We will call you within one working day to talk about your project and arrange a site visit if needed.
        {phone && (
          <>
            {' '}
            If it is urgent, call us on{' '}
            <a href={telHref(phone)} className="font-semibold text-brand-700 underline underline-offset-4">
              {phone}
            </a>
            .
          </>
        )}
      </p>
      <button type="button" onClick={onAnother} className={buttonClass('outline', 'mt-6')}>
        Send another request
      </button>
    </div>
  );
}

/** "Request a quote": name, phone, email, service, location and message, sent as an inquiry. */
export function QuoteForm() {
  // note: a visitor chooses among published services only (staff signed in also read drafts).
  const allServices = useSiteStore((s) => s.services);
  const services = useMemo(() => publishedOnly(allServices), [allServices]);
  const { phone: companyPhone } = useContactDetails();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<QuoteValues>(EMPTY_QUOTE);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  function set(field: QuoteField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function focusFirstInvalid() {
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateQuote(values);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    try {
      const page = quoteSourcePage(location.search, document.referrer, window.location.origin);
      await sendQuoteRequest(quotePayload(values, page, honeypot.current?.value ?? ''));
      setSentTo(values.name.trim());
      setValues(EMPTY_QUOTE);
    } catch (err) {
      const { message, fields } = sendProblem(err);
      setProblem(message);
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstInvalid();
    } finally {
      setSending(false);
    }
  }

  if (sentTo !== null) return <QuoteSent name={sentTo} phone={companyPhone} onAnother={() => setSentTo(null)} />;

  return (
    <form
      ref={form}
      noValidate
      aria-labelledby="quote-heading"
      aria-busy={sending}
      onSubmit={handleSubmit}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {problem && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 sm:col-span-2">
          {problem}
        </p>
      )}
      <Field label="Your name" required error={errors.name}>
        {(a) => (
          <input
            {...a}
            className={INPUT}
            autoComplete="name"
            maxLength={MAX_LENGTH.name}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Field label="Phone" required error={errors.phone} hint="We call you back on this number.">
        {(a) => (
          <input
            {...a}
            className={INPUT}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="077 123 4567"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email}>
        {(a) => (
          <input
            {...a}
            className={INPUT}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        )}
      </Field>
      <Field label="Service" error={errors.service}>
        {(a) => (
          <select {...a} className={INPUT} value={values.service} onChange={(e) => set('service', e.target.value)}>
            <option value="">Not sure yet</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Project location" error={errors.location} className="sm:col-span-2">
        {(a) => (
          <input
            {...a}
            className={INPUT}
            autoComplete="address-level2"
            placeholder="e.g. Kandy"
            maxLength={MAX_LENGTH.location}
            value={values.location}
            onChange={(e) => set('location', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Your project"
        required
        error={errors.message}
        hint="What would you like to build or renovate, the size, and when."
        className="sm:col-span-2"
      >
        {(a) => (
          <textarea
            {...a}
            rows={5}
            className={INPUT}
            maxLength={MAX_LENGTH.message}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
          />
        )}
      </Field>
      {/* note: a honeypot: people never see or reach it; bots that fill every field are refused. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="quote-website">Website</label>
        <input ref={honeypot} id="quote-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          <FaPaperPlane aria-hidden="true" />
          {sending ? 'Sending...' : 'Request a quote'}
        </button>
      </div>
    </form>
  );
}
