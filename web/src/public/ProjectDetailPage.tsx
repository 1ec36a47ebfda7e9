import { Link, useParams } from 'react-router-dom';
import { paths } from '../app/paths';
import { fileUrl, srcSet, THUMBS } from '../lib/files';
import { useSiteStore } from '../stores/site';
import { LoadingBlock } from './LoadingBlock';
import { PageSection } from './PageSection';

/** One project: its facts, cover image and gallery. */
export function ProjectDetailPage() {
  const { projectId = '' } = useParams();
  const loading = useSiteStore((s) => s.loading);
  const project = useSiteStore((s) => s.projects.find((p) => p.id === projectId));

  if (loading) return <LoadingBlock lines={6} />;

  if (!project) {
    return (
      <PageSection main title="Project not found" intro={<p>This project may have been removed.</p>}>
        <Link to={paths.projects.getHref()} className="text-brand-700 underline">
          See all projects
        </Link>
      </PageSection>
    );
  }

  const category = project.expand?.category;
  const facts = [
    { label: 'Category', value: category?.name },
    { label: 'Client', value: project.client },
    { label: 'Architect', value: project.architect },
    { label: 'Location', value: project.location },
    { label: 'Cost', value: project.cost },
    { label: 'Year', value: project.year ? String(project.year) : '' },
    { label: 'Status', value: project.status },
  ].filter((fact) => fact.value);

  return (
    <PageSection main title={project.title}>
      <p className="mb-6 text-sm">
        <Link
          to={category ? paths.projectCategory.getHref(category.slug) : paths.projects.getHref()}
          className="text-brand-700 underline"
        >
          ← Back to {category ? `${category.name} projects` : 'all projects'}
        </Link>
      </p>
      {project.coverImage && (
        <img
          src={fileUrl(project, project.coverImage, '960x640')}
          srcSet={srcSet(project, project.coverImage, THUMBS.projects.coverImage)}
          sizes="(min-width: 1280px) 1200px, 100vw"
          alt=""
          width={960}
          height={640}
          className="w-full rounded-xl object-cover"
        />
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-lg bg-slate-50 p-4">
            <dt className="text-sm text-slate-500">{fact.label}</dt>
            <dd className="font-medium text-brand-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {project.images.length > 0 && (
        <>
          <h2 className="mt-10 text-2xl font-semibold text-brand-900">Gallery</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {project.images.map((image) => (
              <li key={image}>
                <img
                  src={fileUrl(project, image, '480x320')}
                  srcSet={srcSet(project, image, THUMBS.projects.images)}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  className="aspect-[3/2] w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </PageSection>
  );
}
