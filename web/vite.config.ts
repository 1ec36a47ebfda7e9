/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { bootScript } from './plugins/bootScript.ts';
import { precompress } from './plugins/precompress.ts';
import { reactIconsPerIcon } from './plugins/reactIconsPerIcon.ts';
import { reactRouterProduction } from './plugins/reactRouterProduction.ts';

// note: the config is run from the repository root (`--config web/vite.config.ts`),
// so every path is anchored to this folder rather than to the working directory.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
// PORT is the PocketBase port of `make dev` (scripts/dev.mjs), 8090 unless set.
const pocketbaseUrl = `http://127.0.0.1:${process.env.PORT || 8090}`;

export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    reactIconsPerIcon(),
    reactRouterProduction(),
    // index.html names the app; the page's script is the boot script, which imports it.
    bootScript('src/boot.ts'),
    precompress(),
  ],
  // Code the web app shares with the hooks (routes, texts, defaults, URL rules): ../shared.
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../pb_public', import.meta.url)),
    emptyOutDir: true,
    // note: pb_public/.vite/manifest.json maps each source file (`src/public/HomePage.tsx`) to its
    // chunk and imports; the server reads it to preload the chunks of the page it serves.
    manifest: true,
    // note: no preload lists in the chunks (~0.5 KB on every first load). The server preloads
    // the chunks of the page it serves; a public page's lazy chunk imports only chunks the
    // entry has loaded, and an admin screen's first visit fetches its few shared chunks (the
    // API client, validation) one round trip later. One stylesheet for the whole app, linked
    // by index.html: no lazy chunk has CSS of its own to load.
    modulePreload: false,
    cssCodeSplit: false,
    // note: small chunks shared by several screens (a card, an icon) are copied into each screen's
    // chunk instead of loading as files of their own: a page's first load is ~6 requests, not
    // ~16, which matters on HTTP/1.1 over mobile latency. Experimental in Rolldown 1.x; the
    // browser tests exercise every screen built this way.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 12 * 1024 } } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: pocketbaseUrl, changeOrigin: false },
      '/_': { target: pocketbaseUrl, changeOrigin: false },
    },
  },
  test: {
    name: 'web',
    root: webRoot,
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    setupFiles: [fileURLToPath(new URL('./src/testing/setup.ts', import.meta.url))],
    restoreMocks: true,
    // note: each file in a VM context of its own (its own jsdom window, modules and mocks) inside a
    // worker that lives on, not a new process per file: Vitest, jsdom and the test libraries load
    // once per worker instead of 45 times (104 → 40 CPU s for the project: decision 009).
    pool: 'vmForks',
    // note: in a VM context Node cannot require an ES module, and react-router-dom's CommonJS
    // entry (what Node's resolution picks) requires react-router's .mjs: its ES entry instead.
    alias: {
      'react-router-dom': fileURLToPath(new URL('../node_modules/react-router-dom/dist/index.mjs', import.meta.url)),
    },
  },
});
