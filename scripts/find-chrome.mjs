// Prints the Chromium the browser tests drive: CHROME_PATH, else Debian's headless shell
// (/usr/bin/chromium-headless-shell), else /usr/bin/chromium, else (as root on Debian) installs
// the headless shell's package, or Chromium's; otherwise stops with a message. With --full: the
// full browser (findFullChrome), which the long-task test and the bench's Lighthouse part need.
// note: no browser download happens at install time (playwright-core ships none).
import { existsSync } from 'node:fs';
import { debianTool } from './debian-tools.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The full browser (screenshots, benchmarks): CHROME_PATH, else Debian's chromium. */
export function findChrome({ install = false } = {}) {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
    return process.env.CHROME_PATH;
  }
  try {
    return debianTool(DEBIAN_CHROMIUM, 'chromium', { install });
  } catch {
    throw new Error(
      'The browser tests need Chromium: install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH.',
    );
  }
}

/** Is `path` Chromium's headless shell (a build without the full browser's compositor and UI)? */
const isHeadlessShell = (path) => /headless[-_]shell/.test(path);

/**
 * The full browser, the engine visitors run (Lighthouse's main-thread numbers and the long-task
 * test, decision 036): CHROME_PATH unless it names a headless shell, else Debian's chromium
 * (installed as root when missing). Where none can be had it throws: a caller that needs it
 * fails, it never passes on the headless shell's numbers or skips.
 */
export function findFullChrome({ install = false } = {}) {
  const chosen = process.env.CHROME_PATH;
  if (chosen && !isHeadlessShell(chosen)) return findChrome();
  try {
    return debianTool(DEBIAN_CHROMIUM, 'chromium', { install });
  } catch {
    throw new Error(
      `Full Chromium is needed (${chosen ? `CHROME_PATH=${chosen} is the headless shell` : 'none found'}): ` +
        'install it (Debian: `sudo apt-get install chromium`) or set CHROME_PATH to it.',
    );
  }
}

/** Debian's headless shell, for the bench's second column: its path, installed as root when missing. */
export function findHeadlessShell({ install = false } = {}) {
  return debianTool(DEBIAN_HEADLESS_SHELL, 'chromium-headless-shell', { install });
}

/**
 * The browser the tests drive: CHROME_PATH, else Debian's chromium-headless-shell, the same
 * Chromium (version, Blink, V8) built for headless use only, which Playwright drives by default
 * for headless tests: about half the CPU of the full browser for the same pages (decision 009).
 * Where it cannot be had, the full browser.
 */
export function findTestChrome({ install = false } = {}) {
  if (process.env.CHROME_PATH) return findChrome();
  try {
    return findHeadlessShell({ install });
  } catch {
    return findChrome({ install });
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  try {
    const find = process.argv.includes('--full') ? findFullChrome : findTestChrome;
    console.log(find({ install: process.argv.includes('--install') }));
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
