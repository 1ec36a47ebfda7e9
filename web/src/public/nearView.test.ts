import { NEAR_VIEW_MARGIN, whenNearView } from './nearView';
import { pageStillLoading, resetPage } from './islands/testing/islandPage';

/** An IntersectionObserver the test drives: `show(element)` reports it within the margin. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  show(element: Element, isIntersecting = true) {
    this.report([{ target: element, isIntersecting }]);
  }
}

function elements(count: number): HTMLElement[] {
  document.body.innerHTML = '<div></div>'.repeat(count);
  return [...document.body.querySelectorAll<HTMLElement>('div')];
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
  resetPage();
});

describe('whenNearView', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));

  it('starts each element once, when it comes within a screen of the view, not before', () => {
    const [first, second] = elements(2);
    const task = vi.fn();
    whenNearView([first, second], task, window);
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe(NEAR_VIEW_MARGIN);
    expect(task).not.toHaveBeenCalled();

    observer.show(second, false);
    expect(task).not.toHaveBeenCalled();
    observer.show(second);
    expect(task).toHaveBeenCalledExactlyOnceWith(second);
    expect(observer.watched).toEqual(new Set([first]));

    observer.show(first);
    expect(task.mock.calls).toEqual([[second], [first]]);
  });

  it('watches nothing until the page has loaded', () => {
    pageStillLoading();
    const [element] = elements(1);
    const task = vi.fn();
    whenNearView([element], task, window);
    expect(FakeObserver.last).toBeNull();

    window.dispatchEvent(new Event('load'));
    FakeObserver.last!.show(element);
    expect(task).toHaveBeenCalledExactlyOnceWith(element);
  });
});

describe('whenNearView without IntersectionObserver', () => {
  it('starts every element when the browser is idle after the load', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const list = elements(2);
    const task = vi.fn();
    whenNearView(list, task, window);
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(2));
  });
});
