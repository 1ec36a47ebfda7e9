import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../layout/useHydrated';
import { useSiteStore } from '../../stores/site';
import { CallToAction } from '../layout/CallToAction';
import { CategoryCard } from './CategoryCard';
import { Container } from '../layout/Container';
import { HeroPage } from '../layout/HeroPage';
import { PageHero } from '../layout/PageHero';
import { PROJECTS_HERO } from '@shared/pageHeroes';
import { ProjectGrid } from './ProjectCard';
import { categoriesWithProjects, projectsOf } from './projectLists';
import { SectionHeading } from '../layout/SectionHeading';
import { useLoadState } from '../layout/useLoadState';
import { usePageCrumbs } from '../layout/usePageMeta';

/** Search parameter holding the chosen category's slug, so a filtered list can be shared. */
const FILTER_PARAM = 'category';

function filterButtonClass(active: boolean): string {
  return `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
    active
      ? 'border-brand-900 bg-brand-900 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-900'
  }`;
}

/** Projects landing: the categories as tiles, then every project, filterable by category. */
export function ProjectsPage() {
  const state = useLoadState();
  const projects = useSiteStore((s) => s.projects);
  const allCategories = useSiteStore((s) => s.categories);
  const categories = useMemo(() => categoriesWithProjects(allCategories, projects), [allCategories, projects]);
  const [searchParams, setSearchParams] = useSearchParams();

  const hero = <PageHero {...PROJECTS_HERO} breadcrumbs={usePageCrumbs()} />;
  // note: the server renders every project (its cached page has no query); the filter of a
  // `?category=` link applies once the page is hydrated.
  const hydrated = useHydrated();
  const selected = (hydrated && categories.find((c) => c.slug === searchParams.get(FILTER_PARAM))) || null;
  const shown = selected ? projectsOf(projects, selected) : projects;

  function choose(slug: string | null) {
    setSearchParams(slug ? { [FILTER_PARAM]: slug } : {}, { replace: true, preventScrollReset: true });
  }

  return (
    <HeroPage state={state} hero={hero}>
      {categories.length > 0 && (
        <section aria-labelledby="categories-heading" className="py-16 sm:py-20">
          <Container>
            <SectionHeading id="categories-heading" eyebrow="Browse by type" title="Project Categories" />
            <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
              {categories.map((category) => (
                <CategoryCard key={category.id} category={category} projects={projectsOf(projects, category)} />
              ))}
            </ul>
          </Container>
        </section>
      )}

      <section aria-labelledby="all-projects-heading" className="below-fold bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="all-projects-heading" eyebrow="Our work" title="All Projects" />
          {categories.length > 0 && projects.length > 0 && (
            <div role="group" aria-label="Filter projects by category" className="mt-8 flex flex-wrap gap-2">
              <button
                type="button"
                aria-pressed={selected === null}
                className={filterButtonClass(selected === null)}
                onClick={() => choose(null)}
              >
                All <span className="font-normal">({projects.length})</span>
              </button>
              {categories.map((category) => {
                const active = selected?.id === category.id;
                return (
                  <button
                    key={category.id}
                    type="button"
                    aria-pressed={active}
                    className={filterButtonClass(active)}
                    onClick={() => choose(category.slug)}
                  >
                    {category.name} <span className="font-normal">({projectsOf(projects, category).length})</span>
                  </button>
                );
              })}
            </div>
          )}
          <p role="status" className="sr-only">
            {`Showing ${shown.length} ${shown.length === 1 ? 'project' : 'projects'}${selected ? ` in ${selected.name}` : ''}`}
          </p>
          <div className="mt-8">
            <ProjectGrid
              projects={shown}
              emptyText={
                selected
                  ? `There are no ${selected.name} projects to show yet.`
                  : 'Our latest work will be shown here soon.'
              }
            />
          </div>
        </Container>
      </section>

      <CallToAction />
    </HeroPage>
  );
}
