import { useState, useSyncExternalStore } from 'react';
import type { Project, ProjectCategory } from '../../lib/types';
import { Container } from '../layout/Container';
import { SectionHeading } from '../layout/SectionHeading';
import { ProjectGrid } from './ProjectCard';
import { projectsOf } from './projectLists';

/** Search parameter holding the chosen category's slug, so a filtered list can be shared. */
export const FILTER_PARAM = 'category';

function filterButtonClass(active: boolean): string {
  return `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
    active
      ? 'border-brand-900 bg-brand-900 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-900'
  }`;
}

/** The slug of `?category=` in the browser's URL. */
function slugInUrl(): string | null {
  return new URLSearchParams(window.location.search).get(FILTER_PARAM);
}

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true after: what
 * depends on the URL's query (which the document never has) waits for it.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

interface AllProjectsProps {
  projects: Project[];
  /** The categories that have projects, in list order. */
  categories: ProjectCategory[];
}

/**
 * Every project, filterable by category. It reads only its props, so the browser can hydrate it
 * on its own: the document shows every project with "All" chosen, and once hydrated a
 * `?category=` link applies and a choice updates the URL (without a page load).
 */
export function AllProjects({ projects, categories }: AllProjectsProps) {
  const hydrated = useHydrated();
  // undefined until the visitor chooses: the URL's choice then (once hydrated, see useHydrated)
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const slug = chosen !== undefined ? chosen : hydrated ? slugInUrl() : null;
  const selected = categories.find((c) => c.slug === slug) ?? null;
  const shown = selected ? projectsOf(projects, selected) : projects;

  function choose(next: string | null) {
    setChosen(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set(FILTER_PARAM, next);
    else url.searchParams.delete(FILTER_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }

  return (
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
  );
}
