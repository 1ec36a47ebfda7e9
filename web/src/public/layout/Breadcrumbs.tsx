import { Fragment } from 'react';
import { FaChevronRight } from 'react-icons/fa';
import { useWords } from '../site/Localized';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Where the page sits in the site, on a dark band; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={useWords().site.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-300">
        {items.map((item, i) => (
          <Fragment key={`${item.label}-${i}`}>
            {i > 0 && <FaChevronRight aria-hidden="true" className="h-2.5 w-2.5 text-slate-400" />}
            <li>
              {item.to ? (
                <a href={item.to} className="underline-offset-4 hover:text-white hover:underline">
                  {item.label}
                </a>
              ) : (
                <span aria-current="page" className="font-medium text-white">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
