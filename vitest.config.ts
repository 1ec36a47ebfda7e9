import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/sequencer';

// One entry point for every suite: `vitest run --project NAME` picks one.
export default defineConfig({
  test: {
    // Every project's files share one pool, longest first: three at a time on two cores, since
    // the files that start PocketBase and Chromium spend most of their time waiting on them
    // (decision 009).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      'web/vite.config.ts',
      {
        test: {
          name: 'hooks',
          environment: 'node',
          include: ['pb_hooks/src/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
