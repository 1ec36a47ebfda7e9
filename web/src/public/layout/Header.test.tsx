import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../testing/renderRoutes';
import type { FooterMenu } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { Header } from './Header';

function renderHeader(path = '/') {
  return renderRoutes([{ path: '*', element: <Header /> }], path).history;
}

const footer = { id: 'f1', company_name: 'Perera Builders' } as FooterMenu;

describe('Header', () => {
  it('shows the logo with Loading... while the site settings load', () => {
    renderHeader();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('shows the company name and the five links', () => {
    useSiteStore.setState({ loading: false, footer });
    renderHeader();
    expect(screen.getByRole('link', { name: /Perera Builders/ })).toHaveAttribute('href', '/');
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

  it('marks the current page in the navigation', () => {
    useSiteStore.setState({ loading: false, footer });
    renderHeader('/projects/residential');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('closes the mobile menu with Escape', async () => {
    const user = userEvent.setup();
    useSiteStore.setState({ loading: false, footer });
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the mobile menu with the toggle and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    useSiteStore.setState({ loading: false, footer });
    const history = renderHeader();

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });

    await user.click(within(menu).getByRole('link', { name: 'Services' }));
    expect(history.location.pathname).toBe('/services');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('becomes a floating bar once scrolled past 10 px', () => {
    useSiteStore.setState({ loading: false });
    renderHeader();
    const bar = screen.getByRole('banner').firstElementChild as HTMLElement;
    expect(bar.className).not.toMatch(/rounded-2xl/);
    expect(bar).toHaveAttribute('data-scrolled', 'false');

    act(() => {
      window.scrollY = 10;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar.className).not.toMatch(/rounded-2xl/);

    act(() => {
      window.scrollY = 11;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bar.className).toMatch(/rounded-2xl/);
    expect(bar.className).toMatch(/backdrop-blur/);
    expect(bar.className).toMatch(/bg-white\/80/);
    expect(bar).toHaveAttribute('data-scrolled', 'true');

    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });
});
