/**
 * Issue 37's guard on the public pages' main thread, in full Chromium (the engine visitors run;
 * the headless shell the other browser tests use draws differently): each route kind loaded as
 * on a phone with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, Lighthouse's mobile
 * factor), its long tasks (PerformanceObserver 'longtask': every task over 50 ms) added up from
 * the navigation until the page script has run and the page is quiet. The best of LOADS loads
 * is held to LONG_TASK_BUDGET_MS: the machine's other work only ever adds to a load, so the best
 * one is the page's own cost. The bench's Lighthouse part remains the judge (decision 036).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STARTED } from '../../shared/pageLoader';
import { categoryPath, PUBLIC_ROUTES } from '../../shared/routes';
import { launchFullChromium } from '../support/browser';
import { publishedProjects, startPocketBase, type TestServer } from '../support/pocketbase';

/** The long tasks a page may add up to at 4× CPU slowdown, the best of LOADS (decision 036). */
const LONG_TASK_BUDGET_MS = 200;
/** Loads of each route; the best counts. */
const LOADS = 3;
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** The window property the observer fills with each long task's duration. */
const LONG_TASKS = '__longTasks';

let server: TestServer;
let browser: Browser;
/** Every public route kind; the paths of a category and a project are the sample content's. */
const KINDS = ['home', 'services', 'about', 'projects', 'a category', 'a project', 'contact'] as const;
let paths: Record<(typeof KINDS)[number], string>;

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  const [project] = await publishedProjects<{ id: string; expand: { category: { slug: string } } }>(
    await server.superuser(),
  );
  paths = {
    home: PUBLIC_ROUTES.home,
    services: PUBLIC_ROUTES.services,
    about: PUBLIC_ROUTES.about,
    projects: PUBLIC_ROUTES.projects,
    'a category': categoryPath(project.expand.category.slug),
    'a project': project.path,
    contact: PUBLIC_ROUTES.contact,
  };
  browser = await launchFullChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** One load of `path` as a phone with a slowed CPU: each long task's duration, in ms. */
async function longTasks(path: string): Promise<number[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript((key) => {
      const tasks: number[] = [];
      (window as unknown as Record<string, number[]>)[key] = tasks;
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    }, LONG_TASKS);
    const response = await page.goto(server.url + path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    // The page script comes after the largest paint (shared/pageLoader.ts); then the page is
    // left a second for what it starts (the islands wake only near the view: not here).
    await page.waitForFunction((key) => (window as unknown as Record<string, unknown>)[key] === true, PAGE_STARTED);
    await page.waitForTimeout(1000);
    return await page.evaluate((key) => (window as unknown as Record<string, number[]>)[key], LONG_TASKS);
  } finally {
    await context.close();
  }
}

describe('the public pages at 4× CPU slowdown in full Chromium', () => {
  it('observes long tasks at all (else the budget below would pass on nothing)', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(server.url + PUBLIC_ROUTES.home);
      const supported = await page.evaluate(() => PerformanceObserver.supportedEntryTypes);
      expect(supported).toContain('longtask');
      // A task that blocks for 120 ms is seen as one.
      const seen = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries()[0].duration)).observe({ type: 'longtask' });
            setTimeout(() => {
              const end = performance.now() + 120;
              while (performance.now() < end);
            });
          }),
      );
      expect(seen).toBeGreaterThanOrEqual(100);
    } finally {
      await page.close();
    }
  });

  it.each(KINDS)(
    `keeps %s's long tasks within ${LONG_TASK_BUDGET_MS} ms (the best of ${LOADS} loads)`,
    async (kind) => {
      const totals: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        const tasks = await longTasks(paths[kind]);
        totals.push(Math.round(tasks.reduce((a, b) => a + b, 0)));
      }
      expect(
        Math.min(...totals),
        `${paths[kind]}: long tasks of each load ${totals.join(', ')} ms`,
      ).toBeLessThanOrEqual(LONG_TASK_BUDGET_MS);
    },
  );
});
