/**
 * Browser tests of the public pages: the documents PocketBase renders from the sample content
 * (and their islands), in real Chromium. Every route shows its content; projects filter and navigate; the gallery's
 * lightbox works by keyboard; unknown categories and projects read well.
 */
import type PocketBase from 'pocketbase';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SORT } from '../../shared/order';
import { launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

interface Category {
  id: string;
  name: string;
  slug: string;
}
interface ProjectRecord {
  id: string;
  title: string;
  category: string;
  status: string;
  client: string;
  images: string[];
  expand: { category: Category };
}

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let page: Page;
let projects: ProjectRecord[];
let categories: Category[];
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  projects = await root.collection('projects').getFullList<ProjectRecord>({ sort: ORDER_SORT, expand: 'category' });
  categories = await root.collection('project_categories').getFullList<Category>({ sort: ORDER_SORT });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function open(path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // note: a document arrives whole; the footer shows that all of it has been parsed.
  await page.getByRole('contentinfo').waitFor();
}

async function h1(): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
}

/** Scrolls through the page so lazy images load, then lists images that failed to load. */
async function brokenImages(): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  // Every image has loaded or failed (a lazy one the quick scroll passed is brought into view),
  // whatever the machine's load: an event to wait for, not a quiet network.
  await page.waitForFunction(
    () => {
      const pending = Array.from(document.images).filter((img) => !img.complete);
      pending[0]?.scrollIntoView();
      return pending.length === 0;
    },
    undefined,
    { polling: 100 },
  );
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

async function visibleText(): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

describe('content of every page', () => {
  it('home: hero, figures, services, recent projects, about teaser and a call to action', async () => {
    const home = await root.collection('home_settings').getFirstListItem('');
    const stats = await root.collection('stats_settings').getFirstListItem('');
    await open('/');
    expect(await h1()).toBe(home.title);
    await expect.poll(() => page.getByText(home.subtitle).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'View Our Projects' }).getAttribute('href')).toBe('/projects');
    const figures = page.getByRole('region', { name: 'Our work in numbers' });
    expect(await figures.getByRole('definition').allTextContents()).toEqual([
      `${stats.total_projects}+`,
      `${stats.ongoing_projects}+`,
      `${stats.years_experience}+`,
      `${stats.happy_clients}+`,
    ]);
    await page.getByRole('region', { name: 'Our Services' }).waitFor();
    expect(await page.getByRole('region', { name: 'Our Services' }).getByRole('heading', { level: 3 }).count()).toBe(6);
    const recent = page.getByRole('region', { name: 'Recent Projects' });
    expect(await recent.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      projects.slice(0, 6).map((p) => p.title),
    );
    expect(await page.getByRole('link', { name: 'More about us' }).count()).toBe(1);
    expect(
      await page
        .getByRole('link', { name: /^Call / })
        .first()
        .getAttribute('href'),
    ).toMatch(/^tel:\+94\d+$/);
    expect(await brokenImages()).toEqual([]);
    expect(await visibleText()).not.toMatch(/undefined|NaN/);
  });

  it('services: every service with its icon, image, title and descriptions', async () => {
    const services = await root.collection('services').getFullList({ sort: ORDER_SORT });
    await open('/services');
    expect(await h1()).toBe('Our Services');
    const articles = page.getByRole('main').getByRole('article');
    await expect.poll(() => articles.count()).toBe(services.length);
    for (const [i, service] of services.entries()) {
      const article = articles.nth(i);
      expect(await article.getByRole('heading', { level: 2 }).textContent()).toBe(service.title);
      expect(await article.getByText(service.shortDescription).count()).toBe(1);
      expect(await article.locator(`[data-icon="${service.icon}"]`).count()).toBe(1);
    }
    expect(await brokenImages()).toEqual([]);
  });

  it('about: text, image, journey by year and the team', async () => {
    const about = await root.collection('about_settings').getFirstListItem('');
    const journey = await root.collection('journey').getFullList({ sort: 'year' });
    const team = await root.collection('team').getFullList({ sort: ORDER_SORT });
    await open('/about');
    expect(await h1()).toBe(about.title);
    const timeline = page.getByRole('region', { name: 'Our Journey' });
    expect(await timeline.getByRole('heading', { level: 3 }).allTextContents()).toEqual(journey.map((j) => j.title));
    const people = page.getByRole('region', { name: 'Meet the Team' });
    expect(await people.getByRole('heading', { level: 3 }).allTextContents()).toEqual(team.map((m) => m.name));
    expect(await people.getByRole('img', { name: `Portrait of ${team[0].name}` }).count()).toBe(1);
    expect(await brokenImages()).toEqual([]);
  });

  it('contact: email, phone, address and the lazily loaded map', async () => {
    const contact = await root.collection('contact_settings').getFirstListItem('');
    await open('/contact');
    expect(await h1()).toBe('Contact Us');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(`mailto:${contact.email}`);
    expect(await main.getByRole('link', { name: contact.phone }).getAttribute('href')).toBe(
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(await main.getByText(contact.address).count()).toBe(1);
    // The map gets its address from the page script, after the page's largest paint.
    const map = page.locator('iframe');
    expect(await map.getAttribute('data-src')).toBe(contact.googleMapsUrl);
    await expect.poll(() => map.getAttribute('src')).toBe(contact.googleMapsUrl);
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await map.getAttribute('title')).toMatch(/^Map showing the location of /);
  });

  it('each page has exactly one h1', async () => {
    for (const path of ['/', '/services', '/about', '/projects', '/projects/residential', '/contact']) {
      await open(path);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
    }
  });
});

