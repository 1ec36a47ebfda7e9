// Test setup shared by every unit test: jest-dom matchers, store resets, a clean localStorage.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';

// note: findBy*/waitFor wait 1 s by default; a form's save on a loaded machine took longer.
configure({ asyncUtilTimeout: 5000 });

// note: uses web/__mocks__/zustand.ts, which resets every store after each test.
vi.mock('zustand');

// note: jsdom does not implement scrolling; the app scrolls to the top on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// note: unit tests talk to no server. A request that no test stubbed (a side load such as the
// testimonials below a page) gets an empty list, or 404 for anything else, at once, instead of
// a refused connection on jsdom's origin that each store would log with its stack.
globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (/\/api\/collections\/[^/]+\/records$/.test(url.pathname)) {
    const perPage = Number(url.searchParams.get('perPage') || 30);
    return json(200, { page: 1, perPage, totalItems: 0, totalPages: 0, items: [] });
  }
  return json(404, { status: 404, message: "The requested resource wasn't found.", data: {} });
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // note: react-hot-toast keeps its toasts in a module store that outlives a test file in the
  // worker: the next file's Toaster rendered the last one's and asked jsdom's missing
  // matchMedia (10 of 17 settings tests, or the router's, failed after the other file).
  toast.remove();
});
