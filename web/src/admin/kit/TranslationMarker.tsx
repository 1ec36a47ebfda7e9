import type { ContentKey } from '@shared/content';
import { LANGUAGE_NAMES, TRANSLATIONS } from '@shared/languages';
import { missingByLanguage } from './translations';

/**
 * A list row's mark of what is left to translate ("Sinhala 2, Tamil 3", under the column "To
 * translate"); nothing once both languages are done.
 */
export function TranslationMarker({ content, item }: { content: ContentKey; item: object }) {
  const missing = missingByLanguage(content, item);
  const left = TRANSLATIONS.filter((language) => missing[language].length > 0);
  if (left.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="To translate">
      {left.map((language) => (
        <li
          key={language}
          className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900"
        >
          {LANGUAGE_NAMES[language].english} {missing[language].length}
        </li>
      ))}
    </ul>
  );
}

/** The switch of a list between all its records and those with something to translate. */
export function TranslationFilter({
  count,
  on,
  onChange,
}: {
  count: number;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => onChange(event.target.checked)}
          className="h-5 w-5 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
        />
        Only those to translate ({count})
      </label>
    </div>
  );
}
