import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { SiteLogo } from '../components/SiteLogo';
import { useCompanyName } from '../stores/useCompanyName';
import { useSiteStore } from '../stores/site';

/**
 * The company's logo and name from the site settings, as the header shows them; no name when none
 * is set (nothing made-up, decision 010). The site's content is read here while it is not (main.tsx
 * reads it at start only with a stored session): a card waiting on it showed a grey placeholder
 * bar for good after registering (issue 39). The name appears once read; the logo keeps the row's
 * height meanwhile.
 */
function AuthBrand() {
  const homeSettings = useSiteStore((s) => s.homeSettings);
  const companyName = useCompanyName();
  useEffect(() => {
    const site = useSiteStore.getState();
    if (site.loading) void site.fetchAll();
  }, []);
  return (
    <div className="mx-auto flex w-fit max-w-full items-center gap-3">
      <SiteLogo homeSettings={homeSettings} className="h-12 w-12 shrink-0" />
      {companyName && <span className="min-w-0 text-lg leading-tight font-bold text-brand-900">{companyName}</span>}
    </div>
  );
}

/** The centred card the sign-in, registration and password screens share, under the company's name. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        <AuthBrand />
        <h1 className="mt-6 text-center text-2xl font-bold text-brand-900">{title}</h1>
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.home.getHref()} className="text-slate-500 hover:text-brand-700">
            ← Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

interface AuthFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** Beside the label, e.g. the "Forgot password?" link. */
  aside?: ReactNode;
}

/** A required email or password field of the auth forms, with its label. */
export function AuthField({ id, label, type, autoComplete, value, onChange, aside }: AuthFieldProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/** Shared submit button styling of the auth forms. */
export const submitClass =
  'w-full rounded-md bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/** A confirmation announced to screen readers (account created, link sent, password changed). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
      {children}
    </p>
  );
}

/**
 * An inline error announced to screen readers, brought into view and focused when it appears or
 * changes (issue 39: a refusal is read where the visitor is looking, at every width).
 */
export function FormError({ message }: { message: string | null }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message) return;
    box.current?.focus();
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={box}
      role="alert"
      tabIndex={-1}
      className="scroll-my-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 focus:outline-none"
    >
      {message}
    </p>
  );
}
