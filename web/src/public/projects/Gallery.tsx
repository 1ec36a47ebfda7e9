import { lazy, Suspense, useState } from 'react';
import { FaExpand } from 'react-icons/fa';
import { galleryAlt } from '../../lib/altText';
import { fileUrl, srcSet, THUMBS } from '../../lib/files';
import type { Project } from '../../lib/types';
import { RecordImage } from '../layout/RecordImage';

/** The lightbox's code loads when a visitor first opens a photo: no page shows it at first. */
const Lightbox = lazy(() => import('./Lightbox').then((module) => ({ default: module.Lightbox })));

/** A project's photos as a grid; choosing one opens it in the lightbox. */
export function Gallery({ project }: { project: Project }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const files = project.images ?? [];
  const count = files.length;
  const images = files.map((file, i) => ({
    src: fileUrl(project, file, '1600x0'),
    srcSet: srcSet(project, file, THUMBS.projects.images),
    alt: galleryAlt(project, file, i, count),
  }));

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {files.map((file, i) => (
          // note: the box's ratio is the photo's, so its height is the same laid out or not
          <li key={file} className="below-fold aspect-[3/2] min-h-0">
            <button
              type="button"
              aria-label={`Open photo ${i + 1} of ${count}`}
              aria-haspopup="dialog"
              className="group relative block w-full overflow-hidden rounded-xl"
              onClick={() => setOpenIndex(i)}
            >
              <RecordImage
                record={project}
                file={file}
                thumbs={THUMBS.projects.images}
                thumb="480x320"
                sizes="(min-width: 1024px) 260px, 46vw"
                alt={images[i].alt}
                width={480}
                height={320}
                className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-0 flex items-center justify-center bg-brand-950/0 text-white opacity-0 transition group-hover:bg-brand-950/40 group-hover:opacity-100">
                <FaExpand aria-hidden="true" className="h-6 w-6" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
            label={`Photos of ${project.title}`}
          />
        </Suspense>
      )}
    </>
  );
}
