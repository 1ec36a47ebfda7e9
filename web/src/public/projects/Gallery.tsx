import { useState } from 'react';
import { FaExpand } from 'react-icons/fa';
import { galleryAlt, galleryAltLang } from '../../lib/altText';
import { fileUrl, srcSet, type FileRecord, type ThumbSize } from '../../lib/files';
import type { Project } from '../../lib/types';
import { Island } from '../islands/Island';
import { RecordImage } from '../layout/RecordImage';
import { Lightbox, type LightboxImage } from './Lightbox';
import { fill, type Words } from '@shared/words';

/** The gallery island's props (islands/gallery.tsx): the project's address, its photos and their alt texts. */
export interface GalleryProps {
  record: FileRecord;
  files: string[];
  alts: string[];
  /** 'en' where a photo's alt text is the English standing in for a translation (decision 041). */
  altLangs: ('en' | null)[];
  /** Accessible name of the lightbox, e.g. "Photos of Hill Country Bungalow". */
  label: string;
  /**
   * The gallery's words in the page's language (shared/words.ts `gallery`): the island has no
   * site data, so its props carry them (decision 041).
   */
  words: GalleryWords;
  /**
   * The thumbs the gallery field declares (shared/content.ts), given by the server: the island
   * then loads none of the content model.
   */
  thumbs: readonly ThumbSize[];
}

/** The gallery's words the island writes itself (its alt texts and label come written). */
export type GalleryWords = Pick<Words['gallery'], 'open' | 'counter' | 'close' | 'previous' | 'next'>;

/** Thumbs that keep the photo whole (`Wx0`, `0xH`): a `WxH` thumb is cropped to its box. */
export function uncroppedThumbs(sizes: readonly ThumbSize[]): ThumbSize[] {
  return sizes.filter((size) => /^0x|x0$/.test(size));
}

/**
 * The photo as the lightbox shows it: whole, never a cropped thumb (staff found a tall photo cut
 * to a landscape strip on a phone, where `srcset` had picked the 960x640 thumb). Without an
 * uncropped thumb, the original file.
 */
export function lightboxImage(
  record: FileRecord,
  file: string,
  alt: string,
  thumbs: readonly ThumbSize[],
  lang?: 'en' | null,
): LightboxImage {
  const whole = uncroppedThumbs(thumbs);
  return {
    src: fileUrl(record, file, whole[whole.length - 1]),
    srcSet: srcSet(record, file, whole) || undefined,
    alt,
    lang: lang ?? undefined,
  };
}

/** A project's photos as a grid; choosing one opens it in the lightbox. The island's component. */
export function GalleryView({ record, files, alts, altLangs, label, thumbs, words }: GalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const count = files.length;

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {files.map((file, i) => (
          // note: the box's ratio is the photo's, so its height is the same laid out or not
          <li key={file} className="below-fold aspect-[3/2] min-h-0">
            {/* note: a link to the whole photo, so that it opens without JavaScript too (issue 39);
                the island opens the lightbox instead. */}
            <a
              href={lightboxImage(record, file, '', thumbs).src}
              aria-label={fill(words.open, { n: i + 1, count })}
              aria-haspopup="dialog"
              className="group relative block w-full overflow-hidden rounded-xl"
              onClick={(event) => {
                event.preventDefault();
                setOpenIndex(i);
              }}
            >
              <RecordImage
                record={record}
                file={file}
                thumbs={thumbs}
                thumb="480x320"
                sizes="(min-width: 1024px) 260px, 46vw"
                alt={alts[i] ?? ''}
                lang={altLangs[i] ?? undefined}
                width={480}
                height={320}
                className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-0 flex items-center justify-center bg-brand-950/0 text-white opacity-0 transition group-hover:bg-brand-950/40 group-hover:opacity-100">
                <FaExpand aria-hidden="true" className="h-6 w-6" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <Lightbox
          images={files.map((file, i) => lightboxImage(record, file, alts[i] ?? '', thumbs, altLangs[i]))}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          label={label}
          words={words}
        />
      )}
    </>
  );
}

/** The gallery island's props of a project: only what its photos need, not the whole record, and its words. */
export function galleryProps(project: Project, thumbs: readonly ThumbSize[], words: Words): GalleryProps {
  const files = project.images ?? [];
  const { open, counter, close, previous, next } = words.gallery;
  return {
    record: { id: project.id, collectionId: project.collectionId || project.collectionName },
    files,
    alts: files.map((file, i) => galleryAlt(project, file, i, files.length, words)),
    altLangs: files.map((file) => galleryAltLang(project, file) ?? null),
    label: fill(words.gallery.label, { title: project.title }),
    thumbs,
    words: { open, counter, close, previous, next },
  };
}

/** A project's gallery, rendered by the server and hydrated on its own in the browser (an island). */
export function Gallery({ project, thumbs, words }: { project: Project; thumbs: readonly ThumbSize[]; words: Words }) {
  const props = galleryProps(project, thumbs, words);
  return (
    <Island name="gallery" props={props}>
      <GalleryView {...props} />
    </Island>
  );
}
