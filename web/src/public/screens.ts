import type { ComponentType } from 'react';
import type { Screen } from '@shared/routes';
import { AboutPage } from './about/AboutPage';
import { ContactPage } from './contact/ContactPage';
import { HomePage } from './home/HomePage';
import { ProjectCategoryPage } from './projects/ProjectCategoryPage';
import { ProjectDetailPage } from './projects/ProjectDetailPage';
import { ProjectsPage } from './projects/ProjectsPage';
import { ServicesPage } from './services/ServicesPage';

/**
 * The component that shows each public screen (shared/routes.ts). A category or project screen
 * whose subject is missing shows its own not-found state (the server answers it with a 404).
 */
export const SCREEN_COMPONENTS: Record<Screen, ComponentType> = {
  home: HomePage,
  services: ServicesPage,
  about: AboutPage,
  projects: ProjectsPage,
  category: ProjectCategoryPage,
  project: ProjectDetailPage,
  contact: ContactPage,
};
