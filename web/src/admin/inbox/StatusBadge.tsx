import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '@shared/languages';
import { LEAD_STATUS_LABELS, leadStatus, type LeadStatus } from '@shared/leads';
import { quoteLanguage } from '@shared/quote';

const COLOURS: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-800',
  contacted: 'bg-sky-100 text-sky-800',
  quoted: 'bg-violet-100 text-violet-800',
  won: 'bg-green-100 text-green-800',
  lost: 'bg-slate-200 text-slate-700',
};

const BADGE = 'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/** A request's status as a small coloured label ("New", "Won"). */
export function StatusBadge({ status }: { status: string | undefined }) {
  const value = leadStatus(status);
  return <span className={`${BADGE} ${COLOURS[value]}`}>{LEAD_STATUS_LABELS[value]}</span>;
}

/** The language a request was sent in, by its English name ("Sinhala"); '' (before issue 40): English. */
export function languageName(language: string | undefined): string {
  return LANGUAGE_NAMES[quoteLanguage(language)].english;
}

/**
 * A request sent in Sinhala or Tamil as a label ("Sinhala", issue 40): staff reply in it. English,
 * the default, has none.
 */
export function LanguageBadge({ language }: { language: string | undefined }) {
  if (quoteLanguage(language) === DEFAULT_LANGUAGE) return null;
  return <span className={`${BADGE} bg-teal-100 text-teal-800`}>{languageName(language)}</span>;
}
