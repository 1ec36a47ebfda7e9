import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { SINGLE_KEYS, type SingleKey } from '@shared/content';
import { paths, settingsPath } from '../lib/paths';
import { routeTree } from './routeTree';

/** A screen whose module is loaded on demand; `preload` loads it (once). */
type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded route screen: its module becomes a chunk of its own, so the entry holds only
 * the frame (React, the router) and a sign-in screen never loads the admin's code.
 *
 * A screen rendered before its module is there suspends until it is: the router's navigations
 * are transitions, so the previous screen stays until then. A module that fails to load throws
 * its error to the route's error boundary (AppShell).
 */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  function preload() {
    loading ??= load().then((module) => (loaded = pick(module)));
    return loading;
  }
  // note: a screen loaded before its first render is handed to React in place (a thenable that
  // calls back at once, where a promise would call back later): it renders with the first
  // render, without suspending, so a preloaded screen paints without a blank frame first.
  const Screen = lazy(() => {
    const now = loaded;
    if (!now) return preload().then((Component) => ({ default: Component }));
    const inPlace: PromiseLike<{ default: ComponentType }> = {
      then: (resolve) => resolve?.({ default: now }) as never,
    };
    return inPlace as Promise<{ default: ComponentType }>;
  });
  return Object.assign(Screen, { preload });
}

const admin = paths.admin;

/**
 * The settings screens with a form of their own. Any other settings collection is edited by the
 * generic settings form, driven by its declared fields (shared/content.ts): declaring it gives it
 * its screen, route and sidebar entry (issue 25).
 */
export const OWN_SETTINGS_SCREENS: Partial<Record<SingleKey, LazyScreen>> = {
  homeSettings: lazyScreen(
    () => import('../admin/settings/HomeSettingsPage'),
    (m) => m.HomeSettingsPage,
  ),
  about: lazyScreen(
    () => import('../admin/settings/AboutSettingsPage'),
    (m) => m.AboutSettingsPage,
  ),
  contact: lazyScreen(
    () => import('../admin/settings/ContactSettingsPage'),
    (m) => m.ContactSettingsPage,
  ),
  footer: lazyScreen(
    () => import('../admin/settings/FooterSettingsPage'),
    (m) => m.FooterSettingsPage,
  ),
  stats: lazyScreen(
    () => import('../admin/settings/StatsSettingsPage'),
    (m) => m.StatsSettingsPage,
  ),
};

/** The screen of the settings collection `key`: its own, else the generic settings form. */
function settingsScreen(key: SingleKey): LazyScreen {
  return (
    OWN_SETTINGS_SCREENS[key] ??
    lazyScreen(
      () => import('../admin/settings/SettingsFormPage'),
      (m) => m.settingsFormPageOf(key),
    )
  );
}

