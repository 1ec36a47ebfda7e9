/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { joinRenderedChunks } from './plugins/joinRenderedChunks.ts';
import { pageLoader } from './plugins/pageLoader.ts';
import { fontFiles } from './plugins/fontFiles.ts';
import { precompress } from './plugins/precompress.ts';

// note: the config is run from the repository root (`--config web/vite.config.ts`),
// so every path is anchored to this folder rather than to the working directory.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
// PORT is the PocketBase port of `make dev` (scripts/dev.mjs), 8090 unless set.
const pocketbaseUrl = `http://127.0.0.1:${process.env.PORT || 8090}`;

export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  // pageLoader, fontFiles, precompress: the client build; joinRenderedChunks: the server renderer's (build-hooks).
  plugins: [react(), tailwindcss(), pageLoader(), fontFiles(), precompress(), joinRenderedChunks()],
  // Code the web app shares with the hooks (routes, texts, defaults, URL rules): ../shared.
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../pb_public', import.meta.url)),
    emptyOutDir: true,
    // Two documents: index.html is the admin and sign-in app; page.html the template of every
    // public page (the server renders the pages into it: docs/ARCHITECTURE.md, "Public pages").
    rolldownOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        page: fileURLToPath(new URL('./page.html', import.meta.url)),
      },
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 12 * 1024 } } },
    },
    // note: no preload lists in the chunks (~0.5 KB on every first load): an admin screen's first
    // visit fetches its few shared chunks one round trip later. Two stylesheets, one per
    // document: the public pages' (web/src/public/public.css, the classes they use) and the
    // app's (web/src/index.css, all of them); no lazy chunk imports CSS, so none has its own
    // file to load (decision 036).
    modulePreload: false,
    cssCodeSplit: true,
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
    setupFiles: [
      fileURLToPath(new URL('./src/testing/isolate.ts', import.meta.url)),
      fileURLToPath(new URL('./src/testing/setup.ts', import.meta.url)),
    ],
    restoreMocks: true,
    // note: each test starts with empty call histories: a module mock's `vi.fn` counted the calls
    // of the tests before it in the file (a shuffled order failed on them, issue 25).
    clearMocks: true,
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
