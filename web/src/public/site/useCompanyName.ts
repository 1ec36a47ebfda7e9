import { useSite } from './SiteContext';

/**
 * The company name from the footer settings of the document being rendered, '' when it is not
 * set (nothing is made up). The admin and auth screens read theirs from the store
 * (web/src/stores/useCompanyName.ts).
 */
export function useCompanyName(): string {
  return useSite().footer?.company_name?.trim() ?? '';
}
