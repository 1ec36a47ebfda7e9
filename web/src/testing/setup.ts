// Test setup shared by every unit test: jest-dom matchers, store resets, a clean localStorage.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

// note: uses web/__mocks__/zustand.ts, which resets every store after each test.
vi.mock('zustand');

// note: jsdom does not implement scrolling; the app scrolls to the top on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
