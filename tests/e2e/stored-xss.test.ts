/**
 * Stored XSS (issue 5): script-like text saved in every text field of the public content
 * renders as text on every public page: no dialog, no injected element, no CSP violation.
 */
import type { Browser } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { startPocketBase, type TestServer } from '../support/pocketbase';

const PAYLOAD = `<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=1</script>"'><svg onload=alert(1)>`;

let server: TestServer;
let browser: Browser;
let root: PocketBase;
let projectPath = '';

/** Puts the payload into every plain text field of a record (keeping required ones non-empty). */
async function poison(collection: string, id: string) {
  const schema = await root.collections.getOne(collection);
  const patch: Record<string, string> = {};
  for (const f of schema.fields as Array<{
    name: string;
    type: string;
    system?: boolean;
    max?: number;
    pattern?: string;
  }>) {
    if (f.type !== 'text' || f.system || f.name === 'id' || f.pattern) continue;
    patch[f.name] = `${f.name} ${PAYLOAD}`.slice(0, f.max || 5000);
  }
  await root.collection(collection).update(id, patch);
}

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  for (const collection of ['home_settings', 'about_settings', 'contact_settings', 'Footer_menu', 'testimonials']) {
    for (const r of await root.collection(collection).getFullList()) await poison(collection, r.id);
  }
  for (const collection of ['projects', 'services', 'team', 'journey', 'project_categories']) {
    const [first] = await root
      .collection(collection)
      .getList(1, 1, { sort: '-created' })
      .then((l) => l.items);
    await poison(collection, first.id);
  }
  const project = (await root.collection('projects').getList(1, 1, { sort: '-created', expand: 'category' })).items[0];
  projectPath = `/projects/${project.expand!.category.slug}/${project.id}`;
  // Each save is answered before its pages render; the pages are read once they show them all.
  await server.siteRendered();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

it.each(['/', '/services', '/about', '/projects', '/contact', 'PROJECT'])(
  '%s shows the text and runs none of it',
  async (route) => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    const violations: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    page.on('console', (msg) => {
      if (/Content.Security.Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused: CSP ${e.violatedDirective}`));
    });
    await page.goto(server.url + (route === 'PROJECT' ? projectPath : route), { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 20000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
    // The payload is on the page as text (the footer's company name is on every page).
    expect(await page.locator('body').innerText()).toContain('<img src=x onerror=');
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    await page.close();
  },
);
