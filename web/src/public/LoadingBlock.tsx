import { Skeleton } from '../components/Skeleton';

/** Placeholder lines while the site content loads. */
export function LoadingBlock({ lines = 3 }: { lines?: number }) {
  return (
    <div className="mx-auto max-w-7xl space-y-3 px-4 py-10 sm:px-6" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}
