import { useEffect } from 'react';
import { useCompanyName } from './useCompanyName';

/**
 * Sets the browser tab's title to "{page} | {company}" ("{company} | {page}" for the home page,
 * the company alone without a page), the same titles the server renders into the page's head.
 */
export function useDocumentTitle(page: string | null | undefined, companyFirst = false): void {
  const company = useCompanyName();
  useEffect(() => {
    if (!page) document.title = company;
    else document.title = companyFirst ? `${company} | ${page}` : `${page} | ${company}`;
  }, [page, company, companyFirst]);
}
