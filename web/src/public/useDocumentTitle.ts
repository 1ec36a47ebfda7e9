import { useEffect } from 'react';
import { useCompanyName } from './useCompanyName';

/** Sets the browser tab's title to "{page} | {company}" (or the company alone). */
export function useDocumentTitle(page: string | null | undefined): void {
  const company = useCompanyName();
  useEffect(() => {
    document.title = page ? `${page} | ${company}` : company;
  }, [page, company]);
}
