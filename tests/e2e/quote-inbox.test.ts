/**
 * Issue 7 in a real browser against a real PocketBase with the sample content: a visitor asks
 * for a quote from a project page, an admin reads it in the Inbox and marks it contacted; the
 * WhatsApp links point at the contact settings' number; a burst of requests gets the friendly
 * rate-limit message.
 */
import type { Browser, Dialog, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerAdminDialog, launchChromium } from '../support/browser';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const ADMIN = { email: 'inbox@example.lk', password: 'inbox-password-123' };
const PHONE_HELP = 'Enter a phone number like 077 123 4567 or +94 77 123 4567.';

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let projectPath: string;
let projectTitle: string;
const pageErrors: string[] = [];

async function newPage(width = 1280, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return page;
}

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  await signedInUser(server, ADMIN.email, true, ADMIN.password);
  const project = await root
    .collection('projects')
    .getFirstListItem<{ id: string; title: string; expand: { category: { slug: string } } }>('', {
      sort: '-created',
      expand: 'category',
    });
  projectPath = `/projects/${project.expand.category.slug}/${project.id}`;
  projectTitle = project.title;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it('a visitor requests a quote from a project page; the form explains mistakes and what happens next', async () => {
  const page = await newPage();
  await page.goto(`${server.url}${projectPath}`);
  await page.getByRole('link', { name: 'Plan a similar project' }).click();
  await page.waitForURL(/\/contact\?from=/);
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await form.waitFor();
  await page.waitForTimeout(1500); // a person takes longer than this to fill the form (issue 29)

  // nothing filled in: each required field says what is missing, nothing is sent
  await form.getByRole('button', { name: 'Request a quote' }).click();
  await form.getByText('Please tell us your name.').waitFor();
  expect(await form.getByText('Please give a phone number so we can call you back.').isVisible()).toBe(true);
  expect(await form.getByText('Please tell us a little about your project.').isVisible()).toBe(true);
  expect(await form.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');

  await form.getByLabel('Your name').fill('Nimal Perera');
  await form.getByLabel('Phone').fill('12345');
  await form.getByLabel('Service').selectOption({ label: 'Renovation & Restoration' });
  await form.getByLabel('Project location').fill('Kandy');
  await form.getByLabel('Your project').fill('A two-storey house like this one on a 12-perch plot.');
  await form.getByRole('button', { name: 'Request a quote' }).click();
  await form.getByText(PHONE_HELP).waitFor();

  await form.getByLabel('Phone').fill('077 123 4567');
  await form.getByRole('button', { name: 'Request a quote' }).click();
  await page.getByRole('status').getByText('Thank you, Nimal Perera!').waitFor();
  expect(await page.getByRole('status').textContent()).toContain('We will call you within one working day');

  const stored = await root.collection('inquiries').getFirstListItem('name = "Nimal Perera"', { expand: 'service' });
  expect(stored.phone).toBe('+94771234567');
  expect(stored.location).toBe('Kandy');
  expect(stored.page).toBe(projectPath);
  // the project travels with the lead (issue 29)
  expect(stored.project).toBe(projectPath.split('/').pop());
  expect(stored.status).toBe('new');
  expect(stored.handled).toBe(false);
  expect(stored.expand?.service?.title).toBe('Renovation & Restoration');
  expect(pageErrors).toEqual([]);
  await page.close();
});

it('an admin sees the new request in the Inbox, reads it and marks it contacted', async () => {
  const page = await newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${server.url}/dashboard-login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.url}/admin/dashboard`);

  // the sample's unhandled request and the visitor's: 2 new
  const card = page.getByRole('region', { name: 'New quote requests' });
  await card.getByText('2', { exact: true }).waitFor();
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  expect((await sidebar.getByRole('link', { name: /^Inbox/ }).textContent())?.replace(/\s+/g, ' ')).toBe('Inbox2 new');

  await card.getByRole('link', { name: 'Open the inbox' }).click();
  await page.waitForURL(`${server.url}/admin/inbox`);
  const list = page.getByRole('list', { name: 'Quote requests' });
  // note: the inbox is a lazy screen: its list is read once it is there, not at the URL change.
  await list.getByRole('button').first().waitFor();
  const names = await list.getByRole('button').allTextContents();
  expect(names[0]).toContain('Nimal Perera'); // newest first
  expect(names[0]).toContain('New');

  await list.getByRole('button', { name: /^Nimal Perera New/ }).click();
  const detail = page.getByRole('article', { name: 'Nimal Perera' });
  await detail.waitFor();
  expect(await detail.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+94771234567');
  // The phone as people write it; the page it came from by its name, not its address (issue 39).
  expect(await detail.getByText('077 123 4567').isVisible()).toBe(true);
  expect(await detail.getByText('Renovation & Restoration').isVisible()).toBe(true);
  // The project, and the page it was sent from: both by the project's title.
  await expect.poll(() => detail.getByText(projectTitle, { exact: true }).count()).toBe(2);
  expect(await detail.getByText(projectPath).count()).toBe(0);
  expect(await detail.getByText('A two-storey house like this one on a 12-perch plot.').isVisible()).toBe(true);

  // working it: Contacted (handled, for the old switch's readers)
  const lead = detail.getByRole('form', { name: 'Lead' });
  await lead.getByLabel('Status').selectOption({ label: 'Contacted' });
  await lead.getByRole('button', { name: 'Save lead' }).click();
  await sidebar.getByRole('link', { name: /^Inbox\s*1\s*new$/ }).waitFor();
  const stored = await root.collection('inquiries').getFirstListItem('name = "Nimal Perera"');
  expect(stored.status).toBe('contacted');
  expect(stored.handled).toBe(true);

  // delete the sample's handled request, after confirming
  await list.getByRole('button', { name: /^Kasun Rathnayake/ }).click();
  const kasun = page.getByRole('article', { name: 'Kasun Rathnayake' });
  expect(await kasun.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
    'mailto:kasun.r@example.com?subject=Your%20quote%20request',
  );
  await kasun.getByRole('button', { name: 'Delete' }).click();
  dialogs.push(await answerAdminDialog(page));
  await page.getByText('Choose a quote request to read it.').waitFor();
  expect(dialogs).toEqual(['Are you sure you want to delete this quote request?']);
  // The reading pane empties at once; the list drops the row when its page is fetched again.
  await list.getByRole('button', { name: /Kasun Rathnayake/ }).waitFor({ state: 'detached' });
  expect(await list.getByRole('button', { name: /Kasun Rathnayake/ }).count()).toBe(0);
  expect(await root.collection('inquiries').getList(1, 1, { filter: 'name = "Kasun Rathnayake"' })).toMatchObject({
    totalItems: 0,
  });
  expect(pageErrors).toEqual([]);
  await page.close();
});

it('WhatsApp links open a chat with the company number and mention the page', async () => {
  const contact = await root.collection('contact_settings').getFirstListItem('');
  expect(contact.whatsapp).toBe('94772584710');

  const page = await newPage();
  await page.goto(`${server.url}${projectPath}`);
  const link = page.getByRole('main').getByRole('link', { name: /Chat on WhatsApp/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/94772584710?text=')).toBe(true);
  const text = new URL(href).searchParams.get('text');
  expect(text).toBe(`Hello, I'm interested in ${projectTitle} (${server.url}${projectPath})`);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  // on a wide screen the floating button is hidden
  expect(await page.getByRole('link', { name: 'Chat on WhatsApp', exact: true }).isVisible()).toBe(false);
  await page.close();

  // on a phone it floats beside the call button without covering it
  const phone = await newPage(360, 740);
  await phone.goto(`${server.url}/contact`);
  const floating = phone.getByRole('link', { name: 'Chat on WhatsApp', exact: true });
  await floating.waitFor();
  expect(new URL((await floating.getAttribute('href')) ?? '').searchParams.get('text')).toBe(
    `Hello, I'm interested in ${server.url}/contact`,
  );
  const call = await phone.getByRole('link', { name: /^Call us on/ }).boundingBox();
  const chat = await floating.boundingBox();
  expect(call && chat).toBeTruthy();
  expect(chat!.x + chat!.width).toBeLessThanOrEqual(call!.x);
  expect(
    await phone
      .getByRole('main')
      .getByRole('link', { name: /Chat on WhatsApp/ })
      .isVisible(),
  ).toBe(true);
  await phone.close();
});

