import { isPublished } from '@shared/order';
import { DraftBadge } from '../../components/DraftBadge';
import { FaMapMarkerAlt } from 'react-icons/fa';
import { projectHref } from '../../lib/paths';
import { Localized, useWords } from '../site/Localized';

import { CARD_SIZES } from '@shared/images';
import { THUMBS } from '@shared/images';
import type { Project } from '../../lib/types';
import type { ReactNode } from 'react';
import { useSite } from '../site/SiteContext';
import { EmptyState } from '../layout/EmptyState';
import { RecordImage } from '../layout/RecordImage';
import { StatusBadge } from './StatusBadge';

/** A project teaser: cover, status, title, category and place; the whole card links to the project. */
export function ProjectCard({
  project,
  headingLevel = 3,
  showCategory = true,
  priority = false,
}: {
  project: Project;
  headingLevel?: 2 | 3;
  /** Off on a category's own page, where every card would repeat it. */
  showCategory?: boolean;
  /** The first card at the top of a page: its cover loads at once (it is the largest paint). */
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const { language } = useSite();
  const category = showCategory ? project.expand?.category : undefined;
  return (
    <li
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-amber-600 ${
        priority ? '' : 'below-fold [--below-fold-height:420px]'
      }`}
    >
      <div className="relative overflow-hidden">
        <RecordImage
          record={project}
          file={project.coverImage}
          focus={project.coverImage_focus}
          thumbs={THUMBS.projects.coverImage}
          thumb="480x0"
          sizes={CARD_SIZES}
          alt=""
          width={480}
          height={320}
          priority={priority}
          className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3">
          <StatusBadge status={project.status} />
          {!isPublished(project) && <DraftBadge className="ml-2" />}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        {category?.name && (
          <Localized
            record={category}
            field="name"
            as="p"
            className="text-xs font-semibold tracking-widest text-amber-700 uppercase"
          />
        )}
        <Heading className="mt-1 text-lg leading-snug font-bold text-brand-900">
          {/* note: the link's box covers the card (after:inset-0), so the whole card is one target. */}
          <a href={projectHref(project, language)} className="after:absolute after:inset-0 focus-visible:outline-none">
            <Localized record={project} field="title" />
          </a>
        </Heading>
        {(project.location || project.year > 0) && (
          <p className="mt-auto flex items-center gap-2 pt-3 text-sm text-slate-600">
            {project.location && (
              <>
                <FaMapMarkerAlt aria-hidden="true" className="text-slate-400" />
                {project.location}
              </>
            )}
            {project.location && project.year > 0 && <span aria-hidden="true">·</span>}
            {project.year > 0 && <span>{project.year}</span>}
          </p>
        )}
      </div>
    </li>
  );
}

interface ProjectGridProps {
  projects: Project[];
  /** Shown when there are no projects (else the words' "No projects yet"). */
  emptyTitle?: ReactNode;
  emptyText?: string;
  headingLevel?: 2 | 3;
  showCategory?: boolean;
  /** The grid starts in view: the first cover loads at once, not lazily. */
  priorityFirst?: boolean;
}

/** A grid of project teasers, or an empty state when there are none. */
export function ProjectGrid({
  projects,
  emptyTitle,
  emptyText,
  headingLevel = 3,
  showCategory = true,
  priorityFirst = false,
}: ProjectGridProps) {
  const words = useWords().projects;
  if (projects.length === 0) {
    return (
      <EmptyState title={emptyTitle ?? words.noneTitle} level={headingLevel}>
        <p>{emptyText ?? words.noneText}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, i) => (
        <ProjectCard
          key={project.id}
          project={project}
          headingLevel={headingLevel}
          showCategory={showCategory}
          priority={priorityFirst && i === 0}
        />
      ))}
    </ul>
  );
}
