import { useSiteStore } from '../stores/site';
import { CategoryLinks } from './CategoryLinks';
import { LoadingBlock } from './LoadingBlock';
import { PageSection } from './PageSection';
import { ProjectGrid } from './ProjectCard';

/** Projects landing: the categories and every project, newest first. */
export function ProjectsPage() {
  const loading = useSiteStore((s) => s.loading);
  const categories = useSiteStore((s) => s.categories);
  const projects = useSiteStore((s) => s.projects);

  if (loading) return <LoadingBlock />;

  return (
    <PageSection main title="Our Projects" intro={<CategoryLinks categories={categories} />}>
      <ProjectGrid projects={projects} />
    </PageSection>
  );
}
