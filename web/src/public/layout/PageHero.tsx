import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { Container } from './Container';

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  breadcrumbs?: Crumb[];
  /** Extra content under the intro (badges, links). */
  children?: ReactNode;
}

/** The dark title band at the top of an inner page: holds the page's one h1. */
export function PageHero({ title, eyebrow, intro, breadcrumbs, children }: PageHeroProps) {
  return (
    <div className="bg-blueprint relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 w-1/2 bg-gradient-to-l from-brand-600/40 to-transparent"
      />
      <Container className="relative py-12 sm:py-16">
        {breadcrumbs && (
          <div className="mb-6">
            <Breadcrumbs items={breadcrumbs} />
          </div>
        )}
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-amber-400 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight break-words text-white sm:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-2xl text-lg text-slate-300">{intro}</div>}
        {children && <div className="mt-6">{children}</div>}
      </Container>
    </div>
  );
}
