import type { Plugin } from 'vite';
import { PAGE_LOADER_SCRIPT } from '../../shared/pageLoader.ts';

/** The built page template: its page script's module tag, as Vite writes it. */
const MODULE_TAG = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/g;

/**
 * Loads the public pages' script after their largest paint (shared/pageLoader.ts): in the built
 * `page.html`, the page script's module tag becomes the inline loader, the module's URL in its
 * `data-src`. The SPA's `index.html` keeps its module tag. A template with no such tag, or more
 * than one, fails the build: the pages would have no script, or one the loader does not load.
 */
export function pageLoader(): Plugin {
  return {
    name: 'page-loader',
    apply: (config) => !config.build?.ssr,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('page.html') || !ctx.bundle) return html;
        const tags = html.match(MODULE_TAG) ?? [];
        if (tags.length !== 1) throw new Error(`page.html: expected one module script, found ${tags.length}.`);
        return html.replace(MODULE_TAG, (_, src: string) => `<script data-src="${src}">${PAGE_LOADER_SCRIPT}</script>`);
      },
    },
  };
}
