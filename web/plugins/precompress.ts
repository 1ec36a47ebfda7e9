import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text. Images and fonts are compressed already. */
const TEXT = /\.(js|css|svg|html|json|txt|xml|webmanifest)$/;

/** Below this size compression gains less than its headers cost. */
const MIN_BYTES = 1024;

/** Every file under `dir`, but hidden folders (Vite's .vite/ manifest). */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the client build
 * (issue 13): the server sends the copy the browser accepts as it is, so nothing is compressed
 * per request (pb_hooks/src/lib/pages.ts, serveFile). Best compression: it runs once per build.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: (config) => !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!TEXT.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
      }
    },
  };
}
