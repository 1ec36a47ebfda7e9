/**
 * Module preloads for a public route (issue 6). The public screens are lazy route chunks of
 * the SPA; without a hint the browser would only learn of a screen's chunk after the entry
 * ran, one round trip later. Vite's build manifest (`build.manifest`, in
 * pb_public/.vite/manifest.json) names each screen's chunk and the chunks it imports.
 */

/** One chunk of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Vite's build manifest: source path (relative to web/) → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** Manifest keys of the public screens, by route kind. Must match web/src/app/router.tsx. */
export const SCREENS = {
  home: 'src/public/HomePage.tsx',
  services: 'src/public/ServicesPage.tsx',
  about: 'src/public/AboutPage.tsx',
  projects: 'src/public/ProjectsPage.tsx',
  category: 'src/public/ProjectCategoryPage.tsx',
  project: 'src/public/ProjectDetailPage.tsx',
  contact: 'src/public/ContactPage.tsx',
} as const;

export type Screen = keyof typeof SCREENS;

/** Manifest key of the app itself: the entry (web/src/entry.ts) imports it once the page painted. */
export const APP = 'src/main.tsx';

/** Every chunk `key` needs, itself first, following static imports. */
function closure(manifest: Manifest, key: string, seen: Set<string> = new Set()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * URLs of the chunks a screen needs that the entry does not already load (index.html
 * already preloads the entry's own imports), in load order: the app, then the screen.
 */
export function modulePreloads(manifest: Manifest, screen: Screen): string[] {
  const loaded = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key].isEntry) closure(manifest, key, loaded);
  const needed = closure(manifest, SCREENS[screen], closure(manifest, APP));
  return [...needed].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key].file}`);
}
