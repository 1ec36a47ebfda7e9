import type { ReactNode } from 'react';

interface Column {
  label: string;
  /** Hidden on phones (the row still shows the essentials). */
  wide?: boolean;
  alignEnd?: boolean;
}

/** A list table of an admin screen: head and rows; rows are the screen's own `<tr>`s. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 font-semibold text-slate-700 ${column.alignEnd ? 'text-right' : 'text-left'} ${column.wide ? 'hidden md:table-cell' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** Class of a table cell; `wide` cells are hidden on phones like their column. */
export function cellClass(wide = false): string {
  return `px-4 py-3 align-middle text-slate-700 ${wide ? 'hidden md:table-cell' : ''}`;
}

/** Shown instead of a table when a list is empty. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {children}
    </div>
  );
}
