import { FaArrowLeft, FaSearch } from 'react-icons/fa';
import { Link, NavLink, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { ProjectCategory } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { buttonClass } from '../layout/buttonClass';
import { CallToAction } from '../layout/CallToAction';
import { Container } from '../layout/Container';
import { EmptyState } from '../layout/EmptyState';
import { LoadFailed } from '../layout/LoadFailed';
import { PageHero } from '../layout/PageHero';
import { categoryHero } from '@shared/pageHeroes';
import { PageSkeleton } from '../layout/PageSkeleton';
import { ProjectGrid } from './ProjectCard';
import { categoriesWithProjects, projectsOf } from './projectLists';
import { useLoadState } from '../layout/useLoadState';
import { usePageCrumbs } from '../layout/usePageMeta';

function categoryLinkClass({ isActive }: { isActive: boolean }): string {
  return `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
    isActive
      ? 'border-brand-900 bg-brand-900 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-900'
  }`;
}

/** Links to every category's page, plus all projects; the current one marked. */
function CategoryNav({ categories }: { categories: ProjectCategory[] }) {
  return (
    <nav aria-label="Project categories">
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to={paths.projects.getHref()} end className={categoryLinkClass}>
            All projects
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={paths.projectCategory.getHref(category.slug)} className={categoryLinkClass}>
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The projects of one category, found by the slug in the URL; a clear message for an unknown one. */
export function ProjectCategoryPage() {
  const { category: slug = '' } = useParams();
  const state = useLoadState();
  const crumbs = usePageCrumbs();
  const categories = useSiteStore((s) => s.categories);
  const projects = useSiteStore((s) => s.projects);
  const category = categories.find((c) => c.slug === slug);

  if (state === 'loading') return <PageSkeleton />;
  if (state === 'error') return <LoadFailed />;

  if (!category) {
    return (
      <Container className="py-20">
        <EmptyState
          level={1}
          icon={FaSearch}
          title="Category not found"
          actions={
            <Link to={paths.projects.getHref()} className={buttonClass('secondary')}>
              <FaArrowLeft aria-hidden="true" />
              See all projects
            </Link>
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
          <CategoryNav categories={categoriesWithProjects(categories, projects)} />
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
