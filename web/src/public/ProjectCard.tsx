import { Link } from 'react-router-dom';
import { projectHref } from '../app/paths';
import { fileUrl, srcSet, THUMBS } from '../lib/files';
import type { Project } from '../lib/types';

/** A project teaser linking to its detail page. */
export function ProjectCard({ project }: { project: Project }) {
  const cover = project.coverImage;
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link to={projectHref(project)} className="block hover:bg-slate-50">
        {cover && (
          <img
            src={fileUrl(project, cover, '480x320')}
            srcSet={srcSet(project, cover, THUMBS.projects.coverImage)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={480}
            height={320}
            loading="lazy"
            className="aspect-[3/2] w-full object-cover"
          />
        )}
        <div className="p-4">
          <h3 className="font-semibold text-brand-900">{project.title}</h3>
          <p className="mt-1 text-sm text-slate-500">
            {[project.expand?.category?.name, project.location, project.status].filter(Boolean).join(' · ')}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** A grid of project teasers, or a note when there are none. */
export function ProjectGrid({ projects }: { projects: Project[] }) {
  if (projects.length === 0) return <p className="text-slate-500">No projects to show yet.</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </ul>
  );
}
