// Prints the Chromium the browser tests drive: CHROME_PATH, else Debian's headless shell
// (/usr/bin/chromium-headless-shell), else /usr/bin/chromium, else (as root on Debian) installs
// the headless shell's package, or Chromium's; otherwise stops with a message.
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

/**
 * The browser the tests drive: CHROME_PATH, else Debian's chromium-headless-shell, the same
 * Chromium (version, Blink, V8) built for headless use only, which Playwright drives by default
 * for headless tests: about half the CPU of the full browser for the same pages (decision 009).
 * Where it cannot be had, the full browser.
 */
export function findTestChrome({ install = false } = {}) {
  if (process.env.CHROME_PATH) return findChrome();
  try {
    return debianTool(DEBIAN_HEADLESS_SHELL, 'chromium-headless-shell', { install });
  } catch {
    return findChrome({ install });
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  try {
    console.log(findTestChrome({ install: process.argv.includes('--install') }));
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
