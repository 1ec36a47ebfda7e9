/** Real Chromium (Debian's package) driven by playwright-core: no browser download. */
import { chromium, type Browser, type Page } from 'playwright-core';
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

/** Signs in on the login page of the server at `url` as a person would, and waits for the dashboard. */
export async function signInToAdmin(page: Page, url: string, account: { email: string; password: string }) {
  await page.goto(`${url}/dashboard-login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/admin/dashboard`);
}
