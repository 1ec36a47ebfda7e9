import { apiUrl } from './apiUrl';

/** A thumb size as `WxH` (0 keeps the aspect ratio). */
export type { ThumbSize } from '@shared/content';
import type { ThumbSize } from '@shared/content';

/** The minimum a record needs for its files to be addressed. */
export interface FileRecord {
  id: string;
  collectionId?: string;
  collectionName?: string;
}

/**
 * URL of a record's file (`/api/files/{collectionId}/{id}/{filename}`), optionally of a thumb.
 * Returns '' when there is no file, so callers can test the result. `token`: a file token (a
 * draft's files are served only with staff's, admin/kit/useDraftFileToken.ts); `null` while it
 * is on its way, which gives '' too.
 */
export function fileUrl(
  record: FileRecord | null | undefined,
  filename: string | null | undefined,
  thumb?: ThumbSize,
  token?: string | null,
): string {
  const collection = record?.collectionId || record?.collectionName;
  if (!record?.id || !collection || !filename || token === null) return '';
  // note: the path and query the SDK's `pb.files.getURL` builds, without loading the SDK.
  const path = ['api', 'files', collection, record.id, filename].map(encodeURIComponent).join('/');
  const query = [thumb ? `thumb=${encodeURIComponent(thumb)}` : '', token ? `token=${encodeURIComponent(token)}` : '']
    .filter(Boolean)
    .join('&');
  return apiUrl(path) + (query ? `?${query}` : '');
}

/** Width in pixels a thumb size stands for in a `srcset` (its W part). */
function thumbWidth(size: ThumbSize): number {
  return Number(size.split('x')[0]);
}

/**
 * A `srcset` value listing the given thumbs of one file by width, e.g.
 * `…?thumb=480x320 480w, …?thumb=960x640 960w`. Sizes with a zero width are skipped.
 */
export function srcSet(
  record: FileRecord | null | undefined,
  filename: string | null | undefined,
  sizes: readonly ThumbSize[],
): string {
  if (!record || !filename) return '';
  return sizes
    .filter((size) => thumbWidth(size) > 0)
    .map((size) => `${fileUrl(record, filename, size)} ${thumbWidth(size)}w`)
    .join(', ');
}
