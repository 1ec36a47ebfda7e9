import { FaArrowRight } from 'react-icons/fa';
import { THUMBS } from '@shared/images';
import type { Project, ProjectCategory } from '../../lib/types';
import { RecordImage } from '../layout/RecordImage';
import { categoryPath } from '@shared/routes';
import { plural } from '@shared/words';
import { useSite } from '../site/SiteContext';
import { Localized, useWords } from '../site/Localized';

interface CategoryCardProps {
  category: ProjectCategory;
  /** The category's projects, newest first: the first one with a cover lends it. */
  projects: Project[];
}

/** A category tile: a cover from its projects, its name and how many projects it holds. */
export function CategoryCard({ category, projects }: CategoryCardProps) {
  const coverProject = projects.find((p) => p.coverImage);
  const { language } = useSite();
  const words = useWords();
  return (
    <li className="group relative isolate overflow-hidden rounded-2xl bg-brand-900 shadow-sm has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-amber-600">
      <RecordImage
        record={coverProject}
        file={coverProject?.coverImage}
        focus={coverProject?.coverImage_focus}
        thumbs={THUMBS.projects.coverImage}
        thumb="480x0"
        sizes="(min-width: 1024px) 300px, 46vw"
        alt=""
        width={480}
        height={320}
        className="aspect-square w-full object-cover sm:aspect-[4/3] opacity-90 transition-transform duration-500 group-hover:scale-105"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-brand-950/95 via-brand-950/50 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 p-3 sm:p-5">
        <h3 className="text-base leading-tight font-bold text-white sm:text-xl">
          <a
            href={categoryPath(category.slug, language)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            <Localized record={category} field="name" />
          </a>
        </h3>
        <p className="mt-1 flex items-center gap-2 text-xs text-slate-200 sm:text-sm">
          {plural(words.heroes.projectCount, projects.length)}
          <FaArrowRight
            aria-hidden="true"
            className="h-3 w-3 text-amber-400 transition-transform group-hover:translate-x-1"
          />
        </p>
      </div>
    </li>
  );
}
