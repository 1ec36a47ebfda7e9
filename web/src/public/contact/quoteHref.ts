import { DEFAULT_LANGUAGE, type Language } from '@shared/languages';
import { pathOf } from '@shared/routes';

/**
 * The Contact page's form in `language` as the target of a call to action on `fromPath`. Apart
 * from the form's rules (`quoteRequest.ts`) so the pages that only link to the form do not load
 * them.
 */
export function quoteHref(fromPath?: string, language: Language = DEFAULT_LANGUAGE): string {
  const contact = pathOf('contact', {}, language);
  return fromPath ? `${contact}?from=${encodeURIComponent(fromPath)}#quote` : `${contact}#quote`;
}
