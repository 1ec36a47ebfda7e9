// The seed uploads what the admin's browser would: with every JPEG it stores the thumbs the
// field declares and their WebP twins, at the uploader's quality (shared/thumbs.ts, decision
// 006), so the sample site serves the thumbs a real one does. The geometry and route come from the hooks' compiled copy of
// shared/thumbs.ts (the seed runs against a server with built hooks).
import { createRequire } from 'node:module';
import { thumbImages } from './images.mjs';

const require = createRequire(import.meta.url);

/**
 * Reads which file fields declare thumbs (from the server's own schema) and returns a function
 * that stores the thumbs of a record's new JPEG files.
 * @param {import('pocketbase').default} pb a superuser client
 * @returns {Promise<(collection: string, record: Record<string, any>, body: Record<string, any>) => Promise<number>>}
 */
export async function thumbStorer(pb) {
  const { thumbBox, thumbPath, THUMB_FORM_FIELD, THUMB_QUALITY } = require('../../pb_hooks/lib/shared/thumbs.js');
  const sharp = (await import('sharp')).default;
  /** @type {Map<string, Array<[string, string[]]>>} */
  const declared = new Map();
  for (const collection of await pb.collections.getFullList()) {
    const fields = collection.fields
      .filter((f) => f.type === 'file' && Array.isArray(f.thumbs) && f.thumbs.length > 0)
      .map((f) => /** @type {[string, string[]]} */ ([f.name, f.thumbs]));
    if (fields.length) declared.set(collection.name, fields);
  }

  return async function storeThumbs(collection, record, body) {
    let stored = 0;
    for (const [field, sizes] of declared.get(collection) ?? []) {
      const sent = [body[field] ?? []].flat();
      const names = [record[field] ?? []].flat();
      for (const [i, file] of sent.entries()) {
        if (!(file instanceof Blob) || file.type !== 'image/jpeg' || !names[i]) continue;
        const image = Buffer.from(await file.arrayBuffer());
        // Upright, as PocketBase and the browser see it (its EXIF orientation applied).
        const { width, height } = (await sharp(image).metadata()).autoOrient;
        const wanted = sizes.map((size) => [size, thumbBox(size, width, height)]).filter(([, box]) => box);
        const thumbs = await thumbImages(
          image,
          wanted.map(([, box]) => box),
          THUMB_QUALITY,
        );
        for (const [j, [size]] of wanted.entries()) {
          for (const [format, bytes] of Object.entries(thumbs[j])) {
            const form = new FormData();
            form.append(
              THUMB_FORM_FIELD,
              new File([new Uint8Array(bytes)], `${size}.${format}`, { type: `image/${format}` }),
            );
            await pb.send(thumbPath(collection, record.id, names[i], size), { method: 'PUT', body: form });
            stored++;
          }
        }
      }
    }
    return stored;
  };
}
