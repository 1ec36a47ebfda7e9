/**
 * The fetch of the site data a server-rendered page was rendered from (shared/seo.ts
 * `PageDataRef`): started once, by the boot script after the page's largest paint or by the app,
 * whichever comes first, and shared by both. Kept apart from the stores so that the boot script
 * stays small.
 */
import { SITE_DATA_ELEMENT_ID, type PageDataRef } from '@shared/seo';

/** What became of the page's site data. */
export type PageData =
  /** The data the page was rendered from, and the page's block. */
  | { kind: 'data'; ref: PageDataRef; data: unknown }
  /** No server-rendered page (the admin, sign-in, `make dev`), or a broken block. */
  | { kind: 'none' }
  /** The content was edited since the page was rendered: that data is gone (a 404). */
  | { kind: 'stale' }
  /** The data could not be fetched (offline, server down). */
  | { kind: 'failed' };

let pending: Promise<PageData> | null = null;

/** The page's block, read once and removed (later refreshes read the API), or null. */
function takeRef(doc: Document): PageDataRef | null {
  const element = doc.getElementById(SITE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const ref = JSON.parse(element.textContent || '') as PageDataRef;
    return ref && typeof ref.src === 'string' && ref.src.charAt(0) === '/' ? ref : null;
  } catch {
    return null;
  }
}

async function load(doc: Document): Promise<PageData> {
  const ref = takeRef(doc);
  if (!ref) return { kind: 'none' };
  let response: Response;
  try {
    response = await fetch(ref.src);
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 404) return { kind: 'stale' };
  try {
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'data', ref, data: await response.json() };
  } catch {
    return { kind: 'failed' };
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
