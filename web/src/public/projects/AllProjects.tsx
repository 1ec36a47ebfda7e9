import type { Project, ProjectCategory } from '../../lib/types';
import { categoryPath, pathOf } from '@shared/routes';
import { formatCount } from '@shared/format';
import { useSite } from '../site/SiteContext';
import { Localized, useWords } from '../site/Localized';
import { Container } from '../layout/Container';
import { SectionHeading } from '../layout/SectionHeading';
import { ProjectGrid } from './ProjectCard';
import { projectsOf } from './projectLists';

function filterLinkClass(active: boolean): string {
  return `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
    active
      ? 'border-brand-900 bg-brand-900 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-900'
  }`;
}

interface AllProjectsProps {
  projects: Project[];
  /** The categories that have projects, in list order. */
  categories: ProjectCategory[];
}

/**
 * Every project, with the categories as links to their own pages: a document needs no script
 * to filter (the category page is the filtered list, with its own URL to share).
 */
export function AllProjects({ projects, categories }: AllProjectsProps) {
  const { language } = useSite();
  const words = useWords();
  return (
    <section aria-labelledby="all-projects-heading" className="below-fold bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="all-projects-heading" eyebrow={words.home.ourWork} title={words.projects.allTitle} />
        {categories.length > 0 && projects.length > 0 && (
          <nav aria-label={words.projects.byCategory} className="mt-8 flex flex-wrap gap-2">
            <a href={pathOf('projects', {}, language)} aria-current="page" className={filterLinkClass(true)}>
              {words.projects.all} <span className="font-normal">({formatCount(projects.length)})</span>
            </a>
            {categories.map((category) => (
              <a key={category.id} href={categoryPath(category.slug, language)} className={filterLinkClass(false)}>
                <Localized record={category} field="name" />{' '}
                <span className="font-normal">({formatCount(projectsOf(projects, category).length)})</span>
              </a>
            ))}
          </nav>
        )}
        <div className="mt-8">
          <ProjectGrid projects={projects} />
        </div>
      </Container>
    </section>
  );
}
