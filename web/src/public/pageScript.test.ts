import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { FooterMenu } from '../lib/types';
import { Header } from './layout/Header';
import { SiteProvider } from './site/SiteContext';
import { testSite } from './testing/renderDocument';
import { EARLY_CLICK, PAGE_STARTED } from '@shared/pageLoader';
import { initSite } from './pageScript';
import { WORDS } from '@shared/words';

let stop: () => void = () => {};

/** The page as the server sends it (the header's markup, no React in the page), the page script run. */
function loadPage(path = '/') {
  const site = testSite(path, { footer: { id: 'f1', company_name: 'Perera Builders' } as FooterMenu });
  document.body.innerHTML = `${renderToString(createElement(SiteProvider, { site, children: createElement(Header) }))}<main><a href="#top">Top</a></main>`;
  stop = initSite(document);
  return userEvent.setup();
}

function scrollTo(y: number) {
  window.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  stop();
  window.scrollY = 0;
  document.body.innerHTML = '';
});

describe('the page script', () => {
  it('turns the header into the floating bar past 10 px of scroll, and back', () => {
    loadPage();
    const bar = screen.getByRole('banner').firstElementChild as HTMLElement;
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    scrollTo(10);
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(bar).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  it('shows the bar as floating at once on a page opened scrolled (a reload, the back button)', () => {
    window.scrollY = 400;
    loadPage();
    expect(screen.getByRole('banner').firstElementChild).toHaveAttribute('data-scrolled', 'true');
  });

  it('opens and closes the phone menu with the toggle', async () => {
    const user = loadPage();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu with Escape, focus back on the toggle', async () => {
    const user = loadPage();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    expect(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Home' }),
    ).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes the phone menu when a link in it is chosen', async () => {
    const user = loadPage('/about');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    // note: jsdom does not navigate; the link is followed by the browser, a full page load.
    menu.addEventListener('click', (event) => event.preventDefault());
    await user.click(within(menu).getByRole('link', { name: 'Services' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves a page without the header alone', () => {
    document.body.innerHTML = '<main><p>No header</p></main>';
    expect(() => (stop = initSite(document))).not.toThrow();
  });

  it('opens the menu for a tap on its toggle that came before the script (kept by the page loader)', () => {
    const site = testSite('/', { footer: { id: 'f1', company_name: 'Perera Builders' } as FooterMenu });
    document.body.innerHTML = renderToString(createElement(SiteProvider, { site, children: createElement(Header) }));
    const toggle = document.querySelector('button[aria-controls="mobile-menu"]')!;
    const win = window as unknown as Record<string, unknown>;
    win[PAGE_STARTED] = false;
    win[EARLY_CLICK] = toggle.firstElementChild ?? toggle;
    stop = initSite(document);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('mobile-menu')).toBeVisible();
    expect(win[EARLY_CLICK]).toBeNull();
    expect(win[PAGE_STARTED]).toBe(true);
  });

  it('gives a frame that waited for the script (the map) its address', async () => {
    document.body.innerHTML = '<iframe title="Map" data-src="https://www.google.com/maps/embed?pb=1"></iframe>';
    stop = initSite(document);
    // note: jsdom has no IntersectionObserver: the frame gets it when idle (nearView.test.ts).
    await vi.waitFor(() =>
      expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=1'),
    );
  });

  it("names the toggle in the page's language, open and closed (its names are in the markup)", async () => {
    const user = loadPage('/si/about');
    const { openMenu, closeMenu } = WORDS.si.site;
    await user.click(screen.getByRole('button', { name: openMenu }));
    expect(screen.getByRole('button', { name: closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: closeMenu }));
    expect(screen.getByRole('button', { name: openMenu })).toHaveAttribute('aria-expanded', 'false');
  });
});
