/** Real Chromium (Debian's package) driven by playwright-core: no browser download. */
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findFullChrome, findTestChrome } from '../../scripts/find-chrome.mjs';

// note: this machine's network is closed; without these flags Chromium keeps trying to reach
// Google's services in the background.
const QUIET = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The browser most tests drive: the headless shell where there is one (findTestChrome). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findTestChrome(), headless: true, args: QUIET });
}

/**
 * Full Chromium in its new headless mode, the engine visitors run (findFullChrome): for what the
 * headless shell would measure differently. Throws when there is none: the test fails, never
 * skips.
 */
export async function launchFullChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findFullChrome(), headless: false, args: ['--headless=new', ...QUIET] });
}

/** Signs in on the login page of the server at `url` as a person would, and waits for the dashboard. */
export async function signInToAdmin(page: Page, url: string, account: { email: string; password: string }) {
  await page.goto(`${url}/dashboard-login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/admin/dashboard`);
}

/**
 * Answers the admin panel's own dialog (web/src/admin/kit/dialog.tsx) as a person would: waits
 * for it, presses `button` (the confirming one, or OK, when not given) and returns its message.
 */
export async function answerAdminDialog(page: Page, button?: string): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const message = (await dialog.locator('#admin-dialog-message').textContent()) ?? '';
  const buttons = dialog.getByRole('button');
  await (button ? dialog.getByRole('button', { name: button, exact: true }) : buttons.last()).click();
  // Gone, or showing the next message (a failure follows its question at once).
  await page.waitForFunction(
    (previous) => document.querySelector('#admin-dialog-message')?.textContent !== previous,
    message,
  );
  return message;
}

/**
 * Scrolls to the island `name`, as a visitor does (an island starts within a screen of the view:
 * web/src/public/nearView.ts), and resolves once it has been hydrated (React's root is on its
 * element).
 */
export async function islandHydrated(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"]`).scrollIntoViewIfNeeded();
  await page.waitForFunction((name) => {
    const el = document.querySelector(`[data-island="${name}"]`);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactContainer'));
  }, name);
}

/**
 * Fails unless `target` is wholly on a public page's screen: below the sticky header, above the
 * phone's fixed WhatsApp/Call bar (when shown), inside the window.
 */
export async function expectInView(target: Locator, what: string): Promise<void> {
  const box = await target.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    const bar = document.querySelector('[data-contact-bar]');
    const barTop = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : innerHeight;
    return { top: rect.top, bottom: rect.bottom, headerBottom: header.bottom, barTop, height: innerHeight };
  });
  expect(box.top, `${what}: top ${box.top} below the header (${box.headerBottom})`).toBeGreaterThanOrEqual(
    box.headerBottom,
  );
  expect(box.bottom, `${what}: bottom ${box.bottom} above the bar/window (${box.barTop})`).toBeLessThanOrEqual(
    Math.min(box.barTop, box.height),
  );
}
