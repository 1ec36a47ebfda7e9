import { afterEach, expect, it, vi } from 'vitest';
import { SITE_DATA_ELEMENT_ID } from '@shared/seo';
import { pageData, resetPageData } from './pageData';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_DATA_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

const ref = { src: '/api/site/data/abc123', site: { url: 'https://example.lk', year: 2031, path: '/' } };

afterEach(() => {
  document.getElementById(SITE_DATA_ELEMENT_ID)?.remove();
  resetPageData();
  vi.unstubAllGlobals();
});

it('fetches the data the block names, once, and removes the block', async () => {
  const fetch = vi.fn(async () => Response.json({ projects: [] }));
  vi.stubGlobal('fetch', fetch);
  embed(JSON.stringify(ref));
  const first = pageData();
  expect(pageData()).toBe(first);
  expect(await first).toEqual({ kind: 'data', ref, data: { projects: [] } });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith('/api/site/data/abc123');
  expect(document.getElementById(SITE_DATA_ELEMENT_ID)).toBeNull();
});

it('has none without a block, or with a broken one, and fetches nothing', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  expect(await pageData()).toEqual({ kind: 'none' });
  for (const text of ['{not json', 'null', '{"src":5}', '{"src":"https://elsewhere.example/x"}']) {
    resetPageData();
    embed(text);
    expect(await pageData()).toEqual({ kind: 'none' });
  }
  expect(fetch).not.toHaveBeenCalled();
});

it('tells a version gone (404) from a fetch that failed', async () => {
  embed(JSON.stringify(ref));
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
  expect(await pageData()).toEqual({ kind: 'stale' });

  for (const answer of [
    async () => new Response('oops', { status: 500 }),
    async () => new Response('{broken', { status: 200 }),
    async () => {
      throw new TypeError('Failed to fetch');
    },
  ]) {
    resetPageData();
    embed(JSON.stringify(ref));
    vi.stubGlobal('fetch', answer);
    expect(await pageData()).toEqual({ kind: 'failed' });
  }
});
