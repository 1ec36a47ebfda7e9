import { paths } from '../../lib/paths';

/**
 * The Contact page's form as the target of a call to action on `fromPath`. Apart from the form's
 * rules (`quoteRequest.ts`) so the pages that only link to the form do not load them.
 */
export function quoteHref(fromPath?: string): string {
  const contact = paths.contact.getHref();
  return fromPath ? `${contact}?from=${encodeURIComponent(fromPath)}#quote` : `${contact}#quote`;
}
