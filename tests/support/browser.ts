/** Real Chromium (Debian's package) driven by playwright-core: no browser download. */
import { chromium, type Browser } from 'playwright-core';
// @ts-expect-error plain ESM script without types
import { findChrome } from '../../scripts/find-chrome.mjs';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChrome(),
    headless: true,
    // note: this machine's network is closed; without these flags Chromium keeps trying
    // to reach Google's services in the background.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
