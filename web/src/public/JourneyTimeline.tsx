import type { JourneyItem } from '../lib/types';

/** Journey items oldest first; items without a valid year go last. */
export function sortByYear(items: JourneyItem[]): JourneyItem[] {
  const year = (item: JourneyItem) => (Number.isFinite(Number(item.year)) ? Number(item.year) : Infinity);
  return [...items].sort((a, b) => year(a) - year(b));
}

/** The company's milestones on a vertical line, oldest first. */
export function JourneyTimeline({ items }: { items: JourneyItem[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl">
      <span
        aria-hidden="true"
        className="absolute top-2 bottom-2 left-[2.75rem] w-0.5 bg-brand-200 sm:left-[3.75rem]"
      />
      {sortByYear(items).map((item) => (
        <li key={item.id} className="relative flex gap-5 pb-10 last:pb-0 sm:gap-8">
          <span className="relative z-10 flex h-11 w-[5.5rem] shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-amber-400 ring-4 ring-white sm:w-[7.5rem] sm:text-base">
            {item.year}
          </span>
          <div className="flex-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
            {item.description && <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
