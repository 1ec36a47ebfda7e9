import { ISLAND_ATTRIBUTE } from './Island';
import { startIslands, type IslandLoaders } from './startIslands';
import { pageStillLoading as stillLoading, resetPage } from './testing/islandPage';

/** A loader whose module arrives when the test says so. */
function deferredLoader() {
  const mount = vi.fn();
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return { mount };
  });
  return { load, mount, arrive };
}

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(resetPage);

const GALLERY = `<div ${ISLAND_ATTRIBUTE}="gallery" data-props='{"files":["a.jpg"]}'><button type="button">Open photo 1 of 1</button></div>`;
const QUOTE = `<div ${ISLAND_ATTRIBUTE}="quote" data-props='{"phone":"077"}'><input aria-label="Your name"></div>`;

describe('startIslands', () => {
  it('mounts each island with its props once the page has loaded and it is near (jsdom: when idle)', async () => {
    const root = page(GALLERY + QUOTE);
    const gallery = deferredLoader();
    const quote = deferredLoader();
    gallery.arrive();
    quote.arrive();
    const done = startIslands(root, { gallery: gallery.load, quote: quote.load } as IslandLoaders);
    expect(gallery.load).not.toHaveBeenCalled();

    await done;
    const [galleryElement, quoteElement] = root.querySelectorAll<HTMLElement>('[data-island]');
    expect(gallery.mount).toHaveBeenCalledExactlyOnceWith(galleryElement, { files: ['a.jpg'] });
    expect(quote.mount).toHaveBeenCalledExactlyOnceWith(quoteElement, { phone: '077' });
  });

  it('waits for the page to load before it starts them', async () => {
    stillLoading();
    const root = page(GALLERY);
    const gallery = deferredLoader();
    gallery.arrive();
    const done = startIslands(root, { gallery: gallery.load } as unknown as IslandLoaders);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gallery.load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await done;
    expect(gallery.mount).toHaveBeenCalledOnce();
  });

  it.each([
    ['pointerdown', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['focusin', () => new FocusEvent('focusin', { bubbles: true })],
    ['keydown', () => new KeyboardEvent('keydown', { bubbles: true, key: 'a' })],
  ])('starts an island at once on a %s inside it, the others still waiting', async (_, event) => {
    stillLoading();
    const root = page(GALLERY + QUOTE);
    const gallery = deferredLoader();
    const quote = deferredLoader();
    void startIslands(root, { gallery: gallery.load, quote: quote.load } as IslandLoaders);

    root.querySelector('input')!.dispatchEvent(event());
    expect(quote.load).toHaveBeenCalledOnce();
    expect(gallery.load).not.toHaveBeenCalled();
    quote.arrive();
    await vi.waitFor(() => expect(quote.mount).toHaveBeenCalledOnce());

    root.querySelector('input')!.dispatchEvent(event());
    expect(quote.load).toHaveBeenCalledOnce();
  });

  it('holds a click made while the island loads, then gives it to the mounted island', async () => {
    stillLoading();
    const root = page(GALLERY);
    const gallery = deferredLoader();
    const clicked: EventTarget[] = [];
    gallery.mount.mockImplementation((element: HTMLElement) =>
      element.addEventListener('click', (event) => clicked.push(event.target!)),
    );
    void startIslands(root, { gallery: gallery.load } as unknown as IslandLoaders);

    const button = root.querySelector('button')!;
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicked).toEqual([]);

    gallery.arrive();
    await vi.waitFor(() => expect(clicked).toEqual([button]));

    button.click();
    expect(clicked).toEqual([button, button]);
  });

  it('reports an island that cannot start and leaves its markup as it is', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = page(`<div ${ISLAND_ATTRIBUTE}="nothing"><a href="#x">x</a></div>`);
    await startIslands(root, {} as IslandLoaders);
    expect(error).toHaveBeenCalledWith('The island "nothing" could not start', expect.any(Error));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
