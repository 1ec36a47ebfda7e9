/**
 * The page's only script before its largest paint: starts the app once the page's largest image
 * has arrived (issue 13).
 *
 * A public page comes whole from the server (web/src/server/renderPage.tsx): the app only makes
 * it interactive (the phone menu, the gallery's lightbox, the quote form), and links work before
 * it runs. So the app's ~100 KB of JavaScript and the page's site data wait until the browser
 * has painted the image that is the page's largest paint (the one the server marked
 * `fetchpriority="high"`) and the browser has reported that paint (at most IMAGE_WAIT_MS for the
 * image, then PAINT_REPORT_WAIT_MS for the report), instead of sharing a phone's bandwidth with
 * it and the stylesheet; then every chunk the page needs is preloaded at once (the server lists
 * them), the data is preloaded beside them and the app, named by this script's tag, is imported
 * (it fetches the data and hydrates the page: main.tsx). Other pages (admin, sign-in) start at
 * once; a rendered page without such an image starts after its first paint.
 *
 * note: built on its own into one file with no imports (web/plugins/bootScript.ts), not as a
 * chunk of the app's build: what it imports is bundled into it, and the app is imported by URL.
 * Measured in docs/decisions/006-one-render.md.
 */
import { APP_MODULES_ELEMENT_ID, APP_SCRIPT_ATTRIBUTE, SITE_DATA_ELEMENT_ID } from '@shared/pageBlocks';
import { siteDataSrc } from './stores/pageData';

/** How long the app waits at most for the page's largest image. */
const IMAGE_WAIT_MS = 2500;

function imageSettled(image: HTMLImageElement | null): Promise<void> {
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, IMAGE_WAIT_MS);
  });
}

/** Resolves after the next paint. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** How long the app waits at most for the browser's report of that image's paint. */
const PAINT_REPORT_WAIT_MS = 500;

/** The image's area on screen: the most the browser reports for it as a largest paint. */
function visibleArea(image: HTMLImageElement): number {
  const box = image.getBoundingClientRect();
  return (
    Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0)) *
    Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))
  );
}

/**
 * Resolves once the browser reports the loaded image painted as the largest paint (without an
 * image: once it reports any largest paint, i.e. the first paint of the page's text); right away
 * when something at least as large as the image on screen was painted already (the image will
 * not be reported then); at the visitor's first tap, key or scroll (the browser stops reporting
 * then); after the next paint where the browser does not report largest paints.
 */
function imagePainted(image: HTMLImageElement | null): Promise<void> {
  const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!types.includes('largest-contentful-paint')) return nextPaint();
  const area = image ? visibleArea(image) : 0;
  return new Promise((resolve) => {
    const inputs = ['pointerdown', 'keydown', 'scroll'] as const;
    const options = { capture: true, passive: true } as const;
    const done = () => {
      observer.disconnect();
      for (const type of inputs) removeEventListener(type, done, options);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => entry.element === image || entry.size >= area)) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    for (const type of inputs) addEventListener(type, done, options);
    setTimeout(done, PAINT_REPORT_WAIT_MS);
  });
}

/**
 * Adds a preload of `href` to the head. CORS (`crossorigin`), as the app's imports and its fetch
 * of the data request them: the browser reuses a preload only for a request of the same mode.
 */
function preload(rel: 'modulepreload' | 'preload', href: string, as?: 'fetch'): void {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

/** Preloads the chunks the server listed, in parallel (not one import after another). */
function preloadListedModules(): void {
  const block = document.getElementById(APP_MODULES_ELEMENT_ID);
  let hrefs: unknown = [];
  try {
    hrefs = JSON.parse(block?.textContent || '[]');
  } catch {
    // a broken list only costs the preloads
  }
  if (!Array.isArray(hrefs)) return;
  for (const href of hrefs) if (typeof href === 'string') preload('modulepreload', href);
}

async function start(): Promise<void> {
  const app = document.querySelector(`script[${APP_SCRIPT_ATTRIBUTE}]`)?.getAttribute(APP_SCRIPT_ATTRIBUTE);
  if (!app) throw new Error(`The boot script's tag names no app (${APP_SCRIPT_ATTRIBUTE})`);
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (image) {
    await imageSettled(image);
    // note: an image that failed (or is still loading after IMAGE_WAIT_MS) is never reported.
    if (image.complete && image.naturalWidth > 0) await imagePainted(image);
  } else if (document.getElementById(SITE_DATA_ELEMENT_ID)) {
    // A rendered page whose largest paint is text (the contact page): its first paint.
    await imagePainted(null);
  }
  preloadListedModules();
  // note: the app's fetch of the data (stores/pageData.ts) takes this preload's response: one
  // request, started beside the chunks rather than after them.
  const data = siteDataSrc();
  if (data) preload('preload', data, 'fetch');
  await import(/* @vite-ignore */ app);
}

void start();
