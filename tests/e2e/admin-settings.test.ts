/**
 * The settings screens in a real browser against a real PocketBase with no settings yet: each
 * first save creates the record and later saves update it, with the seed's toasts; the journey
 * timeline; statistics validation.
 */
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerAdminDialog, launchChromium, signInToAdmin } from '../support/browser';
import { PNG_1PX } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'settings@example.lk', password: 'settings-password-123' };

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const dialogs: string[] = [];

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await signInToAdmin(page, server.url, ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function open(label: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('button', { name: 'Save Settings' }).waitFor();
}

/** Waits for a toast with exactly this text. */
async function toast(text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

async function only(collection: string) {
  const records = await root.collection(collection).getFullList();
  expect(records).toHaveLength(1);
  return records[0];
}

it('home: the first save creates the record (with images), the next updates it', async () => {
  await open('Home');
  // Examples are placeholders, never values a Save would publish (issue 15).
  expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('');
  expect(await page.getByLabel('Title', { exact: true }).getAttribute('placeholder')).not.toBe('');
  await page.getByLabel('Title', { exact: true }).fill('We Build Sri Lanka');
  await page.getByLabel('Subtitle', { exact: true }).fill('Homes across the island.');
  await page.getByLabel('Background Image').setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast('Home page settings created successfully!');
  const created = await only('home_settings');
  expect(created.title).toBe('We Build Sri Lanka');
  expect(created.backgroundImage).toMatch(/^bg.*\.png$/);
  expect(created.logo).toMatch(/^logo.*\.png$/);

  await page.getByLabel('Subtitle', { exact: true }).fill('Homes, offices and hotels.');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast('Home page settings updated successfully!');
  const updated = await only('home_settings');
  expect(updated).toMatchObject({ id: created.id, subtitle: 'Homes, offices and hotels.', logo: created.logo });
});

it('about: create then update', async () => {
  await open('About');
  const form = page.getByRole('form', { name: 'About page' });
  await form.getByLabel('Title', { exact: true }).fill('About Serendib');
  await form.getByLabel('Description', { exact: true }).fill('Builders.');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await toast('About page settings created successfully!');
  await form.getByLabel('Description', { exact: true }).fill('Builders since 2002.');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await toast('About page settings updated successfully!');
  expect(await only('about_settings')).toMatchObject({ title: 'About Serendib', description: 'Builders since 2002.' });
});

it('journey: add, edit, cancel and delete, with the seed toasts', async () => {
  const form = page.getByRole('form', { name: /journey item/ });
  for (const [year, title] of [
    ['2011', 'CIDA registration'],
    ['2002', 'Founded'],
  ]) {
    await form.getByLabel('Year').fill(year);
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description', { exact: true }).fill(`${title} happened.`);
    await form.getByRole('button', { name: 'Add Item' }).click();
    await page.getByRole('listitem').filter({ hasText: title }).waitFor();
  }
  await toast('Journey item created successfully!');
  const list = page.getByRole('list', { name: 'Journey items' });
  await expect
    .poll(() => list.getByRole('listitem').allTextContents())
    .toEqual([expect.stringMatching(/^2002Founded/), expect.stringMatching(/^2011CIDA registration/)]);

  await page.getByRole('button', { name: 'Edit Founded' }).click();
  expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('Founded');
  await form.getByRole('button', { name: 'Cancel' }).click();
  expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('');
  expect(await form.getByRole('button', { name: 'Cancel' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Edit Founded' }).click();
  await form.getByLabel('Title', { exact: true }).fill('Company founded');
  await form.getByRole('button', { name: 'Update Item' }).click();
  await toast('Journey item updated successfully!');
  await list.getByText('Company founded').waitFor();

  dialogs.length = 0;
  await page.getByRole('button', { name: 'Delete CIDA registration' }).click();
  dialogs.push(await answerAdminDialog(page));
  await toast('Journey item deleted successfully!');
  expect(dialogs).toEqual(['Are you sure you want to delete this journey item?']);
  const stored = await root.collection('journey').getFullList();
  expect(stored.map((j) => [j.year, j.title])).toEqual([[2002, 'Company founded']]);
});

it('contact: all four required; create then update', async () => {
  await open('Contact');
  expect(await page.getByLabel('Phone').inputValue()).toBe('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect.poll(() => page.getByText('This field is required').count()).toBe(4);
  expect(await root.collection('contact_settings').getFullList()).toHaveLength(0);
  await page.getByLabel('Address', { exact: true }).fill('Colombo');

  await page.getByLabel('Phone').fill('+94 11 234 5678');
  await page.getByLabel('Email').fill('hello@serendib.lk');
  await page.getByLabel('Google Maps Embed URL').fill('https://www.google.com/maps/place/Colombo');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText(/^Must be a Google Maps embed link/).waitFor();
  await page.getByLabel('Google Maps Embed URL').fill('https://www.google.com/maps/embed?pb=!1m18!1m12');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast('Contact page settings created successfully!');
  await page.getByLabel('Address', { exact: true }).fill('12 Galle Road, Colombo 03');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast('Contact page settings updated successfully!');
  expect(await only('contact_settings')).toMatchObject({
    email: 'hello@serendib.lk',
    phone: '+94 11 234 5678',
    address: '12 Galle Road, Colombo 03',
    googleMapsUrl: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
  });
});

it('footer: optional fields; create then update', async () => {
  await open('Footer');
  await page.getByLabel('Instagram URL').fill('');
  await page.getByLabel('Facebook URL').fill('https://evil.example/serendib');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Must be an https link to a Facebook page, like https://www.facebook.com/yourpage.').waitFor();
  await page.getByLabel('Facebook URL').fill('https://facebook.com/serendib');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast('Footer settings created successfully!');
  await page.getByLabel('Company Name').fill('Serendib Build');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast('Footer settings updated successfully!');
  expect(await only('Footer_menu')).toMatchObject({
    company_name: 'Serendib Build',
    facebook_url: 'https://facebook.com/serendib',
    instagram_url: '',
  });
});

it('statistics: each number required, then "Saving settings..." and "Settings saved successfully!"', async () => {
  await open('Statistics');
  await page.getByLabel('Ongoing Projects').fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('This field is required').waitFor();
  expect(await root.collection('stats_settings').getFullList()).toHaveLength(0);

  await page.getByLabel('Ongoing Projects').fill('0');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast('Settings saved successfully!');
  expect(await only('stats_settings')).toMatchObject({ total_projects: 100, ongoing_projects: 0, happy_clients: 50 });

  await page.getByLabel('Total Projects Completed').fill('265');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect.poll(async () => (await only('stats_settings')).total_projects).toBe(265);
  expect(pageErrors).toEqual([]);
});
