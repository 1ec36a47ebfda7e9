/**
 * The server renderer of the public pages (issue 13): the same React components the browser
 * runs, rendered to HTML inside PocketBase's JSVM from the site data the page names. Built by Vite
 * as a CommonJS bundle into pb_hooks/lib/ssr/ (scripts/build-hooks.mjs); pb_hooks/src/lib/pages.ts
 * loads it, caches what it renders and sends it. The browser hydrates the markup (main.tsx).
 */
import './jsvmGlobals';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import { StaticRouter } from 'react-router-dom';
import type { PageRequest } from '@shared/pageRender';
import { pageFor, renderIndex } from '@shared/seo';
import { AppRoutes, routeTree, type PublicScreens } from '../app/routeTree';
import { AboutPage } from '../public/about/AboutPage';
import { ContactPage } from '../public/contact/ContactPage';
import { HomePage } from '../public/home/HomePage';
import { ProjectCategoryPage } from '../public/projects/ProjectCategoryPage';
import { ProjectDetailPage } from '../public/projects/ProjectDetailPage';
import { ProjectsPage } from '../public/projects/ProjectsPage';
import { ServicesPage } from '../public/services/ServicesPage';
import { startFromSiteData, type EmbeddedSiteData } from '../stores/siteEmbed';

const screens: PublicScreens = {
  home: HomePage,
  services: ServicesPage,
  about: AboutPage,
  projects: ProjectsPage,
  category: ProjectCategoryPage,
  project: ProjectDetailPage,
  contact: ContactPage,
};

const routes = routeTree(screens, []);

/** The markup of the app at `path`, as the browser's router renders it. */
function renderApp(path: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </StrictMode>,
  );
}

/** The whole document of the public page at `request.path` (shared/pageRender.ts). */
export function renderPage(request: PageRequest): string {
  const { data, dataSrc, siteUrl, path } = request;
  const meta = pageFor(path, data, siteUrl);
  if (!meta) throw new Error(`${path} is no public page`);
  const site = { url: siteUrl, year: request.year, path };
  startFromSiteData({ ...(data as unknown as EmbeddedSiteData), site });
  return renderIndex(request.indexHtml, meta, data, siteUrl, {
    modules: request.modules(meta.screen),
    root: renderApp(path),
    dataSrc,
    site,
  });
}