describe('projects', () => {
  it('lists the categories with their number of projects, and every project', async () => {
    await open('/projects');
    expect(await h1()).toBe('Our Projects');
    const tiles = page.getByRole('region', { name: 'Project Categories' }).getByRole('listitem');
    expect(await tiles.count()).toBe(categories.length);
    for (const [i, category] of categories.entries()) {
      const count = projects.filter((p) => p.category === category.id).length;
      expect(await tiles.nth(i).textContent()).toContain(`${count} project`);
    }
    const all = page.getByRole('region', { name: 'All Projects' });
    expect(await all.getByRole('heading', { level: 3 }).count()).toBe(projects.length);
  });

  it('filters the projects by category with links to the category pages (no script needed)', async () => {
    const category = categories.find((c) => c.slug === 'residential')!;
    const expected = projects.filter((p) => p.category === category.id).map((p) => p.title);
    await open('/projects');
    const all = page.getByRole('region', { name: 'All Projects' });
    const filter = all.getByRole('navigation', { name: 'Projects by category' });
    expect(await filter.getByRole('link', { name: /^All/ }).getAttribute('aria-current')).toBe('page');
    expect(await filter.getByRole('link', { name: /^All/ }).textContent()).toBe(`All (${projects.length})`);
    const link = filter.getByRole('link', { name: new RegExp(`^${category.name}`) });
    expect(await link.textContent()).toBe(`${category.name} (${expected.length})`);
    await link.click();
    await page.waitForURL(`${server.url}/projects/residential`);
    await expect.poll(h1).toBe(`${category.name} Projects`);
    const main = page.getByRole('main');
    for (const title of expected) expect(await main.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
    const other = projects.find((p) => p.category !== category.id)!;
    expect(await main.getByRole('heading', { name: other.title, exact: true }).count()).toBe(0);
  });

  it('goes from a category tile to its page and from a card to the project', async () => {
    const category = categories.find((c) => c.slug === 'commercial')!;
    const first = projects.find((p) => p.category === category.id)!;
    await open('/projects');
    await page.getByRole('region', { name: 'Project Categories' }).getByRole('link', { name: category.name }).click();
    await page.waitForURL(`${server.url}/projects/commercial`);
    await expect.poll(h1).toBe(`${category.name} Projects`);

    await page.getByRole('link', { name: first.title }).click();
    await page.waitForURL(`${server.url}/projects/commercial/${first.id}`);
    await expect.poll(h1).toBe(first.title);
    const facts = page.getByRole('complementary', { name: 'Project details' });
    expect(await facts.getByText(first.client).count()).toBe(1);
    expect(await facts.getByText(first.status).count()).toBe(1);
    expect(await brokenImages()).toEqual([]);

    await page.getByRole('link', { name: `Back to ${category.name} projects` }).click();
    await page.waitForURL(`${server.url}/projects/commercial`);
  });

  it('links the previous and next project of the category', async () => {
    const category = categories.find((c) => c.slug === 'residential')!;
    const inCategory = projects.filter((p) => p.category === category.id);
    expect(inCategory.length).toBeGreaterThanOrEqual(3);
    await open(`/projects/residential/${inCategory[1].id}`);
    const nav = page.getByRole('navigation', { name: 'More projects' });
    await nav.getByRole('link', { name: new RegExp(`Next project\\s*${inCategory[2].title}`) }).click();
    await page.waitForURL(`${server.url}/projects/residential/${inCategory[2].id}`);
    await expect.poll(h1).toBe(inCategory[2].title);
    await nav.getByRole('link', { name: new RegExp(`Previous project\\s*${inCategory[1].title}`) }).click();
    await expect.poll(h1).toBe(inCategory[1].title);
  });

  it('opens the gallery in a lightbox, turns it with the arrow keys and closes it with Escape', async () => {
    const project = projects.find((p) => p.images.length >= 2)!;
    const count = project.images.length;
    await open(`/projects/${project.expand.category.slug}/${project.id}`);
    const opener = page.getByRole('link', { name: `Open photo 1 of ${count}` });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `Photos of ${project.title}` });
    await dialog.waitFor();
    expect(await dialog.getByText(`Photo 1 of ${count}`).count()).toBe(1);
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByText(`Photo 2 of ${count}`).count()).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.getByText(`Photo ${count} of ${count}`).count()).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  it('shows a clear message for an unknown category, with a way back', async () => {
    await open('/projects/no-such-category');
    expect(await h1()).toBe('Category not found');
    await page.getByRole('link', { name: 'See all projects' }).click();
    await page.waitForURL(`${server.url}/projects`);
    await expect.poll(h1).toBe('Our Projects');
  });

  it('shows a clear message for an unknown project', async () => {
    await open('/projects/residential/nosuchproject00');
    expect(await h1()).toBe('Project not found');
    expect(await page.getByRole('link', { name: 'See all projects' }).getAttribute('href')).toBe('/projects');
  });

  it('raised no script errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
