import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Short uppercase line above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  /** On a dark band. */
  light?: boolean;
  /** A link shown beside the heading on wide screens, under it on phones. */
  action?: ReactNode;
}

/** The heading of a page section (an h2), with an optional eyebrow and intro. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = 'left',
  light = false,
  action,
}: SectionHeadingProps) {
  const centred = align === 'center' ? 'mx-auto text-center' : '';
  if (action) {
    return (
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={id} light={light} />
        <div className="shrink-0 self-start md:self-auto">{action}</div>
      </div>
    );
  }
  return (
    <div className={`max-w-3xl ${centred}`}>
      {eyebrow && (
        <p className={`text-sm font-semibold tracking-widest uppercase ${light ? 'text-amber-400' : 'text-amber-700'}`}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${light ? 'text-white' : 'text-brand-900'}`}
      >
        {title}
      </h2>
      {intro && <div className={`mt-4 text-lg ${light ? 'text-slate-300' : 'text-slate-600'}`}>{intro}</div>}
    </div>
  );
}
