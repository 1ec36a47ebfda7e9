import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/Spinner';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { AboutPage } from '../public/AboutPage';
import { ContactPage } from '../public/ContactPage';
import { HomePage } from '../public/HomePage';
import { ProjectCategoryPage } from '../public/ProjectCategoryPage';
import { ProjectDetailPage } from '../public/ProjectDetailPage';
import { ProjectsPage } from '../public/ProjectsPage';
import { PublicLayout } from '../public/PublicLayout';
import { ServicesPage } from '../public/ServicesPage';
import { AppShell } from './AppShell';
import { paths } from './paths';
import { RouteError } from './RouteError';

/** A lazily loaded route screen: its module becomes a chunk of its own. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A not-yet-built admin screen showing its heading (later issues replace these). */
function placeholder(title: string) {
  return async () => {
    const { ScreenPlaceholder } = await import('../admin/ScreenPlaceholder');
    return { element: <ScreenPlaceholder title={title} /> };
  };
}

const admin = paths.admin;

/** The admin area: loaded on demand, so visitors of the public site never download it. */
const adminRoutes: RouteObject = {
  path: admin.root.path,
  lazy: lazyScreen(
    () => import('../admin/AdminLayout'),
    (m) => m.AdminLayout,
  ),
  children: [
    { index: true, element: <Navigate to={admin.dashboard.getHref()} replace /> },
    {
      path: admin.dashboard.path,
      lazy: lazyScreen(
        () => import('../admin/DashboardPage'),
        (m) => m.DashboardPage,
      ),
    },
    { path: admin.projects.path, lazy: placeholder('Manage Projects') },
    { path: admin.projectNew.path, lazy: placeholder('Add New Project') },
    { path: admin.projectEdit.path, lazy: placeholder('Edit Project') },
    { path: admin.services.path, lazy: placeholder('Manage Services') },
    { path: admin.serviceNew.path, lazy: placeholder('Add New Service') },
    { path: admin.serviceEdit.path, lazy: placeholder('Edit Service') },
    { path: admin.team.path, lazy: placeholder('Manage Team') },
    { path: admin.teamNew.path, lazy: placeholder('Add New Member') },
    { path: admin.teamEdit.path, lazy: placeholder('Edit Team Member') },
    { path: admin.home.path, lazy: placeholder('Home Page Settings') },
    { path: admin.about.path, lazy: placeholder('About Page Settings') },
    { path: admin.contact.path, lazy: placeholder('Contact Page Settings') },
    { path: admin.footer.path, lazy: placeholder('Footer Settings') },
    { path: admin.stats.path, lazy: placeholder('Statistics Settings') },
  ],
};

/** Every route of the app (shared by the browser router and the tests' memory routers). */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          { path: paths.services.path, element: <ServicesPage /> },
          { path: paths.about.path, element: <AboutPage /> },
          { path: paths.projects.path, element: <ProjectsPage /> },
          { path: paths.projectCategory.path, element: <ProjectCategoryPage /> },
          { path: paths.projectDetail.path, element: <ProjectDetailPage /> },
          { path: paths.contact.path, element: <ContactPage /> },
        ],
      },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.register.path, element: <RegisterPage /> },
      adminRoutes,
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

/** The app's router, on the browser's history. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
