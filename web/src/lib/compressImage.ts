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

/**
 * Compresses an image before upload. The library is imported on demand so that only the admin
 * chunks that upload images pull it in. On any failure the original file is returned.
 */
export async function compressImage(file: File): Promise<File> {
  // A file the server refuses (not an image, or over the size caps) is sent as it is, for the
  // server's field error, and never decoded here: a 300 KB PNG can declare 2.5 gigapixels.
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (checkImage((offset, length) => bytes.subarray(offset, offset + length)).problem) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, COMPRESSION_OPTIONS);
    // note: keep the original name; the library may hand back a Blob without one.
    if (compressed instanceof File && compressed.name) return compressed;
    return new File([compressed], file.name, { type: compressed.type || file.type, lastModified: Date.now() });
  } catch (err) {
    console.warn('Image compression failed; uploading the original file.', err);
    return file;
  }
}
