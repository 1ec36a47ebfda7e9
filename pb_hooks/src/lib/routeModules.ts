/**
 * Module preloads for a public page (issue 6). The page's screen is a lazy route chunk of the
 * SPA, and neither the app nor the screen's chunk lists its imports for preloading
 * (`modulePreload: false`): without hints the browser would learn of each chunk only after
 * parsing the one that imports it, one round trip each. Vite's build manifest (`build.manifest`,
 * in pb_public/.vite/manifest.json) names each chunk and what it imports, so the server lists
 * them all in the page, for the boot script to preload beside the app.
 */

/** One chunk of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
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
 * URLs of the chunks a page needs, in load order: each of `modules` (keys of the manifest: the
 * app, APP_MODULE, and the page's screen, SCREEN_MODULES of shared/routes.ts), then what it
 * imports. The app's own file too: the page's script is the boot script, which imports the app
 * by its URL once the page has painted.
 */
export function modulePreloads(manifest: Manifest, modules: string[]): string[] {
  const needed = new Set<string>();
  for (const module of modules) closure(manifest, module, needed);
  return [...needed].map((key) => `/${manifest[key].file}`);
}
