import { useCallback } from 'react';
import { emptySiteData, pageName, type Rec, type SiteData } from '@shared/pages';
import { useSiteStore } from '../../stores/site';

/**
 * Names a page of the site by its path, as the public pages name it (shared/pages.ts `pageName`:
 * "Home", "Contact Us", a project's title), from the content the admin holds; null for a page no
 * longer there (a deleted project), which callers show by its path (issue 39: names, not addresses).
 */
export function usePageName(): (path: string) => string | null {
  const projects = useSiteStore((s) => s.projects);
  const categories = useSiteStore((s) => s.categories);
  const about = useSiteStore((s) => s.about);
  return useCallback(
    (path: string) => {
      const data: SiteData = {
        ...emptySiteData(),
        projects: projects as unknown as Rec[],
        categories: categories as unknown as Rec[],
        about: about as unknown as Rec | null,
      };
      return pageName(path, data);
    },
    [projects, categories, about],
  );
}
