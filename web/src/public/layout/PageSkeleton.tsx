import { Skeleton } from '../../components/Skeleton';
import { Container } from './Container';

/** Placeholder of a page while the site content loads: a title band, then a grid of cards. */
export function PageSkeleton({ withHero = true, cards = 6 }: { withHero?: boolean; cards?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading...
      </p>
      {withHero && (
        <div className="bg-brand-900">
          <Container className="space-y-4 py-16">
            <Skeleton className="h-4 w-32 bg-brand-700" />
            <Skeleton className="h-10 w-3/4 max-w-xl bg-brand-700" />
            <Skeleton className="h-4 w-full max-w-lg bg-brand-700" />
          </Container>
        </div>
      )}
      <Container className="py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: cards }, (_, i) => (
            <li key={i} className="overflow-hidden rounded-2xl border border-slate-200">
              <Skeleton className="aspect-[3/2] w-full rounded-none" />
              <div className="space-y-2 p-5">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
