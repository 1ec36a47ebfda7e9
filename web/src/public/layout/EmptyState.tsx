import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaHardHat } from 'react-icons/fa';

interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  icon?: IconType;
  /** Heading level: h1 when it stands for the whole page (a not-found page). */
  level?: 1 | 2 | 3;
  /** Links or buttons offered as a way on. */
  actions?: ReactNode;
}

/** A friendly panel for "nothing here yet", "not found" and "could not load". */
export function EmptyState({ title, children, icon: Icon = FaHardHat, level = 2, actions }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <Heading className={`mt-4 font-bold text-brand-900 ${level === 1 ? 'text-3xl' : 'text-xl'}`}>{title}</Heading>
      {children && <div className="mt-2 text-slate-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
