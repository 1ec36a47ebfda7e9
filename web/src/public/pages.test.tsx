import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeSettings } from '../lib/types';
import { LOAD_ERROR_MESSAGE, useSiteStore, type SiteState } from '../stores/site';
import { BROKEN_TEXT, renderRoute } from './testing/renderRoute';
import {
  about,
  contact,
  footer,
  journeyItem,
  member,
  projects,
  residential,
  commercial,
  services,
} from './testing/testRecords';

const homeSettings = {
  id: 'home1',
  collectionId: 'pbc_home',
  collectionName: 'home_settings',
  title: 'We Build Sri Lanka',
  subtitle: 'Homes and offices, built right.',
  backgroundImage: 'bg.jpg',
} as HomeSettings;

function ready(state: Partial<SiteState> = {}) {
  useSiteStore.setState({ loading: false, error: null, footer });
  useSiteStore.setState(state);
}

describe.each(['/', '/services', '/about', '/projects', '/contact'])('%s', (path) => {
  it('shows a loading state while the content loads', async () => {
    await renderRoute(path);
    expect(screen.queryByRole('link', { name: /^Call us on/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
  });

  it('offers to try again when the content could not be loaded', async () => {
    const fetchAll = vi.fn(async () => {});
    useSiteStore.setState({ loading: false, error: LOAD_ERROR_MESSAGE, fetchAll });
    await renderRoute(path);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load this page');
    expect(alert).toHaveTextContent(LOAD_ERROR_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(fetchAll).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('reads well with no content at all: one h1, nothing undefined or NaN', async () => {
    useSiteStore.setState({ loading: false, error: null });
    await renderRoute(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(BROKEN_TEXT);
    expect(document.querySelectorAll('img:not([src]), img[src=""]')).toHaveLength(0);
  });

  it('offers a call button once the content has loaded', async () => {
    ready({ contact });
    await renderRoute(path);
    expect(screen.getByRole('link', { name: 'Call us on +94 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+94112345678',
    );
  });

  it('has a skip link to the main content', async () => {
    ready();
    await renderRoute(path);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('navigation', () => {
  it('moves the focus to the main content when the path changes', async () => {
    const user = userEvent.setup();
    ready();
    await renderRoute('/');
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    // The About page is a lazy screen: the focus moves once it has rendered.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('Home', () => {
  it('shows the hero with calls to action, the figures, services and recent projects', async () => {
    ready({ homeSettings, services, projects, categories: [residential, commercial] });
    useSiteStore.setState((s) => ({
      stats: {
        ...s.stats,
        id: 'st1',
        total_projects: 265,
        ongoing_projects: 12,
        years_experience: 24,
        happy_clients: 240,
      },
    }));
    await renderRoute('/');
    expect(screen.getByRole('heading', { level: 1, name: 'We Build Sri Lanka' })).toBeInTheDocument();
    expect(document.title).toBe('Perera Builders | We Build Sri Lanka');
    expect(screen.getByText('Homes and offices, built right.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Our Projects/ })).toHaveAttribute('href', '/projects');
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: /Contact Us/ })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
    // the hero image is the background image's largest thumb, loaded at once
    const hero = document.querySelector('img[fetchpriority="high"]')!;
    expect(hero.getAttribute('src')).toContain('/api/files/pbc_home/home1/bg.jpg?thumb=1920x0');
    expect(hero).toHaveAttribute('loading', 'eager');

    const figures = screen.getByRole('region', { name: 'Our work in numbers' });
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['265+', '12+', '24+', '240+']);
    for (const name of services.map((s) => s.title)) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Hill Villa' })).toHaveAttribute('href', '/projects/residential/p_villa');
  });

  it('shows the default figures of seed section 9 when the stats are not stored', async () => {
    ready();
    await renderRoute('/');
    const figures = screen.getByRole('region', { name: 'Our work in numbers' });
    const values = within(figures)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['100+', '10+', '20+', '50+']);
  });

  it('says so when there are no projects yet', async () => {
    ready({ services });
    await renderRoute('/');
    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View all projects/ })).not.toBeInTheDocument();
  });

  it('falls back to the company name as its title', async () => {
    ready();
    await renderRoute('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Perera Builders' })).toBeInTheDocument();
  });
});

describe('Services', () => {
  it('shows every service with its icon, image, title and both descriptions', async () => {
    ready({ services });
    await renderRoute('/services');
    const items = within(screen.getByRole('main')).getAllByRole('article');
    expect(items).toHaveLength(3);
    expect(within(items[1]).getByRole('heading', { level: 2, name: 'Cost Control' })).toBeInTheDocument();
    expect(within(items[1]).getByText('Cost Control in short.')).toBeInTheDocument();
    expect(within(items[1]).getByText('Cost Control in detail.')).toBeInTheDocument();
    expect(items[1].querySelector('[data-icon="CostControl"]')).not.toBeNull();
    const img = items[1].querySelector('img')!;
    expect(img.getAttribute('srcset')).toMatch(/thumb=480x320 480w, .*thumb=960x640 960w/);
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '640');
  });

  it('says so when there are no services yet', async () => {
    ready();
    await renderRoute('/services');
    expect(screen.getByRole('heading', { name: 'Services coming soon' })).toBeInTheDocument();
  });
});

describe('About', () => {
  it('shows the about text, the journey sorted by year and the team', async () => {
    ready({
      about,
      journey: [journeyItem('j3', 2020, 'Third'), journeyItem('j1', 2001, 'First'), journeyItem('j2', 2010, 'Second')],
      team: [member('t1', 'Nimal Silva', { role: 'Site Engineer' })],
    });
    await renderRoute('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Perera Builders' })).toBeInTheDocument();
    expect(document.title).toBe('About Perera Builders | Perera Builders');
    expect(screen.getByText('We build homes.')).toBeInTheDocument();
    const journey = screen.getByRole('region', { name: 'Our Journey' });
    expect(
      within(journey)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['First', 'Second', 'Third']);
    const team = screen.getByRole('region', { name: 'Meet the Team' });
    expect(within(team).getByRole('heading', { name: 'Nimal Silva' })).toBeInTheDocument();
    expect(within(team).getByText('Site Engineer')).toBeInTheDocument();
    expect(within(team).getByText('Nimal Silva builds things.')).toBeInTheDocument();
    expect(within(team).getByRole('img', { name: 'Portrait of Nimal Silva' })).toHaveAttribute('loading', 'lazy');
  });

  it('shows friendly empty states without a journey or a team', async () => {
    ready({ about });
    await renderRoute('/about');
    expect(screen.getByRole('heading', { name: 'Our journey is being written' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team introductions coming soon' })).toBeInTheDocument();
  });

  it('shows initials for a member without a photo', async () => {
    ready({ team: [member('t2', 'Eng. Kamala Perera', { avatar: '' })] });
    await renderRoute('/about');
    expect(screen.getByText('KP')).toBeInTheDocument();
  });
});

describe('Contact', () => {
  it('links the email and phone, shows the address and the lazily loaded map', async () => {
    ready({ contact });
    await renderRoute('/contact');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'hello@perera.lk' })).toHaveAttribute(
      'href',
      'mailto:hello@perera.lk',
    );
    expect(within(main).getByRole('link', { name: '+94 11 234 5678' })).toHaveAttribute('href', 'tel:+94112345678');
    expect(within(main).getByText('12 Galle Road, Colombo 03')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Galle%20Road%2C%20Colombo%2003',
    );
    const map = screen.getByTitle('Map showing the location of Perera Builders');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', contact.googleMapsUrl);
    expect(map).toHaveAttribute('loading', 'lazy');
  });

  it('does not frame a maps URL that is not an https Google Maps embed', async () => {
    ready({ contact: { ...contact, googleMapsUrl: 'https://evil.example/maps/embed?pb=1' } });
    await renderRoute('/contact');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Find Us' })).not.toBeInTheDocument();
  });

  it('falls back to the footer email and phone without contact settings', async () => {
    ready();
    await renderRoute('/contact');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'info@perera.lk' })).toHaveAttribute('href', 'mailto:info@perera.lk');
    expect(within(main).getByRole('link', { name: '+94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
  });
});
