import { useEffect, type ReactNode } from 'react';

/** The browser tab's title of an admin screen: its heading first, so each tab says which screen it is. */
export function adminTitle(title: string): string {
  return `${title} | Admin Panel`;
}

/** A screen's heading, with an optional action (e.g. "Add New Project") beside it; also the tab's title. */
export function PageHeader({ title, action, children }: { title: string; action?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = adminTitle(title);
  }, [title]);
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
