import { render, screen, within } from '@testing-library/react';
import type { FooterMenu, HomeSettings } from '../../lib/types';
import { SiteProvider, type PublicSite } from '../site/SiteContext';
import { testSite } from '../testing/renderDocument';
import { Header, isCurrentLink } from './Header';
import type { Language } from '@shared/languages';
import { WORDS } from '@shared/words';

const footer = { id: 'f1', company_name: ' Perera Builders ' } as FooterMenu;

function renderHeader(path = '/', over: Partial<PublicSite> = { footer }) {
  render(
    <SiteProvider site={testSite(path, over)}>
      <Header />
    </SiteProvider>,
  );
}

describe('Header', () => {
  it('shows the logo, the company name and the five links', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Perera Builders' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['About', '/about'],
      ['Projects', '/projects'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('shows the uploaded logo, and makes up no name without one', () => {
    const homeSettings = { id: 'h1', collectionId: 'pbc_home', logo: 'logo.png' } as HomeSettings;
    renderHeader('/', { homeSettings });
    const home = screen.getAllByRole('link').find((a) => a.querySelector('img'));
    expect(home).toHaveAttribute('href', '/');
    expect(home?.querySelector('img')?.getAttribute('src')).toMatch(/logo\.png\?thumb=96x96$/);
    expect(home).toHaveTextContent(/^$/);
  });

  it('marks the current page: Home on / only, a section on its path and below', () => {
    renderHeader('/projects/residential');
    // note: the phone menu is hidden until opened, so it is found by its id
    for (const nav of [
      screen.getByRole('navigation', { name: 'Main' }),
      document.querySelector<HTMLElement>('#mobile-menu nav[aria-label="Mobile"]')!,
    ]) {
      expect(within(nav).getByText('Projects')).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByText('Home')).not.toHaveAttribute('aria-current');
      expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    }
    expect(isCurrentLink('/', '/')).toBe(true);
    expect(isCurrentLink('/', '/services')).toBe(false);
    expect(isCurrentLink('/projects', '/projects')).toBe(true);
    expect(isCurrentLink('/projects', '/projectsx')).toBe(false);
  });

  it('renders the phone menu closed, its toggle saying so (the page script opens it)', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(document.getElementById('mobile-menu')).toHaveAttribute('hidden');
  });

  it('carries both looks of the bar, the floating one under data-scrolled="true"', () => {
    renderHeader();
    const bar = screen.getByRole('banner').firstElementChild as HTMLElement;
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    expect(bar.className).toMatch(/(^| )border-b border-slate-200 bg-white( |$)/);
    for (const look of ['rounded-2xl', 'bg-white/80', 'backdrop-blur-md', 'border-white/60', 'shadow-lg']) {
      expect(bar.classList).toContain(`data-[scrolled=true]:${look}`);
      expect(bar.classList).not.toContain(look);
    }
  });

  it('in Sinhala: the links, their names and the current page in Sinhala, the toggle named in Sinhala', () => {
    renderHeader('/si/projects/residential');
    const words = WORDS.si;
    const nav = screen.getByRole('navigation', { name: words.site.mainNav });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      [words.pages.home, '/si'],
      [words.pages.services, '/si/services'],
      [words.pages.aboutCrumb, '/si/about'],
      [words.pages.projects, '/si/projects'],
      [words.pages.contactCrumb, '/si/contact'],
    ]);
    expect(within(nav).getByText(words.pages.projects)).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Perera Builders' })).toHaveAttribute('href', '/si');
    const toggle = screen.getByRole('button', { name: words.site.openMenu });
    expect(toggle).toHaveAttribute('data-close-label', words.site.closeMenu);
  });

  it.each([
    ['/', ['/', '/si', '/ta'], 'en'],
    [
      '/ta/projects/residential/p1',
      ['/projects/residential/p1', '/si/projects/residential/p1', '/ta/projects/residential/p1'],
      'ta',
    ],
    ['/si', ['/', '/si', '/ta'], 'si'],
    // A not-found page (one file for every missing project): each language's projects.
    ['/si/projects/residential/_', ['/projects', '/si/projects', '/ta/projects'], 'si'],
    ['/projects/_/_', ['/projects', '/si/projects', '/ta/projects'], 'en'],
  ])('offers %s in each language, in the header and the phone menu, the current one marked', (path, hrefs, current) => {
    renderHeader(path);
    const switchers = document.querySelectorAll(`nav[aria-label="${WORDS[current as Language].site.languages}"]`);
    expect(switchers).toHaveLength(2);
    expect(document.getElementById('mobile-menu')!.contains(switchers[1])).toBe(true);
    for (const switcher of switchers) {
      const links = [...switcher.querySelectorAll('a')];
      expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.hreflang, a.lang])).toEqual([
        ['English', hrefs[0], 'en', 'en'],
        ['සිංහල', hrefs[1], 'si', 'si'],
        ['தமிழ்', hrefs[2], 'ta', 'ta'],
      ]);
      expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.lang)).toEqual([current]);
    }
  });
});
