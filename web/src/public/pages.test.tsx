import { screen, within } from '@testing-library/react';
import type { HomeSettings } from '../lib/types';
import type { PublicSite } from './site/SiteContext';
import { BROKEN_TEXT, renderDocument } from './testing/renderDocument';
import {
  about,
  contact,
  footer,
  journeyItem,
  member,
  projects,
  residential,
  commercial,
  service,
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

/** A document at `path` with the footer settings, and `over`. */
function renderPage(path: string, over: Partial<PublicSite> = {}) {
  return renderDocument(path, { footer, ...over });
}

describe.each(['/', '/services', '/about', '/projects', '/contact'])('%s', (path) => {
  it('reads well with no content at all: one h1, nothing undefined or NaN', () => {
    renderDocument(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(BROKEN_TEXT);
    expect(document.querySelectorAll('img:not([src]), img[src=""]')).toHaveLength(0);
    expect(screen.queryByText(/Preview/)).not.toBeInTheDocument();
  });

  it('offers a call button', () => {
    renderPage(path, { contact });
    expect(screen.getByRole('link', { name: 'Call us on +94 11 234 5678' })).toHaveAttribute(
      'href',
      'tel:+94112345678',
    );
  });

  it('has a skip link to the main content, and the footer', () => {
    renderPage(path);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Homes and offices since 1999.');
  });

  it('links to the other pages with plain hrefs to their canonical paths', () => {
    renderPage(path);
    const links = [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!);
    expect(links).toEqual(expect.arrayContaining(['/about', '/services', '/projects', '/contact']));
    // a canonical path: no trailing slash (but the home page's), no host
    for (const href of links) expect(href).toMatch(/^\/$|^\/[^/].*[^/]$/);
  });

  it('says that it is a preview in a staff preview', () => {
    renderPage(path, { preview: true });
    expect(screen.getByText('Preview — drafts are shown. Visitors see only published content.')).toBeInTheDocument();
  });
});

describe('Home', () => {
  it('shows the hero with calls to action, the figures, services and recent projects', () => {
    renderPage('/', {
      homeSettings,
      services,
      projects,
      categories: [residential, commercial],
      stats: { id: 'st1', total_projects: 265, ongoing_projects: 12, years_experience: 24, happy_clients: 240 },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'We Build Sri Lanka' })).toBeInTheDocument();
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

  it('shows the default figures of seed section 9 when the stats are not stored', () => {
    renderPage('/');
    const figures = screen.getByRole('region', { name: 'Our work in numbers' });
    const values = within(figures)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['100+', '10+', '20+', '50+']);
  });

  it('says so when there are no projects yet', () => {
    renderPage('/', { services });
    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View all projects/ })).not.toBeInTheDocument();
  });

  it('falls back to the company name as its title', () => {
    renderPage('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Perera Builders' })).toBeInTheDocument();
  });
});

describe('a staff preview', () => {
  it('marks the draft services and projects, and only those', () => {
    const draftService = { ...service('s_new', 'Roofing', 'FaHardHat'), published: false };
    const draftProject = { ...projects[0], published: false };
    renderPage('/', { preview: true, services: [draftService, services[0]], projects: [draftProject, projects[1]] });
    const servicesRegion = screen.getByRole('region', { name: 'Our Services' });
    expect(within(servicesRegion).getAllByText('Draft')).toHaveLength(1);
    expect(within(servicesRegion).getByRole('heading', { name: /Roofing/ })).toHaveTextContent('RoofingDraft');
    const projectsRegion = screen.getByRole('region', { name: 'Recent Projects' });
    expect(within(projectsRegion).getAllByText('Draft')).toHaveLength(1);
    expect(within(projectsRegion).getAllByRole('listitem')[0]).toHaveTextContent('Draft');
  });
});

describe('Testimonials', () => {
  it("shows what clients say on the home page, from the document's site data", () => {
    const testimonial = {
      id: 't1',
      collectionId: 'pbc_t',
      collectionName: 'testimonials',
      created: '2026-01-01 00:00:00.000Z',
      updated: '2026-01-01 00:00:00.000Z',
      client_name: 'Nimal Perera',
      client_role: 'Home owner, Kandy',
      project: '',
      quote: 'Built right, on time.',
      photo: '',
    };
    renderPage('/', { testimonials: [testimonial] });
    const region = screen.getByRole('region', { name: 'What Our Clients Say' });
    expect(within(region).getByText('Built right, on time.')).toBeInTheDocument();
    expect(within(region).getByText('Nimal Perera')).toBeInTheDocument();
  });
});

describe('Services', () => {
  it('shows every service with its icon, image, title and both descriptions', () => {
    renderPage('/services', { services });
    const items = within(screen.getByRole('main')).getAllByRole('article');
    expect(items).toHaveLength(3);
    expect(within(items[1]).getByRole('heading', { level: 2, name: 'Cost Control' })).toBeInTheDocument();
    expect(within(items[1]).getByText('Cost Control in short.')).toBeInTheDocument();
    expect(within(items[1]).getByText('Cost Control in detail.')).toBeInTheDocument();
    expect(items[1].querySelector('[data-icon="CostControl"]')).not.toBeNull();
    const img = items[1].querySelector('img')!;
    expect(img.getAttribute('srcset')).toMatch(/thumb=480x0 480w, .*thumb=960x0 960w/);
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '640');
  });

  it('says so when there are no services yet', () => {
    renderPage('/services');
    expect(screen.getByRole('heading', { name: 'Services coming soon' })).toBeInTheDocument();
  });
});

describe('About', () => {
  it('shows the about text, the journey sorted by year and the team', () => {
    renderPage('/about', {
      about,
      journey: [journeyItem('j3', 2020, 'Third'), journeyItem('j1', 2001, 'First'), journeyItem('j2', 2010, 'Second')],
      team: [member('t1', 'Nimal Silva', { role: 'Site Engineer' })],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'About Perera Builders' })).toBeInTheDocument();
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

  it('shows friendly empty states without a journey or a team', () => {
    renderPage('/about', { about });
    expect(screen.getByRole('heading', { name: 'Our journey is being written' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team introductions coming soon' })).toBeInTheDocument();
  });

  it('shows initials for a member without a photo', () => {
    renderPage('/about', { team: [member('t2', 'Eng. Kamala Perera', { avatar: '' })] });
    expect(screen.getByText('KP')).toBeInTheDocument();
  });
});

describe('Contact', () => {
  it('links the email and phone, shows the address and the lazily loaded map', () => {
    renderPage('/contact', { contact });
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
    // The page script gives it its address after the largest paint (a noscript copy has it at once).
    expect(map).toHaveAttribute('data-src', contact.googleMapsUrl);
    expect(map).not.toHaveAttribute('src');
    expect(map).toHaveAttribute('loading', 'lazy');
  });

  it('does not frame a maps URL that is not an https Google Maps embed', () => {
    renderPage('/contact', { contact: { ...contact, googleMapsUrl: 'https://evil.example/maps/embed?pb=1' } });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Find Us' })).not.toBeInTheDocument();
  });

  it('falls back to the footer email and phone without contact settings', () => {
    renderPage('/contact');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'info@perera.lk' })).toHaveAttribute('href', 'mailto:info@perera.lk');
    expect(within(main).getByRole('link', { name: '+94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
  });
});
