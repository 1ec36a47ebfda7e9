import type PocketBase from 'pocketbase';
import { MAX_THUMB_BYTES, THUMB_FORM_FIELD, THUMB_QUALITY, thumbBox, thumbPath, thumbSizesOf } from '@shared/thumbs';
import type { RecordInput } from './types';

/** A JPEG the save sent, and the name the server stored it under. */
export interface StoredUpload {
  field: string;
  file: Blob;
  name: string;
}

const names = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

/**
 * The JPEGs a save sent to the fields that declare thumbs, each with its stored name. PocketBase
 * stores a field's new files after the ones it keeps, in the order they were sent, so the last
 * names of the saved record's field are the sent files'. A field with fewer names than files
 * sent is left out (its thumbs are then PocketBase's own).
 */
export function storedUploads(collection: string, data: RecordInput, saved: Record<string, unknown>): StoredUpload[] {
  const sentTo = (key: string): unknown[] =>
    data instanceof FormData ? data.getAll(key) : [(data as Record<string, unknown>)[key] ?? []].flat();
  const out: StoredUpload[] = [];
  const fields = Object.keys(saved).filter((field) => thumbSizesOf(collection, field).length > 0);
  for (const field of fields) {
    const sent = [...sentTo(field), ...sentTo(`${field}+`)].filter((f): f is Blob => f instanceof Blob);
    const stored = names(saved[field]);
    if (sent.length === 0 || sent.length > stored.length) continue;
    const added = stored.slice(stored.length - sent.length);
    sent.forEach((file, i) => {
      if (file.type === 'image/jpeg') out.push({ field, file, name: added[i] });
    });
  }
  return out;
}

let webpEncodes: Promise<boolean> | null = null;

/**
 * Whether this browser's canvas writes WebP (asked once, of one pixel): Safari's writes a PNG
 * instead, which would cost a full-size encode per thumb for nothing.
 */
function canvasWritesWebp(): Promise<boolean> {
  if (!webpEncodes) {
    const canvas = new OffscreenCanvas(1, 1);
    // note: a canvas with no context has nothing to encode (convertToBlob refuses it).
    canvas.getContext('2d');
    webpEncodes = canvas
      .convertToBlob({ type: 'image/webp' })
      .then((blob) => blob.type === 'image/webp')
      .catch(() => false);
  }
  return webpEncodes;
}

/**
 * The thumb of `image` at `size`, as PocketBase would frame it: a JPEG, then its WebP twin where
 * the browser encodes WebP (not Safari: its uploads send the JPEG alone, which its visitors get),
 * each at its THUMB_QUALITY.
 */
async function makeThumbs(image: ImageBitmap, size: string): Promise<Blob[]> {
  const box = thumbBox(size, image.width, image.height);
  if (!box) return [];
  const canvas = new OffscreenCanvas(box.width, box.height);
  const context = canvas.getContext('2d');
  if (!context) return [];
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, box.sx, box.sy, box.sw, box.sh, 0, 0, box.width, box.height);
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: THUMB_QUALITY.jpeg });
  if (!(await canvasWritesWebp())) return [jpeg];
  // note: a WebP that fails leaves the JPEG to be sent alone.
  const webp = await canvas.convertToBlob({ type: 'image/webp', quality: THUMB_QUALITY.webp }).catch(() => null);
  return webp?.type === 'image/webp' ? [jpeg, webp] : [jpeg];
}

/**
 * Makes and stores the thumbs of the JPEGs a save sent (shared/thumbs.ts, decision 006): each
 * declared size, one at a time, after the save, the JPEG and then its WebP twin. Never throws:
 * a thumb that could not be made or stored (or is over the server's cap) is made by PocketBase
 * at its own quality when first asked for. Resolves with how
 * many were stored.
 */
export async function storeThumbs(
  pb: PocketBase,
  collection: string,
  record: { id: string },
  uploads: StoredUpload[],
): Promise<number> {
  let stored = 0;
  for (const upload of uploads) {
    let image: ImageBitmap;
    try {
      image = await createImageBitmap(upload.file);
    } catch (err) {
      console.warn(`Thumbs of ${upload.name} were left to the server.`, err);
      continue;
    }
    try {
      for (const size of thumbSizesOf(collection, upload.field)) {
        try {
          for (const thumb of await makeThumbs(image, size)) {
            // A thumb over the server's cap would only be refused: PocketBase makes that size
            // (a JPEG over it takes its twin along, so every size is the server's or ours).
            if (thumb.size > MAX_THUMB_BYTES) break;
            const form = new FormData();
            form.append(THUMB_FORM_FIELD, thumb, `${size}.${thumb.type === 'image/webp' ? 'webp' : 'jpg'}`);
            await pb.send(thumbPath(collection, record.id, upload.name, size), {
              method: 'PUT',
              body: form,
              requestKey: null,
            });
            stored++;
          }
        } catch (err) {
          console.warn(`The ${size} thumb of ${upload.name} was left to the server.`, err);
        }
      }
    } finally {
      image.close();
    }
  }
  return stored;
}
