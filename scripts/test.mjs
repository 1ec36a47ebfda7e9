// `npm test` / `make test`: build, then every Vitest project (unit, hooks, integration against a
// real PocketBase, browser against real Chromium), type-checked, linted and format-checked beside
// them. Ends with the line `N passed, N failed` that CI reads. `--durations` also rewrites
// tests/durations.json; other arguments go to Vitest.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { debianTool, DEPLOY_TOOLS } from './debian-tools.mjs';
import { findFullChrome, findTestChrome } from './find-chrome.mjs';
import { ROOT } from './pocketbase-bin.mjs';

const node = process.execPath;
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs one step's command, its output kept: resolves with how it went, never rejects. A
 * `background` step runs at the lowest CPU priority.
 * @returns {Promise<{ok: boolean, output: string, ms: number}>}
 */
function run(args, { background = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(node, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    if (background && child.pid) {
      try {
        os.setPriority(child.pid, 19);
      } catch {
        // already ended, or not allowed: it runs at the normal priority
      }
    }
    // Its stdout is shown only when it fails (tsc and ESLint report there), its stderr always.
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const ms = () => Date.now() - started;
    child.on('error', (err) => resolve({ ok: false, output: `${stdout}${stderr}${err.message}`, ms: ms() }));
    child.on('close', (code) => resolve({ ok: code === 0, output: code === 0 ? stderr : stdout + stderr, ms: ms() }));
  });
}

/** Commands run one after another, as one step (stops at the first that fails). */
async function chain(commands, options) {
  let last = { ok: true, output: '', ms: 0 };
  let ms = 0;
  for (const args of commands) {
    last = await run(args, options);
    ms += last.ms;
    if (!last.ok) break;
  }
  return { ...last, ms };
}

/** Prints each step as it ends, in the given order, with its time; resolves with how many failed. */
async function report(steps) {
  let failed = 0;
  for (const [title, done] of steps) {
    const { ok, output, ms } = await done;
    console.log(`▶ ${title} (${(ms / 1000).toFixed(1)} s)${ok ? '' : ': failed'}`);
    if (output.trim()) console.log(output.trimEnd());
    if (!ok) failed++;
  }
  return failed;
}

try {
  process.env.CHROME_PATH = findTestChrome({ install: true });
  // The long-task test needs the full browser too (tests/e2e/long-tasks.test.ts).
  findFullChrome({ install: true });
  for (const tool of Object.values(DEPLOY_TOOLS)) debianTool(tool.path, tool.pkg, { install: true });
} catch (err) {
  console.error(`\n${err.message}`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

// Nothing before the tests depends on anything else (the hook types only feed tsc, and the
// builds write what ESLint and Prettier ignore), and the tests need only the builds: so all start
// at once, the tests when the builds are done, and the checks run at the lowest CPU priority
// beside them, in what the tests leave idle (their browsers and servers wait a lot). Reported
// in this order with their times: the builds before the tests, the checks after (decision 009).
const started = Date.now();
const builds = [
  ['Build hooks', run(['scripts/build-hooks.mjs'])],
  ['Build web', run([bin('vite', 'bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])],
];
const background = { background: true };
const checks = [
  [
    'Type-check (hook types, tsc -b: tsconfig.json)',
    chain([['scripts/hook-types.mjs'], [bin('typescript', 'bin/tsc'), '-b']], background),
  ],
  // Both remember the files they passed, by content (the lint rules are not type-aware), in
  // node_modules/.cache (Prettier's default place; ESLint's would be the repository's root).
  [
    'Lint',
    run(
      [
        bin('eslint', 'bin/eslint.js'),
        '--max-warnings=0',
        '--cache',
        '--cache-strategy=content',
        `--cache-location=${path.join(ROOT, 'node_modules', '.cache', 'eslint')}/`,
        '.',
      ],
      background,
    ),
  ],
  [
    'Formatting (prettier --check)',
    run(
      [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level=warn', '--cache', '--cache-strategy=content', '.'],
      background,
    ),
  ],
];
const buildsFailed = await report(builds);
if (buildsFailed) {
  const checksFailed = await report(checks);
  console.log(`\n0 passed, ${buildsFailed + checksFailed} failed`);
  process.exit(1);
}
console.log(`Builds: ${seconds(started)}`);

// `--durations`: also rewrite tests/durations.json, the order a fresh clone runs the files in.
const args = process.argv.slice(2);
const durations = args.includes('--durations');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vitest-report-'));
const reportFile = path.join(tmp, 'report.json');
console.log('▶ Tests');
const testsStarted = Date.now();
// A dot per test, the failures in full, and no console output from tests that passed.
const status = await new Promise((resolve) => {
  const child = spawn(
    node,
    [
      bin('vitest', 'vitest.mjs'),
      'run',
      '--reporter=dot',
      '--silent=passed-only',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...(durations ? [`--reporter=${path.join(ROOT, 'tests', 'support', 'durations.ts')}`] : []),
      ...args.filter((arg) => arg !== '--durations'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  child.on('error', () => resolve(1));
  child.on('close', (code) => resolve(code ?? 1));
});
let passed = 0;
let failed = 1;
try {
  const json = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed = json.numPassedTests;
  // An unhandled error or a failed suite fails the run even when every test passed.
  failed = json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0);
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
failed += await report(checks);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
