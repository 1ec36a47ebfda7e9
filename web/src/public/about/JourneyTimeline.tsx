import type { JourneyItem } from '../../lib/types';
import { Localized } from '../site/Localized';

/** Journey items oldest first; items without a valid year go last. */
export function sortByYear(items: JourneyItem[]): JourneyItem[] {
  const year = (item: JourneyItem) => (Number.isFinite(Number(item.year)) ? Number(item.year) : Infinity);
  return [...items].sort((a, b) => year(a) - year(b));
}

/** The company's milestones on a vertical line, oldest first. */
export function JourneyTimeline({ items }: { items: JourneyItem[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl">
      {sortByYear(items).map((item, i, all) => (
        <li key={item.id} className="relative flex gap-4 pb-8 last:pb-0 sm:gap-6">
          {/* the line joins this item's marker to the next one's */}
          {i < all.length - 1 && (
            <span aria-hidden="true" className="absolute top-8 -bottom-5 left-[0.6875rem] w-0.5 bg-brand-200" />
          )}
          <span
            aria-hidden="true"
            className="relative z-10 mt-5 h-6 w-6 shrink-0 rounded-full border-4 border-white bg-amber-500 shadow ring-2 ring-brand-200"
          />
          <div className="min-w-0 flex-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <p className="text-2xl font-extrabold text-amber-700">{item.year}</p>
            <Localized record={item} field="title" as="h3" className="mt-1 text-lg font-bold text-brand-900" />
            {item.description && (
              <Localized record={item} field="description" as="p" className="mt-2 leading-relaxed text-slate-600" />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
