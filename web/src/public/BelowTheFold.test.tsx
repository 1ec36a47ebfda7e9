import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BelowTheFold } from './BelowTheFold';

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
}

function Sections() {
  return <h2>Our Services</h2>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

it('renders at once where there is no IntersectionObserver', async () => {
  const load = async () => ({ default: Sections });
  render(<BelowTheFold load={load} />);
  expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
});

it('waits for the visitor to read on, then loads and renders the sections', async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const load = vi.fn(async () => ({ default: Sections }));
  const { container } = render(<BelowTheFold load={load} />);
  expect(load).not.toHaveBeenCalled();
  expect(container.querySelector('.min-h-screen')).not.toBeNull();
  act(() => FakeObserver.last!.report([{ isIntersecting: false }]));
  expect(load).not.toHaveBeenCalled();

  fireEvent.scroll(window);
  expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
  expect(load).toHaveBeenCalled();
});

it('loads when its place comes on screen', async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const load = async () => ({ default: Sections });
  render(<BelowTheFold load={load} />);
  act(() => FakeObserver.last!.report([{ isIntersecting: true }]));
  expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
});

it('renders a page shown again at once: its sections are loaded already', async () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const load = async () => ({ default: Sections });
  const first = render(<BelowTheFold load={load} />);
  fireEvent.keyDown(window, { key: 'End' });
  await screen.findByRole('heading', { name: 'Our Services' });
  first.unmount();
  render(<BelowTheFold load={load} />);
  expect(screen.getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
});

it('says so when the code cannot load, and tries again on request', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let attempts = 0;
  const load = async () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Sections };
  };
  render(<BelowTheFold load={load} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the rest of this page.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
  expect(attempts).toBe(2);
});
