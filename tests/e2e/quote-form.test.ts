/**
 * Issue 39 in a real browser at 360 and 1280 px: the quote form without JavaScript posts to the
 * server, which stores the request (read back through the API as a superuser) and answers with
 * the thanks, or the form again with the reasons and the visitor's text; no visitor data ever in
 * the address. With JavaScript, each refusal of the server is shown in its own words, in view
 * below the sticky header (and above the phone's WhatsApp/Call bar), with the focus on it.
 * Screenshots of each state go to screenshots/quote-*.png.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_LIMIT_MESSAGE, QUOTE_LIMITS, TOO_FAST_MESSAGE } from '../../shared/leads';
import { PHONE_HELP } from '../../shared/phone';
import { MESSAGE_REQUIRED, SEND_FAILED } from '../../shared/quote';
import { islandHydrated, launchChromium } from '../support/browser';
import { postFrom, startPocketBase, type TestServer } from '../support/pocketbase';

const WIDTHS = [360, 1280] as const;

let server: TestServer;
let root: PocketBase;
let browser: Browser;
const pageErrors: string[] = [];
let phones = 0;
/** A Sri Lankan mobile number no other test of this file used. */
const newPhone = () => `077 700 ${String(++phones).padStart(4, '0')}`;

async function newPage(width: number, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 }, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return page;
}

/**
 * Fails unless `target` is wholly on screen: below the sticky header, above the phone's fixed
 * WhatsApp/Call bar (when shown), inside the window.
 */
async function expectInView(page: Page, target: Locator, what: string): Promise<void> {
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

/** Fills the form as a person would. */
async function fill(form: Locator, name: string, phone: string, message: string): Promise<void> {
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Project location').fill('Galle');
  await form.getByLabel('Your project').fill(message);
}

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  expect(pageErrors).toEqual([]);
});

describe.each(WIDTHS)('at %i px', (width) => {
  it('without JavaScript: errors by their fields with the text kept, then stored and thanked; nothing in the address', async () => {
    const page = await newPage(width, false);
    await page.goto(`${server.url}/contact?from=%2Fprojects#quote`);
    const form = page.getByRole('form', { name: 'Request a Quote' });
    const name = `No Script ${width}`;
    const phone = newPhone();
    await fill(form, name, '12345', '');
    await page.screenshot({ path: `screenshots/quote-nojs-filled-${width}.png` });
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await page.waitForLoadState();

    // the form again: what to fix by each field, in view, and what was typed kept
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await form.getByText(PHONE_HELP).isVisible()).toBe(true);
    expect(await form.getByText(MESSAGE_REQUIRED).isVisible()).toBe(true);
    expect(await form.getByLabel('Your name').inputValue()).toBe(name);
    expect(await form.getByLabel('Phone').inputValue()).toBe('12345');
    expect(await form.getByLabel('Project location').inputValue()).toBe('Galle');
    expect(await form.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    await expectInView(page, alert, 'the refusal');
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await page.screenshot({ path: `screenshots/quote-nojs-errors-${width}.png` });

    await form.getByLabel('Phone').fill(phone);
    await form.getByLabel('Your project').fill('A veranda roof, about 20 square metres.');
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await page.waitForLoadState();
    const thanks = page.getByRole('status').filter({ hasText: `Thank you, ${name}!` });
    await thanks.waitFor();
    await expectInView(page, thanks.getByRole('heading'), 'the thanks');
    await page.screenshot({ path: `screenshots/quote-nojs-sent-${width}.png` });

    // nothing the visitor typed is in the address (history, logs)
    const address = decodeURIComponent(page.url());
    for (const typed of [name, phone, 'veranda', 'Galle', phone.replace(/\s/g, '')]) {
      expect(address).not.toContain(typed);
    }
    expect(new URL(page.url()).pathname).toBe('/contact');

    const stored = await root
      .collection('inquiries')
      .getFirstListItem<Record<string, string>>(root.filter('name = {:name}', { name }));
    expect(stored).toMatchObject({
      phone: `+94${phone.replace(/\s/g, '').slice(1)}`,
      location: 'Galle',
      message: 'A veranda roof, about 20 square metres.',
      page: '/projects',
    });
    await page.context().close();
  });

  it("with JavaScript: each refusal in the server's words, in view and focused", async () => {
    const page = await newPage(width, true);
    await page.goto(`${server.url}/contact#quote`);
    await islandHydrated(page, 'quote');
    const form = page.getByRole('form', { name: 'Request a Quote' });
    const send = form.getByRole('button', { name: 'Request a quote' });

    // sent sooner than a person could fill it (the page has just opened)
    await page.reload();
    await islandHydrated(page, 'quote');
    await fill(form, `Quick ${width}`, newPhone(), 'Sent at once.');
    await send.click();
    const alert = form.getByRole('alert');
    await alert.getByText(TOO_FAST_MESSAGE).waitFor();
    await expectInView(page, alert, 'too quick');
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: `screenshots/quote-js-too-fast-${width}.png` });

    // a number with its day's requests already in
    const phone = newPhone();
    for (let i = 0; i < QUOTE_LIMITS.perPhone; i++) {
      const sent = await postFrom(
        server,
        `127.0.2.${width === 360 ? 10 + i : 20 + i}`,
        '/api/collections/inquiries/records',
        {
          name: `Earlier ${width} ${i}`,
          phone,
          message: `Earlier request ${i}.`,
        },
      );
      expect(sent.status).toBe(200);
    }
    await page.waitForTimeout(QUOTE_LIMITS.minFillMs);
    await fill(form, `Limited ${width}`, phone, 'One more request.');
    await send.click();
    await alert.getByText(PHONE_LIMIT_MESSAGE).waitFor();
    expect(await form.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    await expectInView(page, alert, 'the phone limit');
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: `screenshots/quote-js-phone-limit-${width}.png` });

    // the request does not get through (offline)
    await page.route('**/api/collections/inquiries/records', (route) => route.abort('internetdisconnected'));
    await fill(form, `Offline ${width}`, newPhone(), 'Sent while offline.');
    await form.getByLabel('Your project').focus();
    await send.click();
    await alert.getByText(SEND_FAILED).waitFor();
    await expectInView(page, alert, 'offline');
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel('Your name').inputValue()).toBe(`Offline ${width}`);
    await page.unroute('**/api/collections/inquiries/records');

    // and sent: the thanks in view
    await send.click();
    const thanks = page.getByRole('status').filter({ hasText: `Thank you, Offline ${width}!` });
    await thanks.waitFor();
    await expectInView(page, thanks.getByRole('heading'), 'the thanks');
    await page.screenshot({ path: `screenshots/quote-js-sent-${width}.png` });
    await page.context().close();
  });
});