it('a burst of requests from one connection gets the friendly rate-limit message', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/contact#quote`);
  const form = page.getByRole('form', { name: 'Request a Quote' });
  let refused = false;
  // the first tests sent some; the limit is 20 per 10 minutes per address (each a new number:
  // one number may send 3 a day, leads-limits.test.ts)
  await page.waitForTimeout(1500); // a person takes longer than this to fill the form
  for (let i = 0; i < 21 && !refused; i++) {
    await form.getByLabel('Your name').fill(`Burst ${i}`);
    await form.getByLabel('Phone').fill(`+94 77 400 ${String(i).padStart(4, '0')}`);
    await form.getByLabel('Your project').fill('Testing the limit.');
    await form.getByRole('button', { name: 'Request a quote' }).click();
    const outcome = await Promise.race([
      page
        .getByRole('link', { name: 'Send another request' })
        .waitFor({ timeout: 10_000 })
        .then(() => 'sent')
        .catch(() => ''),
      form
        .getByRole('alert')
        .waitFor({ timeout: 10_000 })
        .then(() => 'refused')
        .catch(() => ''),
    ]);
    if (outcome === 'refused') refused = true;
    else await page.getByRole('link', { name: 'Send another request' }).click();
  }
  expect(refused).toBe(true);
  expect(await form.getByRole('alert').textContent()).toBe(
    'Too many requests from your connection, please try again in a few minutes or call us.',
  );
  // what the visitor typed is kept, to send later
  expect(await form.getByLabel('Your name').inputValue()).toMatch(/^Burst \d+$/);
  await page.close();
});
