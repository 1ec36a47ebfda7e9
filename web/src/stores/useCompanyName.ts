import { useSiteStore } from './site';

/**
 * The company name from the footer settings in the store, '' when it is not set (nothing is
 * made up): for the SPA's screens (auth, admin). The public documents read theirs from the
 * document's site data (web/src/public/site/useCompanyName.ts).
 */
export function useCompanyName(): string {
  return useSiteStore((s) => s.footer?.company_name?.trim() ?? '');
}
