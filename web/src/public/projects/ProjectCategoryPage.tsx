import { FaArrowLeft, FaSearch } from 'react-icons/fa';
import { paths } from '../../lib/paths';
import type { ProjectCategory } from '../../lib/types';
import { useSite } from '../site/SiteContext';
import { buttonClass } from '../layout/buttonClass';
import { CallToAction } from '../layout/CallToAction';
import { Container } from '../layout/Container';
import { EmptyState } from '../layout/EmptyState';
import { PageHero } from '../layout/PageHero';
import { categoryHero } from '@shared/pageHeroes';
import { ProjectGrid } from './ProjectCard';
import { categoriesWithProjects, projectsOf } from './projectLists';
import { usePageCrumbs } from '../layout/usePageCrumbs';
import { matchPublicRoute } from '@shared/routes';

function categoryLinkClass(isActive: boolean): string {
  return `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
    isActive
      ? 'border-brand-900 bg-brand-900 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-900'
  }`;
}

/** A link of the category nav, marked as the current page when it is. */
function CategoryLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <a href={href} aria-current={current ? 'page' : undefined} className={categoryLinkClass(current)}>
      {children}
    </a>
  );
}

/** Links to every category's page, plus all projects; the current one (`current`, a slug) marked. */
function CategoryNav({ categories, current }: { categories: ProjectCategory[]; current: string }) {
  return (
    <nav aria-label="Project categories">
      <ul className="flex flex-wrap gap-2">
        <li>
          <CategoryLink href={paths.projects.getHref()} current={false}>
            All projects
          </CategoryLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryLink href={paths.projectCategory.getHref(category.slug)} current={category.slug === current}>
              {category.name}
            </CategoryLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The projects of one category, found by the slug in the URL; a clear message for an unknown one. */
export function ProjectCategoryPage() {
  const { path, categories, projects } = useSite();
  const slug = matchPublicRoute(path)?.params.category ?? '';
  const crumbs = usePageCrumbs();
  const category = categories.find((c) => c.slug === slug);

  if (!category) {
    return (
      <Container className="py-20">
        <EmptyState
          level={1}
          icon={FaSearch}
          title="Category not found"
          actions={
            <a href={paths.projects.getHref()} className={buttonClass('secondary')}>
              <FaArrowLeft aria-hidden="true" />
              See all projects
            </a>
          }
        >
          <p>We have no such project category. It may have been renamed or removed.</p>
        </EmptyState>
      </Container>
    );
  }

  const shown = projectsOf(projects, category);

  return (
    <>
      <PageHero {...categoryHero(category.name, shown.length)} breadcrumbs={crumbs} />
      <section aria-label={`${category.name} projects`} className="py-12 sm:py-16">
        <Container>
          <CategoryNav categories={categoriesWithProjects(categories, projects)} current={category.slug} />
          <div className="mt-10">
            <ProjectGrid
              projects={shown}
              headingLevel={2}
              showCategory={false}
              priorityFirst
              emptyTitle={`No ${category.name} projects yet`}
              emptyText="Projects in this category will be shown here soon. Have a look at our other work meanwhile."
            />
          </div>
        </Container>
      </section>
      <CallToAction />
    </>
  );
}
