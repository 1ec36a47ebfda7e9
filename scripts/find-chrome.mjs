// Prints the Chromium the browser tests drive: CHROME_PATH, else /usr/bin/chromium, else
// (as root on Debian) installs Debian's chromium package; otherwise stops with a message.
// note: no browser download happens at install time (playwright-core ships none).
import { existsSync } from 'node:fs';
import { debianTool } from './debian-tools.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  try {
    console.log(findChrome({ install: process.argv.includes('--install') }));
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
