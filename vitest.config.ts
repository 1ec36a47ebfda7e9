import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/sequencer.ts';

const SERVER_WORKERS = 3;

// One entry point for every suite: `vitest run --project NAME` picks one.
export default defineConfig({
  test: {
    // The unit projects first, on both cores (Vitest's default leaves one idle); then the
    // integration and browser files together, longest first, three at a time: they spend most
    // of their time waiting on PocketBase and Chromium (decision 009).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: 'web/vite.config.ts',
        // note: a form test that compresses an image and saves took 5.1–9.2 s on a loaded machine
        // (load average 16), past Vitest's default 5 s: a budget, not a speed target.
        test: {
          testTimeout: 20_000,
          // note: loaded into each file's own context: its module store of toasts outlived a file
          // in the worker, and the next file's screens showed (and waited on) the last one's.
          server: { deps: { inline: ['react-hot-toast'] } },
        },
      },
      {
        test: {
          name: 'hooks',
          environment: 'node',
          // note: image cases run sharp (CPU-bound): a budget for a loaded machine.
          testTimeout: 20_000,
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
          // note: the first suite that asks for the sample content seeds the run's template in its
          // beforeAll: 70 s measured at a load average of 16 (other helpers' suites beside it).
          hookTimeout: 180_000,
          // note: an expect.poll waits 1 s by default; a thumb PocketBase makes on first request, a
          // render or a mail took longer at a load average of 14-33 (issue 25's make test beside
          // other suites): a budget, not a retry.
          expect: { poll: { timeout: 30_000 } },
          maxWorkers: SERVER_WORKERS,
          sequence: { groupOrder: 1 },
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
          // note: an expect.poll waits 1 s by default; a thumb PocketBase makes on first request, a
          // render or a mail took longer at a load average of 14-33 (issue 25's make test beside
          // other suites): a budget, not a retry.
          expect: { poll: { timeout: 30_000 } },
          maxWorkers: SERVER_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
