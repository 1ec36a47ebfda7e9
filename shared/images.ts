/**
 * The images of the public pages, for both renders (issue 13): the thumbs each file field has
 * and the `sizes` of the images the server preloads, so a preload names exactly the request the
 * page's <img> makes.
 */
import { CONTENT, CONTENT_KEYS, type ContentKey, type Declaration, type ThumbSize } from './content';

type Declared = typeof CONTENT;
type FileFields<K extends ContentKey> = {
  [
    F in keyof Declared[K]['fields'] as Declared[K]['fields'][F] extends { type: 'file' } ? F : never
  ]: readonly ThumbSize[];
};

/**
 * Thumb sizes the server declares per content key and file field (the content model's, which a
 * test holds equal to the migrations'). Asking for any other size returns the original file, so
 * only these are used.
 */
// note: built by a call marked pure, so a bundle that uses no thumbs (the gallery island) drops
// it and the content model with it.
export const THUMBS = /* @__PURE__ */ declaredThumbs();

function declaredThumbs(): { [K in ContentKey]: FileFields<K> } {
  const thumbs: Record<string, Record<string, readonly ThumbSize[]>> = {};
  for (const key of CONTENT_KEYS) {
    const declaration: Declaration = CONTENT[key];
    const fields: Record<string, readonly ThumbSize[]> = {};
    for (const name of Object.keys(declaration.fields)) {
      const field = declaration.fields[name];
      if (field.type === 'file') fields[name] = field.thumbs;
    }
    thumbs[key] = fields;
  }
  return thumbs as { [K in ContentKey]: FileFields<K> };
}

/** `sizes` of the home page's hero image. */
export const HERO_SIZES = '100vw';

/** `sizes` of a project card's cover (one to three cards a row). */
export const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw';

/** `sizes` of a service's image on the services page (one a row, beside its text from 1024 px). */
export const SERVICE_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 92vw';

/** `sizes` of the cover on a project's page. */
export const COVER_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 64vw, 92vw';

/**
 * The key of a gallery alt text (`images_alt`) for the `index`-th new file sent with the same
 * save: its name is PocketBase's, known only once stored, so the server puts the text under it
 * (pb_hooks/src/lib/schemaCheck.ts). A stored name never starts with `+`.
 */
export function newFileAltKey(index: number): string {
  return `+${index}`;
}

/** The upload index a `newFileAltKey` names, or null for any other key. */
export function newFileIndex(key: string): number | null {
  const match = /^\+(\d{1,3})$/.exec(key);
  return match ? Number(match[1]) : null;
}
