import { FaBuilding } from 'react-icons/fa';
import { focusStyle } from '@shared/focus';
import { fileUrl, srcSet, type FileRecord, type ThumbSize } from '../../lib/files';

interface RecordImageProps {
  record: FileRecord | null | undefined;
  file: string | null | undefined;
  /** The thumbs the server declares for this field (`THUMBS.<content key>.<field>`). */
  thumbs: readonly ThumbSize[];
  /** The thumb used as `src` (browsers without `srcset` support, and the first guess). */
  thumb: ThumbSize;
  sizes: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  /** The image's stored focal point (`<field>_focus`): where a crop keeps it (shared/focus.ts). */
  focus?: unknown;
  /** 'en' when the alt text is the English standing in for a translation (lib/altText altLang). */
  lang?: 'en';
}

/**
 * An image of a record, served as PocketBase thumbs with `srcset`. Without a file, a drawn
 * placeholder of the same box stands in; when the file fails to load, the same placeholder is
 * drawn over the image by CSS (`.record-image`, index.css): never a broken image, on a page with
 * no script too.
 */
export function RecordImage({
  record,
  file,
  thumbs,
  thumb,
  sizes,
  alt,
  width,
  height,
  priority = false,
  className = '',
  focus,
  lang,
}: RecordImageProps) {
  const src = fileUrl(record, file, thumb);

  if (!src) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        lang={alt ? lang : undefined}
        aria-hidden={alt ? undefined : true}
        className={`flex items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-brand-300 ${className}`}
      >
        <FaBuilding aria-hidden="true" className="h-1/4 max-h-16 w-1/4 max-w-16" />
      </span>
    );
  }

  return (
    <img
      src={src}
      srcSet={srcSet(record, file, thumbs) || undefined}
      sizes={sizes}
      alt={alt}
      lang={lang}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`record-image ${className}`}
      style={focusStyle(focus)}
    />
  );
}
