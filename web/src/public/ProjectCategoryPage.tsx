import { Link, useParams } from 'react-router-dom';
import { paths } from '../app/paths';
import { useSiteStore } from '../stores/site';
import { CategoryLinks } from './CategoryLinks';
import { LoadingBlock } from './LoadingBlock';
import { PageSection } from './PageSection';
import { ProjectGrid } from './ProjectCard';

/** The projects of one category, found by the slug in the URL. */
export function ProjectCategoryPage() {
  const { category: slug = '' } = useParams();
  const loading = useSiteStore((s) => s.loading);
  const categories = useSiteStore((s) => s.categories);
  const projects = useSiteStore((s) => s.projects);

  if (loading) return <LoadingBlock />;

  const category = categories.find((c) => c.slug === slug);
  if (!category) {
    return (
      <PageSection main title="Category not found" intro={<p>There is no project category called “{slug}”.</p>}>
        <Link to={paths.projects.getHref()} className="text-brand-700 underline">
          See all projects
        </Link>
      </PageSection>
    );
  }

  return (
    <PageSection main title={`${category.name} Projects`} intro={<CategoryLinks categories={categories} />}>
      <ProjectGrid projects={projects.filter((p) => p.category === category.id)} />
    </PageSection>
  );
}
