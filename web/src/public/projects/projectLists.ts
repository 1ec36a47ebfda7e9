import type { Project, ProjectCategory } from '../../lib/types';

export { categoriesWithProjects } from '@shared/pages';

/** The projects of one category, in list order (the staff's). */
export function projectsOf(projects: Project[], category: Pick<ProjectCategory, 'id'>): Project[] {
  return projects.filter((project) => project.category === category.id);
}

/** The projects before and after `projectId` in `projects` (null at either end). */
export function neighbours(projects: Project[], projectId: string): { previous: Project | null; next: Project | null } {
  const index = projects.findIndex((project) => project.id === projectId);
  if (index < 0) return { previous: null, next: null };
  return { previous: projects[index - 1] ?? null, next: projects[index + 1] ?? null };
}
