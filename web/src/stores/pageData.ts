/**
 * The fetch of the site data a server-rendered page was rendered from (shared/seo.ts
 * `PageDataRef`), made by the app when it starts (main.tsx). The boot script (web/src/boot.ts)
 * preloads the same URL after the page's largest paint, beside the app's chunks, so this fetch
 * takes the preloaded response instead of a request of its own.
 */
import { SITE_DATA_ELEMENT_ID, SITE_DATA_PATH_PREFIX } from '@shared/pageBlocks';
import type { PageDataRef } from '@shared/seo';

/** What became of the page's site data. */
export type PageData =
  /** The data the page was rendered from, and the page's block. */
  | { kind: 'data'; ref: PageDataRef; data: unknown }
  /** No server-rendered page (the admin, sign-in, `make dev`), or a broken block. */
  | { kind: 'none' }
  /** The content was edited since the page was rendered: that data is gone (a 404). */
  | { kind: 'stale' }
  /** The data could not be fetched, retries included (offline, server down). */
  | { kind: 'failed' };

/** Tries of the fetch, and the pause before each retry (a restart, a moment offline, a 429). */
const RETRY_PAUSES_MS = [1000, 3000];
/** How long one try may take. */
const FETCH_TIMEOUT_MS = 15_000;

let pending: Promise<PageData> | null = null;

/** The page's block, or null (none, or broken). */
function readRef(element: Element | null): PageDataRef | null {
  if (!element) return null;
  try {
    const ref = JSON.parse(element.textContent || '') as PageDataRef;
    return ref && typeof ref.src === 'string' && ref.src.startsWith(SITE_DATA_PATH_PREFIX) ? ref : null;
  } catch {
    return null;
  }
}

/** Where the page's site data is (what the boot script preloads), or null. */
export function siteDataSrc(doc: Document = document): string | null {
  return readRef(doc.getElementById(SITE_DATA_ELEMENT_ID))?.src ?? null;
}

/** The page's block, read once and removed (later refreshes read the API), or null. */
function takeRef(doc: Document): PageDataRef | null {
  const element = doc.getElementById(SITE_DATA_ELEMENT_ID);
  element?.remove();
  return readRef(element);
}

/** One try: the data, 'stale' for a version gone, or null when it failed. */
async function fetchOnce(src: string): Promise<{ data: unknown } | 'stale' | null> {
  try {
    const response = await fetch(src, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status === 404) return 'stale';
    return response.ok ? { data: await response.json() } : null;
  } catch {
    return null;
  }
}

async function load(doc: Document): Promise<PageData> {
  const ref = takeRef(doc);
  if (!ref) return { kind: 'none' };
  for (let attempt = 0; ; attempt++) {
    const result = await fetchOnce(ref.src);
    if (result === 'stale') return { kind: 'stale' };
    if (result) return { kind: 'data', ref, data: result.data };
    if (attempt >= RETRY_PAUSES_MS.length) return { kind: 'failed' };
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSES_MS[attempt]));
  }
}

/** The page's site data: fetched on the first call, the same promise after. */
export function pageData(doc: Document = document): Promise<PageData> {
  pending ??= load(doc);
  return pending;
}

/** Forgets the fetch (tests). */
export function resetPageData(): void {
  pending = null;
}
