/**
 * Thumbs made by the uploader (issue 13, decision 006). PocketBase makes a missing thumb itself,
 * but encodes every JPEG thumb at quality 95: on a phone's first load the hero or a service
 * image is then 60–95 KB where quality 80 gives about half. So whoever uploads a JPEG (the
 * admin's browser, the sample-content seed) also makes its thumbs, of the sizes the field
 * declares (shared/content.ts), and stores each with `PUT THUMB_ROUTE`, then its WebP twin
 * (about half again) the same way; PocketBase then serves the stored thumb as its own, and the
 * twin to a browser that takes WebP. A thumb nobody sent is still made by PocketBase.
 *
 * Pure code for both builds: the geometry here is PocketBase's own (its `imaging.Resize` for
 * `Wx0` and `0xH`, `imaging.Fill` anchored at the centre for `WxH`), so a thumb made here has
 * the size and framing of the one it replaces; the hooks check the size before storing it.
 */
import { declarationOf, type ThumbSize } from './content';

/** The route that stores a thumb: `PUT /api/site/thumbs/{collection}/{record}/{filename}?thumb=WxH`. */
export const THUMB_ROUTE = '/api/site/thumbs/{collection}/{record}/{filename}';

/** The multipart form field that carries the thumb. */
export const THUMB_FORM_FIELD = 'file';

/**
 * Quality of a thumb made by the uploader, per format (0–1). JPEG 0.8 is about half of quality
 * 95's bytes; WebP 0.75 (libwebp's own default) is ~16 % fewer bytes than 0.8 again, what the
 * first service's photo needed for LCP ≤ 1.3 s on a phone (decision 026).
 */
export const THUMB_QUALITY = { jpeg: 0.8, webp: 0.75 } as const;

/** The largest thumb the server stores (a 1920 px wide photo at quality 80 is ~300–400 KB). */
export const MAX_THUMB_BYTES = 2 * 1024 * 1024;

/** The path of THUMB_ROUTE for one file (the size goes in `?thumb=`). */
export function thumbPath(collection: string, record: string, filename: string, size: string): string {
  const parts: Record<string, string> = { collection, record, filename };
  const path = THUMB_ROUTE.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parts[name]));
  return `${path}?thumb=${encodeURIComponent(size)}`;
}

/**
 * Where PocketBase keeps the thumb `size` of `filename` in a record's folder `dir`
 * (`<collection id>/<record id>`): a folder per file, removed with it.
 */
export function thumbStorageKey(dir: string, filename: string, size: string): string {
  return `${dir}/thumbs_${filename}/${size}_${filename}`;
}

/**
 * The file whose thumbs folder holds the stored `key` (`<collection id>/<record id>/thumbs_<file>/
 * <name>`), or null for a key of any other shape (an original is one folder up).
 */
export function thumbOwner(key: string): string | null {
  const parts = key.split('/');
  return parts.length === 4 && parts[2].indexOf('thumbs_') === 0 ? parts[2].slice('thumbs_'.length) : null;
}

/** The thumb sizes a collection's file field declares, or none. */
export function thumbSizesOf(collection: string, field: string): readonly ThumbSize[] {
  const declared = declarationOf(collection)?.fields[field];
  return declared && declared.type === 'file' ? declared.thumbs : [];
}

/** Where a thumb's pixels come from in the original, and the thumb's own size. */
export interface ThumbBox {
  /** Thumb width and height in pixels. */
  width: number;
  height: number;
  /** The part of the original it shows: left, top, width, height (fractional pixels). */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * The box PocketBase would make for `size` (`WxH`, `Wx0` or `0xH`; no suffix) of an original
 * `width` x `height`, or null for a size it does not handle this way.
 */
export function thumbBox(size: string, width: number, height: number): ThumbBox | null {
  const match = /^(\d+)x(\d+)$/.exec(size);
  if (!match || width <= 0 || height <= 0) return null;
  const w = Number(match[1]);
  const h = Number(match[2]);
  if (w === 0 && h === 0) return null;
  const whole = { sx: 0, sy: 0, sw: width, sh: height };
  // imaging.Resize with one side 0: that side follows the ratio, rounded, at least 1.
  if (h === 0) return { width: w, height: Math.max(1, Math.floor((w * height) / width + 0.5)), ...whole };
  if (w === 0) return { width: Math.max(1, Math.floor((h * width) / height + 0.5)), height: h, ...whole };
  // imaging.Fill, centre: the original scaled to cover w x h, the middle cut out.
  if (width / height < w / h) {
    const sh = (width * h) / w;
    return { width: w, height: h, sx: 0, sy: (height - sh) / 2, sw: width, sh };
  }
  const sw = (height * w) / h;
  return { width: w, height: h, sx: (width - sw) / 2, sy: 0, sw, sh: height };
}
