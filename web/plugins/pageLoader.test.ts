import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { PAGE_LOADER_SCRIPT } from '../../shared/pageLoader.ts';
import { pageLoader } from './pageLoader.ts';

const handler = (pageLoader().transformIndexHtml as { handler: (h: string, c: IndexHtmlTransformContext) => string })
  .handler;
const built = (filename: string) => ({ filename, bundle: {} }) as unknown as IndexHtmlTransformContext;
const TAG = '<script type="module" crossorigin src="/assets/page-AbC_1.js"></script>';

describe('pageLoader', () => {
  it("puts the loader in place of the page template's module tag, the module's URL in data-src", () => {
    const html = handler(`<head>${TAG}<link rel="stylesheet" href="/assets/style.css"></head>`, built('/w/page.html'));
    expect(html).toBe(
      `<head><script data-src="/assets/page-AbC_1.js">${PAGE_LOADER_SCRIPT}</script><link rel="stylesheet" href="/assets/style.css"></head>`,
    );
  });

  it("leaves the SPA's document alone, and refuses a template with no module tag or two", () => {
    expect(handler(`<head>${TAG}</head>`, built('/w/index.html'))).toBe(`<head>${TAG}</head>`);
    expect(() => handler('<head></head>', built('/w/page.html'))).toThrow(/expected one module script, found 0/);
    expect(() => handler(`${TAG}${TAG}`, built('/w/page.html'))).toThrow(/found 2/);
  });
});
