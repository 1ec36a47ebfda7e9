/**
 * axe-core finds nothing on any public page (issue 39): each kind of page of the sample site in
 * English, Sinhala and Tamil (issue 40) at 360 and 1280 px, with the page script and its islands started, every rule axe runs by default
 * (WCAG A and AA and its best practices), and the quote form's answer to a post without
 * JavaScript. A finding fails with its rule, its elements and axe's help text.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages';
import { localePath } from '../../shared/routes';
import { launchChromium } from '../support/browser';
import { publishedProjects, startPocketBase, type TestServer } from '../support/pocketbase';

const WIDTHS = [360, 1280] as const;

let server: TestServer;
let root: PocketBase;
let browser: Browser;
let axeSource: string;
let paths: string[];

interface Finding {
  id: string;
  help: string;
  nodes: string[];
}

/** axe-core's findings on the page as it is now (its source run in the page, not injected as a tag). */
async function findings(page: Page): Promise<Finding[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    const { violations } = await axe.run(document);
    return (violations as { id: string; help: string; nodes: { target: string[] }[] }[]).map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

/** Opens `path` as a visitor does: the page script and every island started (scrolled through). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('contentinfo').waitFor();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  const require = createRequire(import.meta.url);
  axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const projects = await publishedProjects<{ id: string }>(root);
  const category = projects[0]!.path.split('/').slice(0, 3).join('/');
  paths = [
    '/',
    '/services',
    '/about',
    '/projects',
    category,
    projects[0]!.path,
    '/contact',
    `${category}/nosuchproject1`,
    '/projects/no-such-category',
  ];
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(LANGUAGES)('no public page in %s has an axe-core finding', async (language) => {
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    const found: Record<string, Finding[]> = {};
    for (const english of paths) {
      const path = localePath(english, language);
      await visit(page, path);
      const list = await findings(page);
      if (list.length) found[path] = list;
    }
    expect(found).toEqual({});
    await page.close();
  });

  it('nor any kind of page as a browser without JavaScript shows it (the noscript stand-ins)', async () => {
    // note: axe needs scripts to run, so the page is served as such a browser reads it: its
    // scripts taken out and its <noscript> contents shown.
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    await page.route(
      (url) => url.origin === server.url && !url.pathname.includes('.'),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<\/?noscript>/g, '');
        await route.fulfill({ response, body });
      },
    );
    const found: Record<string, Finding[]> = {};
    for (const path of [...paths, localePath('/', 'si'), localePath(paths[5]!, 'ta')]) {
      await page.goto(`${server.url}${path}`);
      expect(await page.locator('script').count(), path).toBe(0);
      const list = await findings(page);
      if (list.length) found[path] = list;
    }
    expect(found).toEqual({});
    await page.close();
  });

  it("nor the quote form's answer to a post without JavaScript", async () => {
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    await page.goto(`${server.url}/contact`);
    // note: form.submit() posts as a browser without JavaScript does (the island's handler is
    // not called); axe then runs in the answer.
    await Promise.all([
      page.waitForURL(`${server.url}/contact`, { waitUntil: 'load' }),
      page.evaluate(() => HTMLFormElement.prototype.submit.call(document.querySelector('form[method="post"]'))),
    ]);
    await page.getByRole('alert').waitFor();
    expect(await findings(page)).toEqual([]);
    await page.close();
  });
});
