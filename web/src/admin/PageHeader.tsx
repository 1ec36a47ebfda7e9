import type { ReactNode } from 'react';

/** A screen's heading, with an optional action (e.g. "Add New Project") beside it. */
export function PageHeader({ title, action, children }: { title: string; action?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {children && <div className="mt-1 text-sm text-slate-600">{children}</div>}
      </div>
      {action}
    </div>
  );
}
