import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { sendCount } from '../beacon';
import { FaCheckCircle, FaPaperPlane } from 'react-icons/fa';
import { buttonClass } from '../layout/buttonClass';
import { telHref } from '../layout/contactDetails';
import type { Language } from '@shared/languages';
import {
  EMPTY_QUOTE,
  MAX_LENGTH,
  QUOTE_WORDS,
  quoteFormRoute,
  quotePayload,
  quoteSourcePage,
  validateQuote,
  type QuoteErrors,
  type QuoteField,
  type QuoteFormState,
  type QuoteValues,
  type QuoteWords,
} from '@shared/quote';
import { sendProblem, sendQuoteRequest } from './quoteRequest';

/** A service a visitor may choose (published ones only: ContactPage picks them). */
export interface QuoteService {
  id: string;
  title: string;
}

/** The quote island's props (islands/quote.tsx), the same on the server and in the browser. */
export interface QuoteFormProps {
  /**
   * The language of the page the form is on (issue 40): its words (shared/quote.ts QUOTE_WORDS),
   * where it posts without JavaScript, and the language stored with the request.
   */
  language: Language;
  services: QuoteService[];
  /** The company's phone, offered in the confirmation ('' when none is set). */
  phone: string;
  /**
   * What the visitor typed before the island was hydrated (islands/quote.tsx reads it from the
   * fields); never rendered by the server.
   */
  typed?: QuoteValues;
  /**
   * The server's answer to the form posted without JavaScript (pb_hooks/src/lib/quoteForm.ts):
   * the visitor's text with what to fix, or the thanks. Absent from the page's file.
   */
  state?: QuoteFormState;
}

/**
 * Where the form's own message is scrolled to: below the sticky header (~70 px, ~80 px as the
 * floating bar), and on a phone above the fixed WhatsApp/Call bar (~64 px).
 */
const IN_VIEW = 'scroll-mt-24 scroll-mb-20 lg:scroll-mb-4';

const INPUT =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-500';

/** The id of each field's control; fixed, so that the server's markup and the island's agree. */
const ID_PREFIX = 'quote-';

