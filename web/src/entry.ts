/**
 * The page's script. On the home page the server has already painted the header and hero
 * (pb_hooks/src/lib/firstPaint.ts): the app's code, downloaded meanwhile (the server preloads
 * it), runs once the browser has painted that page with its hero image, so a phone shows the
 * hero before it spends hundreds of milliseconds on evaluating JavaScript. Elsewhere the app
 * starts at once.
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

void afterServerPaint().then(() => import('./main'));
