import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from './paths';
import { routeTree, type PublicScreens } from './routeTree';

/**
 * A lazily loaded route screen: its module becomes a chunk of its own. Every screen is one, the
 * public pages too, so the entry holds only the frame (React, the router, the public header and
 * footer, the site store). The server preloads the chunk of the page it serves (`<link
 * rel="modulepreload">` from the build manifest, keyed by the screen's file name).
 */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const admin = paths.admin;

/** The admin area: loaded on demand, so visitors of the public site never download it. */
const adminRoutes: RouteObject = {
  path: admin.root.path,
  lazy: lazyScreen(
    () => import('../admin/shell/AdminLayout'),
    (m) => m.AdminLayout,
  ),
  children: [
    { index: true, element: <Navigate to={admin.dashboard.getHref()} replace /> },
    {
      path: admin.dashboard.path,
      lazy: lazyScreen(
        () => import('../admin/dashboard/DashboardPage'),
        (m) => m.DashboardPage,
      ),
    },
    {
      path: admin.inbox.path,
      lazy: lazyScreen(
        () => import('../admin/inbox/InboxPage'),
        (m) => m.InboxPage,
      ),
    },
    {
      path: admin.testimonials.path,
      lazy: lazyScreen(
        () => import('../admin/testimonials/TestimonialsPage'),
        (m) => m.TestimonialsPage,
      ),
    },
    {
      path: admin.testimonialNew.path,
      lazy: lazyScreen(
        () => import('../admin/testimonials/TestimonialFormPage'),
        (m) => m.TestimonialFormPage,
      ),
    },
    {
      path: admin.testimonialEdit.path,
      lazy: lazyScreen(
        () => import('../admin/testimonials/TestimonialFormPage'),
        (m) => m.TestimonialFormPage,
      ),
    },
    {
      path: admin.projects.path,
      lazy: lazyScreen(
        () => import('../admin/projects/ProjectsPage'),
        (m) => m.ProjectsPage,
      ),
    },
    {
      path: admin.projectNew.path,
      lazy: lazyScreen(
        () => import('../admin/projects/ProjectFormPage'),
        (m) => m.ProjectFormPage,
      ),
    },
    {
      path: admin.projectEdit.path,
      lazy: lazyScreen(
        () => import('../admin/projects/ProjectFormPage'),
        (m) => m.ProjectFormPage,
      ),
    },
    {
      path: admin.categories.path,
      lazy: lazyScreen(
        () => import('../admin/categories/CategoriesPage'),
        (m) => m.CategoriesPage,
      ),
    },
    {
      path: admin.services.path,
      lazy: lazyScreen(
        () => import('../admin/services/ServicesPage'),
        (m) => m.ServicesPage,
      ),
    },
    {
      path: admin.serviceNew.path,
      lazy: lazyScreen(
        () => import('../admin/services/ServiceFormPage'),
        (m) => m.ServiceFormPage,
      ),
    },
    {
      path: admin.serviceEdit.path,
      lazy: lazyScreen(
        () => import('../admin/services/ServiceFormPage'),
        (m) => m.ServiceFormPage,
      ),
    },
    {
      path: admin.team.path,
      lazy: lazyScreen(
        () => import('../admin/team/TeamPage'),
        (m) => m.TeamPage,
      ),
    },
    {
      path: admin.teamNew.path,
      lazy: lazyScreen(
        () => import('../admin/team/TeamFormPage'),
        (m) => m.TeamFormPage,
      ),
    },
    {
      path: admin.teamEdit.path,
      lazy: lazyScreen(
        () => import('../admin/team/TeamFormPage'),
        (m) => m.TeamFormPage,
      ),
    },
    {
      path: admin.home.path,
      lazy: lazyScreen(
        () => import('../admin/settings/HomeSettingsPage'),
        (m) => m.HomeSettingsPage,
      ),
    },
    {
      path: admin.about.path,
      lazy: lazyScreen(
        () => import('../admin/settings/AboutSettingsPage'),
        (m) => m.AboutSettingsPage,
      ),
    },
    {
      path: admin.contact.path,
      lazy: lazyScreen(
        () => import('../admin/settings/ContactSettingsPage'),
        (m) => m.ContactSettingsPage,
      ),
    },
    {
      path: admin.footer.path,
      lazy: lazyScreen(
        () => import('../admin/settings/FooterSettingsPage'),
        (m) => m.FooterSettingsPage,
      ),
    },
    {
      path: admin.stats.path,
      lazy: lazyScreen(
        () => import('../admin/settings/StatsSettingsPage'),
        (m) => m.StatsSettingsPage,
      ),
    },
    {
      path: admin.users.path,
      lazy: lazyScreen(
        () => import('../admin/users/UsersPage'),
        (m) => m.UsersPage,
      ),
    },
  ],
};

/** The public screens, each loaded on demand (the server preloads the one it renders). */
const publicScreens: PublicScreens = {
  home: {
    lazy: lazyScreen(
      () => import('../public/home/HomePage'),
      (m) => m.HomePage,
    ),
  },
  services: {
    lazy: lazyScreen(
      () => import('../public/services/ServicesPage'),
      (m) => m.ServicesPage,
    ),
  },
  about: {
    lazy: lazyScreen(
      () => import('../public/about/AboutPage'),
      (m) => m.AboutPage,
    ),
  },
  projects: {
    lazy: lazyScreen(
      () => import('../public/projects/ProjectsPage'),
      (m) => m.ProjectsPage,
    ),
  },
  category: {
    lazy: lazyScreen(
      () => import('../public/projects/ProjectCategoryPage'),
      (m) => m.ProjectCategoryPage,
    ),
  },
  project: {
    lazy: lazyScreen(
      () => import('../public/projects/ProjectDetailPage'),
      (m) => m.ProjectDetailPage,
    ),
  },
  contact: {
    lazy: lazyScreen(
      () => import('../public/contact/ContactPage'),
      (m) => m.ContactPage,
    ),
  },
};

/** Every route of the app (shared by the browser router and the tests' memory routers). */
export const routes: RouteObject[] = routeTree(publicScreens, [
  {
    path: paths.login.path,
    lazy: lazyScreen(
      () => import('../auth/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.register.path,
    lazy: lazyScreen(
      () => import('../auth/RegisterPage'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: paths.forgotPassword.path,
    lazy: lazyScreen(
      () => import('../auth/ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: paths.resetPassword.path,
    lazy: lazyScreen(
      () => import('../auth/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  adminRoutes,
]);

/** The app's router, on the browser's history. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** A data router: the browser's, or a test's memory router. */
type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded the screens of its first location (lazy route chunks).
 * Rendering after that paints the whole page at once: no fallback first, no layout shift.
 */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
