// `npm test` / `make test`: type-check, lint, build, then every Vitest project (unit, hooks,
// integration against a real PocketBase, browser against real Chromium). Ends with the line
// `N passed, N failed` that CI reads.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { debianTool, DEPLOY_TOOLS } from './debian-tools.mjs';
import { findChrome } from './find-chrome.mjs';
import { ROOT } from './pocketbase-bin.mjs';

const node = process.execPath;
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function step(title, args) {
  const started = Date.now();
  process.stdout.write(`▶ ${title}`);
  // A step's own output is shown only when it fails (tsc and ESLint report on stdout).
  try {
    execFileSync(node, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    console.log(`\n${err.stdout ?? ''}`);
    throw err;
  }
  console.log(` (${seconds(started)})`);
}

try {
  process.env.CHROME_PATH = findChrome({ install: true });
  for (const tool of Object.values(DEPLOY_TOOLS)) debianTool(tool.path, tool.pkg, { install: true });
  step('PocketBase types for hooks', ['scripts/hook-types.mjs']);
  step('Build hooks', ['scripts/build-hooks.mjs']);
  step('Type-check (tsc -b: tsconfig.json)', [bin('typescript', 'bin/tsc'), '-b']);
  // Both remember the files they passed, by content (the lint rules are not type-aware), in
  // node_modules/.cache (Prettier's default place; ESLint's would be the repository's root).
  step('Lint', [
    bin('eslint', 'bin/eslint.js'),
    '--max-warnings=0',
    '--cache',
    '--cache-strategy=content',
    `--cache-location=${path.join(ROOT, 'node_modules', '.cache', 'eslint')}/`,
    '.',
  ]);
  step('Formatting (prettier --check)', [
    bin('prettier', 'bin/prettier.cjs'),
    '--check',
    '--log-level=warn',
    '--cache',
    '--cache-strategy=content',
    '.',
  ]);
  step('Build web', [bin('vite', 'bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
} catch (err) {
  console.error(`\n${err.message}`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'vitest-report-'));
const report = path.join(tmp, 'report.json');
console.log('▶ Tests');
const testsStarted = Date.now();
// A dot per test, the failures in full, and no console output from tests that passed.
const result = spawnSync(
  node,
  [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--reporter=dot',
    '--silent=passed-only',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
let passed = 0;
let failed = 1;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  // An unhandled error or a failed suite fails the run even when every test passed.
  failed = json.numFailedTests + (result.status !== 0 && json.numFailedTests === 0 ? 1 : 0);
  if (json.numPendingTests || json.numTodoTests)
    console.log(`(${json.numPendingTests + json.numTodoTests} skipped or todo)`);
  // How long each project ran, first file's start to last file's end (they overlap in time).
  const spans = {};
  for (const file of json.testResults) {
    const rel = path.relative(ROOT, file.name);
    const project = rel.startsWith('web/')
      ? 'web'
      : rel.startsWith('tests/integration/')
        ? 'integration'
        : rel.startsWith('tests/e2e/')
          ? 'e2e'
          : 'hooks';
    const span = (spans[project] ??= { start: Infinity, end: 0 });
    span.start = Math.min(span.start, file.startTime);
    span.end = Math.max(span.end, file.endTime);
  }
  const parts = Object.entries(spans).map(([name, { start, end }]) => `${name} ${((end - start) / 1000).toFixed(1)} s`);
  console.log(`Tests: ${seconds(testsStarted)} (${parts.join(', ')})`);
} catch {
  console.error('No test report was written.');
}
rmSync(tmp, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(result.status === 0 && failed === 0 ? 0 : 1);
