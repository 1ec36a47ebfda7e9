/**
 * The page's script. On a public page the server has already painted the header and the top
 * of the page (pb_hooks/src/lib/firstPaint.ts), and lists the app's chunks for that page in a
 * JSON block instead of preloading them: once the browser has painted the page with its
 * largest image (the home hero, a project's cover), this preloads them all at once and starts
 * the app. On a slow link the stylesheet and that image get the bandwidth first, and a phone
 * shows the page before it spends hundreds of milliseconds on JavaScript. Where nothing is
 * painted (admin, not-found pages) the server preloads the chunks and the app starts at once.
 */
import './index.css';

/** How long the app waits at most for the server's hero image. */
const IMAGE_WAIT_MS = 2000;

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

async function afterServerPaint(): Promise<void> {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return;
  await imageSettled(root.querySelector<HTMLImageElement>('img[data-first-paint]'));
  await nextPaint();
}

/** Must match APP_MODULES_ELEMENT_ID in pb_hooks/src/lib/seo.ts. */
const APP_MODULES_ELEMENT_ID = 'app-modules';

/** Preloads the chunks the server listed, in parallel (not one import after another). */
function preloadListedModules(): void {
  const block = document.getElementById(APP_MODULES_ELEMENT_ID);
  if (!block) return;
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(block.textContent || '[]');
  } catch {
    return;
  }
  if (!Array.isArray(hrefs)) return;
  for (const href of hrefs) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

void afterServerPaint().then(() => {
  preloadListedModules();
  return import('./main');
});
