/**
 * gzip in the hooks' JS (fflate, bundled in by scripts/build-hooks.mjs): PocketBase's JSVM has
 * no compression of its own. Used once per rendered page, whose gzip bytes are cached beside it.
 */
import { gzipSync, strToU8 } from 'fflate';

/** The gzip bytes of `text` (UTF-8). */
export function gzipText(text: string): Uint8Array {
  return gzipSync(strToU8(text), { level: 6 });
}
