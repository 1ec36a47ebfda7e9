import { CONTENT, type AdminScreen, type SingleKey } from '@shared/content';
import { DEFAULT_LANGUAGE, type Language } from '@shared/languages';
import { APP_ROUTES, categoryPath, projectPath, PUBLIC_ROUTES, UNCATEGORIZED_SLUG } from '@shared/routes';

/**
 * Every route of the app in one place: `path` is the router pattern, `getHref` builds a link.
 * The public routes come from the table the server shares (shared/routes.ts). Child routes use
 * absolute patterns so a link and its route read the same.
 */
export const paths = {
  home: { path: PUBLIC_ROUTES.home, getHref: () => PUBLIC_ROUTES.home },
  services: { path: PUBLIC_ROUTES.services, getHref: () => PUBLIC_ROUTES.services },
  about: { path: PUBLIC_ROUTES.about, getHref: () => PUBLIC_ROUTES.about },
  projects: { path: PUBLIC_ROUTES.projects, getHref: () => PUBLIC_ROUTES.projects },
  projectCategory: { path: PUBLIC_ROUTES.category, getHref: categoryPath },
  projectDetail: { path: PUBLIC_ROUTES.project, getHref: projectPath },
  contact: { path: PUBLIC_ROUTES.contact, getHref: () => PUBLIC_ROUTES.contact },

  login: { path: APP_ROUTES.login, getHref: () => APP_ROUTES.login },
  register: { path: APP_ROUTES.register, getHref: () => APP_ROUTES.register },
  forgotPassword: { path: APP_ROUTES.forgotPassword, getHref: () => APP_ROUTES.forgotPassword },
  resetPassword: { path: APP_ROUTES.resetPassword, getHref: () => APP_ROUTES.resetPassword },
  changePassword: { path: APP_ROUTES.changePassword, getHref: () => APP_ROUTES.changePassword },

  admin: {
    root: { path: APP_ROUTES.admin, getHref: () => APP_ROUTES.admin },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    inbox: { path: '/admin/inbox', getHref: () => '/admin/inbox' },
    testimonials: { path: '/admin/testimonials', getHref: () => '/admin/testimonials' },
    testimonialNew: { path: '/admin/testimonials/new', getHref: () => '/admin/testimonials/new' },
    testimonialEdit: {
      path: '/admin/testimonials/edit/:testimonialId',
      getHref: (testimonialId: string) => `/admin/testimonials/edit/${encodeURIComponent(testimonialId)}`,
    },
    projects: { path: '/admin/projects', getHref: () => '/admin/projects' },
    projectNew: { path: '/admin/projects/new', getHref: () => '/admin/projects/new' },
    projectEdit: {
      path: '/admin/projects/edit/:projectId',
      getHref: (projectId: string) => `/admin/projects/edit/${encodeURIComponent(projectId)}`,
    },
    services: { path: '/admin/services', getHref: () => '/admin/services' },
    serviceNew: { path: '/admin/services/new', getHref: () => '/admin/services/new' },
    serviceEdit: {
      path: '/admin/services/edit/:serviceId',
      getHref: (serviceId: string) => `/admin/services/edit/${encodeURIComponent(serviceId)}`,
    },
    team: { path: '/admin/team', getHref: () => '/admin/team' },
    teamNew: { path: '/admin/team/new', getHref: () => '/admin/team/new' },
    teamEdit: {
      path: '/admin/team/edit/:memberId',
      getHref: (memberId: string) => `/admin/team/edit/${encodeURIComponent(memberId)}`,
    },
    categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    /** A record's history (issue 28): `content` is its collection's key in shared/content.ts. */
    history: {
      path: '/admin/history/:content/:recordId',
      getHref: (content: string, recordId: string) =>
        `/admin/history/${encodeURIComponent(content)}/${encodeURIComponent(recordId)}`,
    },
  },
} as const;

export { UNCATEGORIZED_SLUG };

/**
 * The admin screen of the settings collection `key`: `/admin/<path>` as its declaration says
 * (shared/content.ts `admin`), so a new settings collection has its route, its sidebar entry and
 * its activity link without an entry here (issue 25). note: a function, not entries of `paths`:
 * the public pages' scripts, which import `paths`, do not load the content model with it.
 */
export function settingsPath(key: SingleKey): string {
  const screen: AdminScreen = CONTENT[key].admin;
  return `/admin/${screen.path ?? key}`;
}

/** Link to a project's detail page in `language`, under its category's slug. */
export function projectHref(
  project: { id: string; expand?: { category?: { slug?: string } } },
  language: Language = DEFAULT_LANGUAGE,
): string {
  return paths.projectDetail.getHref(project.expand?.category?.slug || UNCATEGORIZED_SLUG, project.id, language);
}
