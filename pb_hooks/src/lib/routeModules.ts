/**
 * Module preloads for a public page (issue 6). The page's screen is a lazy route chunk of the
 * SPA, and neither the entry nor the screen's chunk lists its imports for preloading
 * (`modulePreload: false`): without hints the browser would learn of each chunk only after
 * parsing the one that imports it, one round trip each. Vite's build manifest (`build.manifest`,
 * in pb_public/.vite/manifest.json) names each chunk and what it imports, so the server lists
 * them all in the page's head, to download beside the entry.
 */

/** One chunk of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Vite's build manifest: source path (relative to web/) → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** Every chunk `key` needs, itself first, following static imports. */
function closure(manifest: Manifest, key: string, seen: Set<string> = new Set()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * URLs of the chunks a page needs besides the entry itself (index.html's own script), in load
 * order: what the entry imports, then `modules` (keys of the manifest: the app, APP_MODULE, and
 * the page's screen, SCREEN_MODULES of shared/routes.ts) and what they import.
 */
export function modulePreloads(manifest: Manifest, modules: string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const needed = new Set<string>();
  for (const entry of entries) closure(manifest, entry, needed);
  for (const module of modules) closure(manifest, module, needed);
  return [...needed].filter((key) => !manifest[key].isEntry).map((key) => `/${manifest[key].file}`);
}
