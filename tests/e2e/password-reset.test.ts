/**
 * "Forgot password?" end to end (issue 15, item 5) in a real browser against a real PocketBase
 * that mails through a local SMTP sink: the request answers alike for a known and an unknown
 * email, the email's link opens the app's own reset screen, the server's password rule is named,
 * the new password signs in and the link does not work twice; registration names the password rule.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startMailSink, type MailSink } from '../support/mailSink';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const OWNER = { email: 'owner@example.lk', password: 'old-password-123' };
const NEW_PASSWORD = 'new-password-456';

let server: TestServer;
let browser: Browser;
let page: Page;
let sink: MailSink;
const pageErrors: string[] = [];

beforeAll(async () => {
  sink = await startMailSink();
  server = await startPocketBase();
  const root = await server.superuser();
  await root.settings.update({
    meta: { senderAddress: 'website@example.lk', senderName: 'Website' },
    smtp: { enabled: true, host: '127.0.0.1', port: sink.port, tls: false },
  });
  await signedInUser(server, OWNER.email, true, OWNER.password);
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await sink?.close();
});

/** The body of a MIME message with its quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function resetLinkMailedTo(email: string): Promise<string> {
  await expect.poll(() => sink.mails.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
  const body = decoded(sink.mails.find((m) => m.to.includes(email))!.raw);
  const link = /href="([^"]+)"/.exec(body)?.[1] ?? '';
  return link.replace(/&amp;/g, '&');
}

async function askForLink(email: string) {
  await page.goto(`${server.url}/dashboard-login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${server.url}/dashboard-forgot-password`);
  // The login page (with an Email field of its own) stays on screen until the reset screen's
  // chunk has loaded: the address changes first.
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  return (await page.getByRole('status').textContent()) ?? '';
}

it('answers a known and an unknown email alike, and mails only the account', async () => {
  const unknown = await askForLink('nobody@example.lk');
  const known = await askForLink(OWNER.email);
  expect(known).toMatch(/If an account uses that email, a link to set a new password is on its way/);
  expect(unknown).toBe(known);
  const link = await resetLinkMailedTo(OWNER.email);
  expect(link.startsWith(`${server.url}/dashboard-reset-password?token=`)).toBe(true);
  expect(sink.mails.filter((m) => m.to.includes('nobody@example.lk'))).toEqual([]);
});

it("opens the app's reset screen from the email, names the password rule, and signs in with the new password", async () => {
  const link = await resetLinkMailedTo(OWNER.email);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Set a new password' }).waitFor();

  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('The password must be at least 8 characters.');

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.waitForURL(`${server.url}/dashboard-login`);
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/Your password has been changed/);

  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/admin/dashboard`);
});

it('does not accept the same link twice', async () => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(await resetLinkMailedTo(OWNER.email));
  await page.getByLabel('New password', { exact: true }).fill('another-password-789');
  await page.getByLabel('Confirm new password').fill('another-password-789');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toBe('This reset link is invalid or has expired. Ask for a new one below.');
  await page.getByRole('link', { name: 'Ask for a new reset link' }).waitFor();
});

it("names the server's password rule when registering, and keeps the specification's message for an email in use", async () => {
  await page.goto(`${server.url}/dashboard-register`);
  await page.getByLabel('Email').fill('newcomer@example.lk');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('The password must be at least 8 characters.');

  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-123');
  await page.getByLabel('Confirm Password').fill('long-enough-123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toBe('Failed to create an account. The email may already be in use.');
  expect(pageErrors).toEqual([]);
});
