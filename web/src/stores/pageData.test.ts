import { afterEach, expect, it, vi } from 'vitest';
import { SITE_DATA_ELEMENT_ID } from '@shared/seo';
import { pageData, resetPageData, siteDataSrc } from './pageData';

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
  expect(fetch).toHaveBeenCalledWith('/api/site/data/abc123', expect.objectContaining({ signal: expect.anything() }));
  expect(document.getElementById(SITE_DATA_ELEMENT_ID)).toBeNull();
});

it("tells the boot script the data's URL, and leaves the block for the app", () => {
  expect(siteDataSrc()).toBeNull();
  embed('{"src":"https://elsewhere.example/api/site/data/x"}');
  expect(siteDataSrc()).toBeNull();
  document.getElementById(SITE_DATA_ELEMENT_ID)!.remove();
  embed(JSON.stringify(ref));
  expect(siteDataSrc()).toBe('/api/site/data/abc123');
  expect(document.getElementById(SITE_DATA_ELEMENT_ID)).not.toBeNull();
});

it('has none without a block, or with a broken one, and fetches nothing', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  expect(await pageData()).toEqual({ kind: 'none' });
  for (const text of [
    '{not json',
    'null',
    '{"src":5}',
    '{"src":"https://elsewhere.example/api/site/data/x"}',
    '{"src":"//elsewhere.example/api/site/data/x"}',
    '{"src":"/api/collections/users/records"}',
  ]) {
    resetPageData();
    embed(text);
    expect(await pageData()).toEqual({ kind: 'none' });
  }
  expect(fetch).not.toHaveBeenCalled();
});

it('tells a version gone (404) from a fetch that failed after its retries', async () => {
  embed(JSON.stringify(ref));
  const gone = vi.fn(async () => new Response('{}', { status: 404 }));
  vi.stubGlobal('fetch', gone);
  expect(await pageData()).toEqual({ kind: 'stale' });
  expect(gone).toHaveBeenCalledTimes(1);

  vi.useFakeTimers();
  try {
    for (const answer of [
      async () => new Response('oops', { status: 502 }),
      async () => new Response('slow down', { status: 429 }),
      async () => new Response('{broken', { status: 200 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      resetPageData();
      embed(JSON.stringify(ref));
      const fetch = vi.fn(answer);
      vi.stubGlobal('fetch', fetch);
      const result = pageData();
      await vi.advanceTimersByTimeAsync(4000);
      expect(await result).toEqual({ kind: 'failed' });
      expect(fetch).toHaveBeenCalledTimes(3);
    }
  } finally {
    vi.useRealTimers();
  }
});

it('retries a failed fetch: a server back after a restart still starts the app', async () => {
  vi.useFakeTimers();
  try {
    embed(JSON.stringify(ref));
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('bad gateway', { status: 502 }))
      .mockResolvedValueOnce(Response.json({ projects: [] }));
    vi.stubGlobal('fetch', fetch);
    const result = pageData();
    await vi.advanceTimersByTimeAsync(4000);
    expect(await result).toEqual({ kind: 'data', ref, data: { projects: [] } });
    expect(fetch).toHaveBeenCalledTimes(3);
  } finally {
    vi.useRealTimers();
  }
});
