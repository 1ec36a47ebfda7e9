import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Alias, Plugin, ResolvedConfig } from 'vite';
// note: the config and its plugins run in Node, where the app's `@shared` alias does not apply.
import { APP_SCRIPT_ATTRIBUTE } from '../../shared/pageBlocks.ts';

/** The page's one module script with a `src` (index.html names the app), and that `src`. */
const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/**
 * The HTML with its module script (the app's) replaced by the boot script's, which names the
 * app's URL for the boot script to import (`APP_SCRIPT_ATTRIBUTE`, read by web/src/boot.ts).
 * Throws unless the HTML has exactly one module script with a `src`: which one is the app
 * would otherwise be a guess.
 */
export function withBootScript(html: string, bootSrc: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) {
    throw new Error(`bootScript: the HTML must name the app with one module script, found ${scripts.length}`);
  }
  const [tag, appSrc] = scripts[0];
  const boot = `<script type="module" crossorigin src="${bootSrc}" ${APP_SCRIPT_ATTRIBUTE}="${appSrc}"></script>`;
  return html.replace(tag, () => boot);
}

/** Vite's aliases that esbuild can take: those found by a string (`@shared`), not a pattern. */
function stringAliases(aliases: readonly Alias[]): Record<string, string> {
  return Object.fromEntries(
    aliases.flatMap(({ find, replacement }) => (typeof find === 'string' ? [[find, replacement]] : [])),
  );
}

/** What the boot script's build takes from the app's: its browsers and its import aliases. */
export interface BootBuildOptions {
  target: string | string[];
  alias: Record<string, string>;
}

/** `entry` bundled on its own: one minified ES module with every import inlined. */
export async function bundleBootScript(entry: string, { target, alias }: BootBuildOptions): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target,
    alias,
    logLevel: 'warning',
  });
  return outputFiles[0].text;
}

/**
 * The page's only script before its largest paint: `entry` (web/src/boot.ts), which waits for
 * that paint and then imports the app by its URL. index.html names the app itself, so Vite
 * builds it as usual; this plugin builds `entry` on its own into `assets/boot-HASH.js`, a file
 * with no imports, and puts its tag in place of the app's (`withBootScript`). In `vite serve`
 * the HTML names `/src/boot.ts` and the app's source in the same way.
 * note: in a build, Vite's own transforms (`define`, `import.meta.env`) do not reach `entry`.
 *
 * note: the boot script is not an entry of the app's build. There it became a facade importing
 * two chunks, which the browser fetched one after the other before the first paint (Rolldown's
 * runtime, which `experimentalInlineCommonChunks` needs, and Vite's preload helper, which wraps
 * every `import()` and is shared with the lazy routes); Lighthouse counted them in FCP and LCP
 * (decision 006).
 */
export function bootScript(entry: string): Plugin[] {
  let config: ResolvedConfig;
  let bootFile = '';
  return [
    {
      name: 'boot-script:build',
      apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
      configResolved(resolved) {
        config = resolved;
      },
      async buildStart() {
        const code = await bundleBootScript(path.resolve(config.root, entry), {
          target: config.build.target || 'esnext',
          alias: stringAliases(config.resolve.alias),
        });
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        bootFile = `${config.build.assetsDir}/boot-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: bootFile, source: code });
      },
      // After Vite has put the app's built chunk in the HTML.
      transformIndexHtml: {
        order: 'post',
        handler: (html) => withBootScript(html, config.base + bootFile),
      },
    },
    {
      name: 'boot-script:serve',
      apply: 'serve',
      configResolved(resolved) {
        config = resolved;
      },
      // Before Vite adds its own module scripts (its client, React's refresh).
      transformIndexHtml: {
        order: 'pre',
        handler: (html) => withBootScript(html, config.base + entry),
      },
    },
  ];
}
