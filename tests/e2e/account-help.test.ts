/**
 * Accounts in a real browser (issue 28, item 5): a sign-up waiting is flagged in the sidebar and
 * on the dashboard, a revoked colleague is told apart from it, the panel warns while mail is not
 * set up, and an admin gives a locked-out colleague a temporary password, which its owner must
 * replace at their next sign-in. Screens at 1280 and 360 px go to screenshots/.
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, signInToAdmin } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

const PASSWORD = 'user-password-123';
const OWNER = { email: 'owner@example.lk', password: PASSWORD };

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
const errors: string[] = [];

async function account(email: string, approved: boolean, name = '') {
  return root.collection('users').create({ email, name, password: PASSWORD, passwordConfirm: PASSWORD, approved });
}

async function shoot(name: string, on: Page = page) {
  for (const width of [1280, 360]) {
    await on.setViewportSize({ width, height: 800 });
    await on.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  await on.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  await account(OWNER.email, true, 'Nadeesha Perera');
  const revoked = await account('former@example.lk', true, 'Former Colleague');
  await root.collection('users').update(revoked.id, { approved: false });
  await server
    .client()
    .collection('users')
    .create({ email: 'new@example.lk', password: PASSWORD, passwordConfirm: PASSWORD });
  await account('locked-out@example.lk', true, 'Kasun Silva');
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (err) => errors.push(err.message));
  await signInToAdmin(page, server.url, OWNER);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('flags the one sign-up waiting, warns that mail is not set up, and tells revoked from pending', async () => {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect.poll(() => nav.getByRole('link', { name: /^Users/ }).textContent()).toBe('Users1 awaiting approval');
  await page.getByText('1 account is awaiting approval.').waitFor();
  await page.getByText(/Email is not set up on this server/).waitFor();
  await shoot('admin-dashboard-pending');

  await nav.getByRole('link', { name: /^Users/ }).click();
  const row = (email: string) => page.getByRole('row').filter({ hasText: email });
  await row('new@example.lk').getByText('Pending').waitFor();
  await row('former@example.lk').getByText('Revoked').waitFor();
  expect(await row('former@example.lk').getByText('Pending').count()).toBe(0);
  await row('locked-out@example.lk').getByText('Kasun Silva').waitFor();
  await shoot('admin-users-statuses');
  expect(errors).toEqual([]);
});

it('gives a colleague a temporary password that they must replace when they sign in', async () => {
  await page.getByRole('button', { name: 'Help locked-out@example.lk sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help Kasun Silva sign in' });
  await dialog.waitFor();
  // Without mail, only the temporary password is offered.
  await dialog.getByText('Email is not set up on this server, so no link can be sent.').waitFor();
  await dialog.getByRole('button', { name: 'Set this temporary password' }).click();
  const done = dialog.getByText(/Done: Kasun Silva can now sign in with /);
  await done.waitFor();
  await shoot('admin-users-temporary-password');
  const temporary = /sign in with (\S+) and/.exec((await done.textContent()) ?? '')![1];
  await dialog.getByRole('button', { name: 'Close' }).click();

  const theirs = await browser.newPage({ viewport: { width: 360, height: 800 } });
  theirs.on('pageerror', (err) => errors.push(err.message));
  await theirs.goto(`${server.url}/dashboard-login`);
  await theirs.getByLabel('Email').fill('locked-out@example.lk');
  await theirs.getByLabel('Password').fill(temporary);
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await theirs.waitForURL(`${server.url}/dashboard-change-password`);
  await theirs.getByRole('heading', { name: 'Choose your own password' }).waitFor();
  await theirs.screenshot({ path: 'screenshots/change-password-360.png', fullPage: true });
  await theirs.getByLabel('Temporary password').fill(temporary);
  await theirs.getByLabel('New password', { exact: true }).fill('kasun-own-password-9');
  await theirs.getByLabel('Confirm new password').fill('kasun-own-password-9');
  await theirs.getByRole('button', { name: 'Save new password' }).click();
  await theirs.waitForURL(`${server.url}/admin/dashboard`);
  // The server answered nothing else with the temporary password (issue 38): the dashboard loads
  // the site's data once the password is the owner's own.
  const projects = theirs.getByRole('listitem').filter({ has: theirs.getByRole('heading', { name: 'Projects' }) });
  await expect.poll(async () => await projects.textContent()).toMatch(/^Projects\d+Manage$/);
  expect(await theirs.getByText('Could not load the counts.', { exact: false }).count()).toBe(0);
  await theirs.close();

  const again = server.client();
  const signedIn = await again.collection('users').authWithPassword('locked-out@example.lk', 'kasun-own-password-9');
  expect(signedIn.record.must_change_password).toBe(false);
  expect(errors).toEqual([]);
});
