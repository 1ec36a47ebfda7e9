import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';

/** The centred card the login and register screens share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="text-center text-2xl font-bold text-brand-900">{title}</h1>
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

/** Shared input styling of the auth forms. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

/** Shared submit button styling of the auth forms. */
export const submitClass =
  'w-full rounded-md bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/** An inline error announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