interface FieldProps {
  name: QuoteField;
  label: string;
  /** The words " (optional)" in the form's language, shown after the label of a field not required. */
  optional: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  /** Renders the control with the name, id and ARIA attributes it must carry. */
  children: (control: {
    name: QuoteField;
    id: string;
    'aria-invalid'?: true;
    'aria-required'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A label, the control, and its hint or error message. */
function Field({ name, label, optional, error, hint, required, className = '', children }: FieldProps) {
  const id = `${ID_PREFIX}${name}`;
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {label}
        {!required && <span className="font-normal text-slate-500">{optional}</span>}
      </label>
      {children({
        name,
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

/**
 * What the form's fields in `root` hold now (their `name`s are the fields'): what a visitor
 * typed before the island was hydrated, or undefined when nothing was.
 */
export function typedQuoteValues(root: ParentNode): QuoteValues | undefined {
  const values = { ...EMPTY_QUOTE };
  let typed = false;
  for (const field of Object.keys(EMPTY_QUOTE) as QuoteField[]) {
    const control = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${field}"]`);
    if (!control?.value) continue;
    values[field] = control.value;
    typed = true;
  }
  return typed ? values : undefined;
}

/**
 * Shown once the request is stored: what happens next. Brought into view and focused (by the
 * island; in the server's answer to a post without JavaScript, by `autofocus`).
 */
function QuoteSent({
  name,
  phone,
  language,
  onAnother,
}: {
  name: string;
  phone: string;
  language: Language;
  onAnother: () => void;
}) {
  const words = QUOTE_WORDS[language];
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      autoFocus
      className={`${IN_VIEW} rounded-2xl border border-emerald-200 bg-emerald-50 p-6 focus:outline-none sm:p-8`}
    >
      <FaCheckCircle aria-hidden="true" className="h-8 w-8 text-emerald-600" />
      <h3 className="mt-4 text-xl font-bold text-brand-900">{words.thanks(name)}</h3>
      <p className="mt-2 text-slate-700">
        {words.nextSteps}
        {phone && (
          <>
            {` ${words.urgent[0]}`}
            <a href={telHref(phone)} className="font-semibold text-brand-700 underline underline-offset-4">
              {phone}
            </a>
            {words.urgent[1]}
          </>
        )}
      </p>
      {/* note: a link, so that it works before the island (or without JavaScript) too. */}
      <a
        href={`${quoteFormRoute(language)}#quote`}
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
        className={buttonClass('outline', 'mt-6')}
      >
        {words.another}
      </a>
    </div>
  );
}

/**
 * "Request a quote": name, phone, email, service, location and message, sent as an inquiry.
 * An island (islands/quote.tsx): rendered by the server, hydrated from its props alone.
 */
export function QuoteForm({ language, services, phone: companyPhone, typed, state }: QuoteFormProps) {
  const words: QuoteWords = QUOTE_WORDS[language];
  const form = useRef<HTMLFormElement>(null);
  const refused = state && !state.sent ? state : null;
  const [values, setValues] = useState<QuoteValues>(typed ?? refused?.values ?? EMPTY_QUOTE);
  const [errors, setErrors] = useState<QuoteErrors>(refused?.refusal.errors ?? {});
  const [problem, setProblem] = useState(refused?.refusal.problem ?? '');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(state?.sent ? state.name : null);
  const honeypot = useRef<HTMLInputElement>(null);
  const problemBox = useRef<HTMLParagraphElement>(null);
  /** Set when the server refused a send: its reason is brought into view and focused once shown. */
  const [showRefusal, setShowRefusal] = useState(0);

  useEffect(() => {
    if (!showRefusal) return;
    problemBox.current?.focus();
    problemBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [showRefusal]);

  /** A field's name, its label in the form's language, and its error. */
  function field(name: QuoteField) {
    return { name, label: words[name], optional: words.optional, error: errors[name] };
  }

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
    const found = validateQuote(values, language);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    try {
      const page = refused?.page || quoteSourcePage(window.location.search, document.referrer, window.location.origin);
      // note: the time since the page was opened (not since hydration, which may come with the
      // visitor's first touch, after they typed): no person sends the form sooner.
      const origin = { page, language, honeypot: honeypot.current?.value ?? '', elapsedMs: performance.now() };
      await sendQuoteRequest(quotePayload(values, origin));
      setSentTo(values.name.trim());
      setValues(EMPTY_QUOTE);
      sendCount('quote');
    } catch (err) {
      const refusal = sendProblem(err, language);
      setProblem(refusal.problem);
      setErrors(refusal.errors);
      setShowRefusal((n) => n + 1);
    } finally {
      setSending(false);
    }
  }

  if (sentTo !== null)
    return <QuoteSent name={sentTo} phone={companyPhone} language={language} onAnother={() => setSentTo(null)} />;

  return (
    // note: without JavaScript the form posts to its page (never a GET: a visitor's details in a
    // URL end up in history and logs); the server stores it through the same checks (issue 39).
    <form
      ref={form}
      method="post"
      action={quoteFormRoute(language)}
      noValidate
      aria-labelledby="quote-heading"
      aria-busy={sending}
      onSubmit={handleSubmit}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {problem && (
        <p
          ref={problemBox}
          role="alert"
          tabIndex={-1}
          autoFocus={!!refused}
          className={`${IN_VIEW} rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 focus:outline-none sm:col-span-2`}
        >
          {problem}
        </p>
      )}
      <Field {...field('name')} required>
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
      <Field {...field('phone')} required hint={words.phoneHint}>
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
      <Field {...field('email')}>
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
      <Field {...field('service')}>
        {(a) => (
          <select {...a} className={INPUT} value={values.service} onChange={(e) => set('service', e.target.value)}>
            <option value="">{words.serviceNone}</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...field('location')} className="sm:col-span-2">
        {(a) => (
          <input
            {...a}
            className={INPUT}
            autoComplete="address-level2"
            placeholder={words.locationPlaceholder}
            maxLength={MAX_LENGTH.location}
            value={values.location}
            onChange={(e) => set('location', e.target.value)}
          />
        )}
      </Field>
      <Field {...field('message')} required hint={words.messageHint} className="sm:col-span-2">
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
      {/* The page the visitor came from, kept by the server's answer to a post without JavaScript. */}
      {refused && <input type="hidden" name="page" value={refused.page} />}
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
          {sending ? words.sending : words.send}
        </button>
      </div>
    </form>
  );
}
