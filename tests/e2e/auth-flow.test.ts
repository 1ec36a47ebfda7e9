/**
 * Sign-in and approval in a real browser against a real PocketBase: guard, register (mismatch,
 * success), awaiting approval, wrong password, approve, sign in, revoke, logout.
 * Run after building the SPA (`PB_PUBLIC=... vitest run --project e2e tests/e2e/auth-flow.test.ts`).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerAdminDialog, launchChromium } from '../support/browser';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'owner@example.lk', password: 'owner-password-123' };
const NEWCOMER = { email: 'newcomer@example.lk', password: 'newcomer-password-123' };

let server: TestServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startPocketBase();
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
  page.on('dialog', (dialog) => void dialog.accept());
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signIn(email: string, password: string) {
  await page.goto(`${server.url}/dashboard-login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function usersNamed(email: string) {
  const root = await server.superuser();
  return (await root.collection('users').getFullList()).filter((u) => u.email === email);
}

it('sends a visitor of an admin screen to the login page', async () => {
  await page.goto(`${server.url}/admin/projects`);
  await page.waitForURL(`${server.url}/dashboard-login`);
  await expect.poll(() => page.getByRole('heading', { name: 'Admin Panel Login' }).count()).toBe(1);
  expect(await page.getByRole('link', { name: "Don't have an account? Register" }).getAttribute('href')).toBe(
    '/dashboard-register',
  );
});

it('refuses mismatched passwords without sending anything', async () => {
  await page.getByRole('link', { name: "Don't have an account? Register" }).click();
  await page.waitForURL(`${server.url}/dashboard-register`);
  // The login page (with Email and Password fields of its own) stays on screen until the
  // register screen's chunk has loaded: the address changes first.
  await page.getByRole('heading', { name: 'Create Admin Account' }).waitFor();
  await page.getByLabel('Email').fill(NEWCOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(NEWCOMER.password);
  await page.getByLabel('Confirm Password').fill('something-else-123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('Passwords do not match');
  expect(await usersNamed(NEWCOMER.email)).toHaveLength(0);
});

it('registers an account that waits for approval', async () => {
  await page.getByLabel('Confirm Password').fill(NEWCOMER.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(`${server.url}/dashboard-login`);
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/administrator may need to approve/);
  const [created] = await usersNamed(NEWCOMER.email);
  expect(created.approved).toBe(false);

  await signIn(NEWCOMER.email, NEWCOMER.password);
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toBe('Your account is awaiting approval by an administrator.');
  expect(page.url()).toBe(`${server.url}/dashboard-login`);
});

it('says the seed message for a wrong password', async () => {
  await signIn(ADMIN.email, 'not-the-password');
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toBe('Failed to login. Please check your credentials and network connection.');
});

it('lets an admin approve the pending account (listed first)', async () => {
  await signIn(ADMIN.email, ADMIN.password);
  await page.waitForURL(`${server.url}/admin/dashboard`);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('button', { name: `Approve ${NEWCOMER.email}` }).waitFor();
  const firstRow = page.getByRole('row').nth(1);
  expect(await firstRow.textContent()).toContain(NEWCOMER.email);
  expect(await firstRow.textContent()).toContain('Pending');
  // An admin cannot revoke itself: its own row has no button.
  const ownRow = page.getByRole('row').filter({ hasText: ADMIN.email });
  expect(await ownRow.getByRole('button').count()).toBe(0);

  await page.getByRole('button', { name: `Approve ${NEWCOMER.email}` }).click();
  await page.getByText(`${NEWCOMER.email} can now sign in.`).waitFor();
  expect((await usersNamed(NEWCOMER.email))[0].approved).toBe(true);
});

it('logs out to the login page, and the admin area is closed again', async () => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${server.url}/dashboard-login`);
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  await page.goto(`${server.url}/admin/dashboard`);
  await page.waitForURL(`${server.url}/dashboard-login`);
});

it('signs the approved account in; it can revoke another admin, who then cannot sign in', async () => {
  await signIn(NEWCOMER.email, NEWCOMER.password);
  await page.waitForURL(`${server.url}/admin/dashboard`);
  await page.goto(`${server.url}/admin/users`);
  await page.getByRole('button', { name: `Revoke ${ADMIN.email}` }).click();
  expect(await answerAdminDialog(page, 'Revoke')).toContain(`Revoke access for ${ADMIN.email}?`);
  await page.getByText(`${ADMIN.email} can no longer sign in.`).waitFor();
  expect((await usersNamed(ADMIN.email))[0].approved).toBe(false);
  // Now the only approved admin: it cannot revoke itself either.
  const ownRow = page.getByRole('row').filter({ hasText: NEWCOMER.email });
  expect(await ownRow.getByRole('button').count()).toBe(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(ADMIN.email, ADMIN.password);
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toBe('Your account is awaiting approval by an administrator.');
  expect(pageErrors).toEqual([]);
});
