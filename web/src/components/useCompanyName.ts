import { useSiteStore } from '../stores/site';

/** The company name from the footer settings, '' when it is not set (nothing is made up). */
export function useCompanyName(): string {
  return useSiteStore((s) => s.footer?.company_name?.trim() ?? '');
}
