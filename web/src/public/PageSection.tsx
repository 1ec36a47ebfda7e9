import type { ReactNode } from 'react';

interface PageSectionProps {
  title: string;
  /** Renders the title as the page's h1 (else h2). */
  main?: boolean;
  intro?: ReactNode;
  children?: ReactNode;
}

/** A centred block with a heading: the building brick of the plain public pages. */
export function PageSection({ title, main = false, intro, children }: PageSectionProps) {
  const Heading = main ? 'h1' : 'h2';
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Heading
        className={main ? 'text-3xl font-bold text-brand-900 sm:text-4xl' : 'text-2xl font-semibold text-brand-900'}
      >
        {title}
      </Heading>
      {intro && <div className="mt-3 max-w-3xl text-slate-600">{intro}</div>}
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
