// note: the library's web worker loads the library again with importScripts(libURL), by default
// from a CDN; a same-origin copy (emitted by Vite as an asset) works offline and under a CSP
// that allows only 'self' scripts. Without it the worker fails and compression falls back to the
// main thread.
import libURL from 'browser-image-compression/dist/browser-image-compression.js?url';
import { checkImage } from '@shared/imageHeader';

/** Options of the seed: at most 1 MB and 1920 px, compressed off the main thread. */
export const COMPRESSION_OPTIONS = {
  maxSizeMB: 1,
  maxWidthOrHeight: 1920,
  useWebWorker: true,
  libURL,
} as const;

/** What a caller may follow and stop of one compression. */
export interface CompressionControl {
  /** Called with 0–100 as the library works (its `onProgress`). */
  onProgress?: (percent: number) => void;
  /** Aborting stops the compression: the promise rejects with an AbortError (no fallback). */
  signal?: AbortSignal;
}

/** The error a stopped compression or upload rejects with. */
export function abortError(): DOMException {
  return new DOMException('Stopped by the user.', 'AbortError');
}

/**
 * Compresses an image before upload. The library is imported on demand so that only the admin
 * chunks that upload images pull it in. On any failure but a Cancel the original file is returned.
 */
export async function compressImage(file: File, control: CompressionControl = {}): Promise<File> {
  const { onProgress, signal } = control;
  if (signal?.aborted) throw abortError();
  // A file the server refuses (not an image, or over the size caps) is sent as it is, for the
  // server's field error, and never decoded here: a 300 KB PNG can declare 2.5 gigapixels.
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (checkImage((offset, length) => bytes.subarray(offset, offset + length)).problem) {
    onProgress?.(100);
    return file;
  }
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const options = onProgress || signal ? { ...COMPRESSION_OPTIONS, onProgress, signal } : COMPRESSION_OPTIONS;
    const compressed = await imageCompression(file, options);
    // note: keep the original name; the library may hand back a Blob without one.
    if (compressed instanceof File && compressed.name) return compressed;
    return new File([compressed], file.name, { type: compressed.type || file.type, lastModified: Date.now() });
  } catch (err) {
    if (signal?.aborted) throw abortError();
    console.warn('Image compression failed; uploading the original file.', err);
    onProgress?.(100);
    return file;
  }
}