/** The admin area: loaded on demand, so visitors of the public site never download it. */
const adminRoutes: RouteObject = {
  path: admin.root.path,
  Component: lazyScreen(
    () => import('../admin/shell/AdminLayout'),
    (m) => m.AdminLayout,
  ),
  children: [
    { index: true, element: <Navigate to={admin.dashboard.getHref()} replace /> },
    {
      path: admin.dashboard.path,
      Component: lazyScreen(
        () => import('../admin/dashboard/DashboardPage'),
        (m) => m.DashboardPage,
      ),
    },
    {
      path: admin.inbox.path,
      Component: lazyScreen(
        () => import('../admin/inbox/InboxPage'),
        (m) => m.InboxPage,
      ),
    },
    {
      path: admin.testimonials.path,
      Component: lazyScreen(
        () => import('../admin/testimonials/TestimonialsPage'),
        (m) => m.TestimonialsPage,
      ),
    },
    {
      path: admin.testimonialNew.path,
      Component: lazyScreen(
        () => import('../admin/testimonials/TestimonialFormPage'),
        (m) => m.TestimonialFormPage,
      ),
    },
    {
      path: admin.testimonialEdit.path,
      Component: lazyScreen(
        () => import('../admin/testimonials/TestimonialFormPage'),
        (m) => m.TestimonialFormPage,
      ),
    },
    {
      path: admin.projects.path,
      Component: lazyScreen(
        () => import('../admin/projects/ProjectsPage'),
        (m) => m.ProjectsPage,
      ),
    },
    {
      path: admin.projectNew.path,
      Component: lazyScreen(
        () => import('../admin/projects/ProjectFormPage'),
        (m) => m.ProjectFormPage,
      ),
    },
    {
      path: admin.projectEdit.path,
      Component: lazyScreen(
        () => import('../admin/projects/ProjectFormPage'),
        (m) => m.ProjectFormPage,
      ),
    },
    {
      path: admin.categories.path,
      Component: lazyScreen(
        () => import('../admin/categories/CategoriesPage'),
        (m) => m.CategoriesPage,
      ),
    },
    {
      path: admin.services.path,
      Component: lazyScreen(
        () => import('../admin/services/ServicesPage'),
        (m) => m.ServicesPage,
      ),
    },
    {
      path: admin.serviceNew.path,
      Component: lazyScreen(
        () => import('../admin/services/ServiceFormPage'),
        (m) => m.ServiceFormPage,
      ),
    },
    {
      path: admin.serviceEdit.path,
      Component: lazyScreen(
        () => import('../admin/services/ServiceFormPage'),
        (m) => m.ServiceFormPage,
      ),
    },
    {
      path: admin.team.path,
      Component: lazyScreen(
        () => import('../admin/team/TeamPage'),
        (m) => m.TeamPage,
      ),
    },
    {
      path: admin.teamNew.path,
      Component: lazyScreen(
        () => import('../admin/team/TeamFormPage'),
        (m) => m.TeamFormPage,
      ),
    },
    {
      path: admin.teamEdit.path,
      Component: lazyScreen(
        () => import('../admin/team/TeamFormPage'),
        (m) => m.TeamFormPage,
      ),
    },
    ...SINGLE_KEYS.map((key) => ({ path: settingsPath(key), Component: settingsScreen(key) })),
    {
      path: admin.users.path,
      Component: lazyScreen(
        () => import('../admin/users/UsersPage'),
        (m) => m.UsersPage,
      ),
    },
    {
      path: admin.history.path,
      Component: lazyScreen(
        () => import('../admin/history/HistoryPage'),
        (m) => m.HistoryPage,
      ),
    },
  ],
};

/** Every route of the app (shared by the browser router and the tests' memory routers). */
export const routes: RouteObject[] = routeTree([
  {
    path: paths.login.path,
    Component: lazyScreen(
      () => import('../auth/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.register.path,
    Component: lazyScreen(
      () => import('../auth/RegisterPage'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: paths.forgotPassword.path,
    Component: lazyScreen(
      () => import('../auth/ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: paths.resetPassword.path,
    Component: lazyScreen(
      () => import('../auth/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: paths.changePassword.path,
    Component: lazyScreen(
      () => import('../auth/ChangePasswordPage'),
      (m) => m.ChangePasswordPage,
    ),
  },
  adminRoutes,
]);

/** The loader of a route's screen, when it is loaded on demand. */
function preloadOf(route: RouteObject): (() => Promise<unknown>) | undefined {
  return (route.Component as Partial<LazyScreen> | null | undefined)?.preload;
}

/**
 * Loads the screens that `path` shows (the admin layout and screen, a sign-in screen), so the
 * first render has them all and paints whole. Never rejects: a module that fails shows the
 * route's error.
 */
export async function preloadRoute(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.allSettled(matches.map(({ route }) => preloadOf(route)?.()));
}

/**
 * Loads every screen (for the unit tests: in their `act` scopes, a screen that suspends on a
 * navigation is never retried).
 */
export async function preloadEveryRoute(tree: RouteObject[] = routes): Promise<void> {
  await Promise.all(tree.map((route) => Promise.all([preloadOf(route)?.(), preloadEveryRoute(route.children ?? [])])));
}
