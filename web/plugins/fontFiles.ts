import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module that imports the font files' URLs (read by the server renderer). */
const FONT_FILES = fileURLToPath(new URL('../src/server/fontFiles.ts', import.meta.url));

/**
 * Emits the Sinhala and Tamil font files into the client build (pb_public/assets), where the
 * pages' heads point (web/src/server/fonts.ts, decision 040). The server renderer's build only
 * names them; here web/src/server/fontFiles.ts is built as a chunk of its own, so Vite emits the
 * files it imports under the same hashed names. No page loads that chunk.
 */
export function fontFiles(): Plugin {
  return {
    name: 'font-files',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    buildStart() {
      this.emitFile({ type: 'chunk', id: FONT_FILES, name: 'font-files', preserveSignature: 'strict' });
    },
  };
}
