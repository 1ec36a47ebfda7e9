import type { ReactNode } from 'react';
import { FaArrowLeft, FaSearch } from 'react-icons/fa';
import type { ProjectCategory } from '../../lib/types';
import { useSite } from '../site/SiteContext';
import { buttonClass } from '../layout/buttonClass';
import { CallToAction } from '../layout/CallToAction';
import { Container } from '../layout/Container';
import { EmptyState } from '../layout/EmptyState';
import { PageHero } from '../layout/PageHero';
import { ProjectGrid } from './ProjectCard';
import { categoriesWithProjects, projectsOf } from './projectLists';
import { usePageCrumbs } from '../layout/usePageCrumbs';
import { categoryPath, matchPublicRoute } from '@shared/routes';
import { fill, plural } from '@shared/words';
import { Localized, Template, useHref, useWords } from '../site/Localized';

function categoryLinkClass(isActive: boolean): string {
  return `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
    isActive
      ? 'border-brand-900 bg-brand-900 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-900'
  }`;
}

/** A link of the category nav, marked as the current page when it is. */
function CategoryLink({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return (
    <a href={href} aria-current={current ? 'page' : undefined} className={categoryLinkClass(current)}>
      {children}
    </a>
  );
}

/** Links to every category's page, plus all projects; the current one (`current`, a slug) marked. */
function CategoryNav({ categories, current }: { categories: ProjectCategory[]; current: string }) {
  const words = useWords().projects;
  const href = useHref();
  const { language } = useSite();
  return (
    <nav aria-label={words.categoryNav}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <CategoryLink href={href('projects')} current={false}>
            {words.allProjects}
          </CategoryLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryLink href={categoryPath(category.slug, language)} current={category.slug === current}>
              <Localized record={category} field="name" />
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
  const words = useWords();
  const href = useHref();

  if (!category) {
    return (
      <Container className="py-20">
        <EmptyState
          level={1}
          icon={FaSearch}
          title={words.projects.categoryNotFound}
          actions={
            <a href={href('projects')} className={buttonClass('secondary')}>
              <FaArrowLeft aria-hidden="true" />
              {words.projects.seeAll}
            </a>
          }
        >
          <p>{words.projects.categoryNotFoundText}</p>
        </EmptyState>
      </Container>
    );
  }

  const shown = projectsOf(projects, category);
  const name = <Localized record={category} field="name" />;

  return (
    <>
      <PageHero
        eyebrow={words.heroes.portfolio}
        title={<Template text={words.heroes.categoryTitle} values={{ name }} />}
        intro={plural(words.heroes.projectCount, shown.length)}
        breadcrumbs={crumbs}
      />
      <section aria-label={fill(words.projects.categoryProjects, { name: category.name })} className="py-12 sm:py-16">
        <Container>
          <CategoryNav categories={categoriesWithProjects(categories, projects)} current={category.slug} />
          <div className="mt-10">
            <ProjectGrid
              projects={shown}
              headingLevel={2}
              showCategory={false}
              priorityFirst
              emptyTitle={<Template text={words.projects.categoryEmpty} values={{ name }} />}
              emptyText={words.projects.categoryEmptyText}
            />
          </div>
        </Container>
      </section>
      <CallToAction />
    </>
  );
}
