import type { Plugin, Rolldown } from 'vite';

/**
 * Leaves out of each lazy import's preload list the chunks its importer has loaded already.
 *
 * note: Vite preloads a lazy chunk's whole static import tree in parallel, listing every chunk in
 * the importer (`__vite__mapDeps`). The chunks the importer imports itself, directly or not,
 * have loaded by the time its code runs, so listing them only adds bytes to the importer.
 */
export function preloadNewDepsOnly(): Plugin {
  let bundle: Rolldown.OutputBundle | undefined;

  /** The chunks `file` imports statically, directly or not, and itself. */
  function loaded(file: string, into = new Set<string>()): Set<string> {
    const chunk = bundle?.[file];
    if (into.has(file) || chunk?.type !== 'chunk') return into;
    into.add(file);
    for (const imported of chunk.imports) loaded(imported, into);
    return into;
  }

  return {
    name: 'preload-new-deps-only',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies(file, deps, { hostId, hostType }) {
            if (hostType !== 'js' || !bundle) return deps;
            const known = loaded(hostId);
            const fresh = deps.filter((dep) => !known.has(dep));
            // Like Vite, no list when only the lazy chunk itself is left: import() fetches it.
            return fresh.length === 1 && fresh[0] === file ? [] : fresh;
          },
        },
      },
    }),
    generateBundle: {
      order: 'pre',
      handler(_, output) {
        bundle = output;
      },
    },
  };
}
