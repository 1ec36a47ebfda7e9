import { useSiteStore } from '../../stores/site';
import { DEFAULT_COMPANY_NAME } from '@shared/siteDefaults';

/** The company name from the footer settings, else the default. */
export function useCompanyName(): string {
  return useSiteStore((s) => s.footer?.company_name?.trim() || DEFAULT_COMPANY_NAME);
}
