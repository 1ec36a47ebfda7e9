/**
 * The page's script: starts the app once the page's largest image has arrived (issue 13).
 *
 * A public page comes whole from the server (web/src/server/renderPage.tsx): the app only makes
 * it interactive (the phone menu, the gallery's lightbox, the quote form), and links work before
 * it runs. So the app's ~100 KB of JavaScript waits until the browser has the stylesheet and the
 * image that is the page's largest paint (the one the server marked `fetchpriority="high"`), at
 * most IMAGE_WAIT_MS, instead of sharing a phone's bandwidth with them; then every chunk the
 * page needs is preloaded at once (the server lists them) and the app hydrates the page. Other
 * pages (admin, sign-in) start at once. Measured in docs/decisions/006-one-render.md.
 */
import './index.css';
import { APP_MODULES_ELEMENT_ID } from '@shared/seo';

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
  for (const href of hrefs) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

async function start(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (image) {
    await imageSettled(image);
    await nextPaint();
  }
  preloadListedModules();
  await import('./main');
}

void start();
