import { defineConfig } from 'vitest/config';

// One entry point for every suite: `vitest run --project NAME` picks one.
export default defineConfig({
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own PocketBase; two cores run two at a time, after the unit tests.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
