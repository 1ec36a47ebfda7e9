/**
 * The page's language in the components (issue 40): its words, its links, and the record texts
 * shown in English because their translation is missing, each marked `lang="en"` so that a screen
 * reader reads that text alone in an English voice (decision 041). Nothing else of the page
 * changes language.
 */
import { Fragment, type ReactNode } from 'react';
import { inEnglish } from '@shared/localize';
import { pathOf, type Screen } from '@shared/routes';
import { useSite } from './SiteContext';

/** The page's own words (shared/words.ts), in its language. */
export function useWords() {
  return useSite().words;
}

/** Links to the site's screens in the page's language: `href('projects')`. */
export function useHref(): (screen: Screen, params?: Record<string, string>) => string {
  const { language } = useSite();
  return (screen, params = {}) => pathOf(screen, params, language);
}

/** `lang="en"` when `record` shows `field` in English for want of its translation, else nothing. */
export function fallbackLang(record: object | null | undefined, field: string): 'en' | undefined {
  return inEnglish(record, field) ? 'en' : undefined;
}

type Tag = 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'div' | 'blockquote';

interface LocalizedProps {
  /** A record of the page's data (localized by the renderer). */
  record: object | null | undefined;
  /** The translated field shown. */
  field: string;
  /** The text shown, when not the field's value as it is (trimmed, a default…). */
  children?: ReactNode;
  /** The element that holds the text (it carries `lang` then); none: a span only when needed. */
  as?: Tag;
  className?: string;
  id?: string;
}

/**
 * A record's translated text: the field's value (or `children`), inside `lang="en"` when it is
 * the English fallback. With `as`, that element always stands and carries the `lang`; without,
 * the text stands bare unless it needs a `<span lang="en">`.
 */
export function Localized({ record, field, children, as, className, id }: LocalizedProps) {
  const text = children ?? String((record as Record<string, unknown> | null | undefined)?.[field] ?? '');
  const lang = fallbackLang(record, field);
  if (as) {
    const Element = as;
    return (
      <Element lang={lang} className={className} id={id}>
        {text}
      </Element>
    );
  }
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}

/**
 * A sentence of shared/words.ts with its `{placeholders}` filled by nodes (a name that may be an
 * English fallback, a `<Localized>`): word order is the language's.
 */
export function Template({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{i % 2 === 1 ? (values[part] ?? `{${part}}`) : part}</Fragment>
      ))}
    </>
  );
}
