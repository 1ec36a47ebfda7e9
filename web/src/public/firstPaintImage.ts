/**
 * The image the server painted before the app ran (pb_hooks/src/lib/firstPaint.ts): the home
 * hero or a project's cover. React's first render replaces everything in #root; the image is
 * kept instead of thrown away and loaded again: the visitor's largest image stays on screen,
 * already downloaded.
 */

let kept: HTMLImageElement | null = null;

/**
 * Takes the server's `<img data-first-paint>` out of `root` before the app renders (main.tsx).
 * An image that failed to load is left to be replaced (the app draws its placeholder).
 */
export function keepFirstPaintImage(root: HTMLElement): void {
  const image = root.querySelector<HTMLImageElement>('img[data-first-paint]');
  if (!image || (image.complete && image.naturalWidth === 0)) return;
  image.remove();
  kept = image;
}

/** The kept image when it shows the file at `fileUrl` (any thumb of it), else null. */
export function firstPaintImage(fileUrl: string): HTMLImageElement | null {
  if (!kept || !fileUrl) return null;
  const path = (url: string) => new URL(url, window.location.href).pathname;
  return path(kept.getAttribute('src') ?? '') === path(fileUrl) ? kept : null;
}

/** Forgets the kept image (tests). */
export function forgetFirstPaintImage(): void {
  kept = null;
}
