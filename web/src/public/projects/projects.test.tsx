import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicSite } from '../site/SiteContext';
import { BROKEN_TEXT, renderDocument } from '../testing/renderDocument';
import { commercial, footer, project, projects, renovation, residential } from '../testing/testRecords';

const categories = [commercial, renovation, residential];

/** The document at `path` with the test projects and categories, and `over`. */
function renderPage(path: string, over: Partial<PublicSite> = {}) {
  return renderDocument(path, { footer, categories, projects, ...over });
}

function projectTitles(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Projects', () => {
  it('shows each category with projects, with a cover and its number of projects (an empty one is left out)', async () => {
    renderPage('/projects');
    const section = screen.getByRole('region', { name: 'Project Categories' });
    const tiles = within(section).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Commercial1 project', 'Residential3 projects']);
    expect(within(tiles[1]).getByRole('link', { name: 'Residential' })).toHaveAttribute(
      'href',
      '/projects/residential',
    );
    // the cover of a category is its newest project's cover
    expect(tiles[1].querySelector('img')!.getAttribute('src')).toContain('p_villa_cover.jpg');
  });

  it('lists all projects, with each category as a link to its own page (no script needed)', () => {
    renderPage('/projects');
    const section = screen.getByRole('region', { name: 'All Projects' });
    expect(projectTitles(section)).toEqual(['Hill Villa', 'Lake House', 'City Flats', 'Office Tower']);
    const filter = within(section).getByRole('navigation', { name: 'Projects by category' });
    expect(within(filter).getByRole('link', { name: /All/ })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: /Commercial/ })).toHaveAttribute('href', '/projects/commercial');
    expect(within(filter).queryByRole('link', { name: /Renovation/ })).not.toBeInTheDocument();
  });

  it('says so when there are no projects yet', async () => {
    renderPage('/projects', { projects: [] });
    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Projects by category' })).not.toBeInTheDocument();
  });
});

describe('Project category', () => {
  it("shows that category's projects", async () => {
    renderPage('/projects/residential');
    expect(screen.getByRole('heading', { level: 1, name: 'Residential Projects' })).toBeInTheDocument();
    expect(screen.getByText('3 projects')).toBeInTheDocument();
    const titles = within(screen.getByRole('region', { name: 'Residential projects' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Hill Villa', 'Lake House', 'City Flats']);
    const nav = screen.getByRole('navigation', { name: 'Project categories' });
    expect(within(nav).getByRole('link', { name: 'Residential' })).toHaveAttribute('aria-current', 'page');
  });

  it('loads the first cover at once and lays out (and loads) the other cards only near the viewport', async () => {
    renderPage('/projects/residential');
    const cards = within(screen.getByRole('region', { name: 'Residential projects' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.closest('li')!);
    const covers = cards.map((card) => card.querySelector('img')!);
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    expect(cards[0]).not.toHaveClass('below-fold');
    for (const [i, card] of cards.entries()) {
      if (i === 0) continue;
      expect(card).toHaveClass('below-fold');
      expect(covers[i]).toHaveAttribute('loading', 'lazy');
      expect(covers[i].getAttribute('srcset')).toMatch(/thumb=360x0 360w, .*thumb=480x0 480w, .*thumb=720x0 720w/);
    }
  });

  it('says so when the category has no projects', async () => {
    renderPage('/projects/renovation');
    expect(screen.getByRole('heading', { name: 'No Renovation projects yet' })).toBeInTheDocument();
  });

  it('shows a clear not-found message with a way back for an unknown category', async () => {
    renderPage('/projects/castles');
    expect(screen.getByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText(/no such project category/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/projects');
  });
});

describe('Project detail', () => {
  it('shows the cover, title, status, facts and gallery', async () => {
    renderPage('/projects/residential/p_house');
    expect(screen.getByRole('heading', { level: 1, name: 'Lake House' })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Lake House, Colombo 07' });
    expect(cover.getAttribute('srcset')).toMatch(/p_house_cover\.jpg\?thumb=480x0 480w.*960w.*1600w/);
    expect(cover).toHaveAttribute('loading', 'eager');

    const facts = screen.getByRole('complementary', { name: 'Project details' });
    const pairs = within(facts)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? dt.parentElement?.textContent]);
    expect(pairs).toEqual([
      ['Client', 'Lake House Client'],
      ['Architect', 'Archt. Perera'],
      ['Location', 'Colombo 07'],
      ['Year', '2024'],
      ['Cost', 'LKR 45 Million'],
      ['Status', 'Completed'],
    ]);
    const photos = screen.getAllByRole('link', { name: /Open photo \d of 3/ });
    expect(photos).toHaveLength(3);
    // Each photo is laid out, and its lazy image loaded, only near the viewport; its box keeps
    // the photo's ratio meanwhile (no shift when it is laid out).
    for (const photo of photos) {
      expect(photo.parentElement).toHaveClass('below-fold', 'aspect-[3/2]');
      expect(photo.querySelector('img')).toHaveAttribute('loading', 'lazy');
      expect(photo.querySelector('img')!.getAttribute('srcset')).toMatch(/thumb=360x240 360w, /);
    }
  });

  it('links the previous and next project of the category and back to the category', async () => {
    renderPage('/projects/residential/p_house');
    const nav = screen.getByRole('navigation', { name: 'More projects' });
    expect(within(nav).getByRole('link', { name: /Previous project\s*Hill Villa/ })).toHaveAttribute(
      'href',
      '/projects/residential/p_villa',
    );
    expect(within(nav).getByRole('link', { name: /Next project\s*City Flats/ })).toHaveAttribute(
      'href',
      '/projects/residential/p_flat',
    );
    expect(within(nav).getByRole('link', { name: 'Back to Residential projects' })).toHaveAttribute(
      'href',
      '/projects/residential',
    );
  });

  it('shows the On-going badge and leaves out facts that are not filled in', async () => {
    renderPage('/projects/commercial/p_bare', {
      projects: [
        project('p_bare', 'Bare Project', commercial, {
          client: '',
          cost: '',
          year: 0,
          status: 'On-going',
          images: [],
        }),
      ],
    });
    const facts = screen.getByRole('complementary', { name: 'Project details' });
    expect(
      within(facts)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Architect', 'Location', 'Status']);
    expect(screen.getAllByText('On-going').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(BROKEN_TEXT);
  });

  it('shows a not-found message for an unknown project id', async () => {
    renderPage('/projects/residential/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Residential projects/ })).toHaveAttribute('href', '/projects/residential');
    expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/projects');
  });

  it('opens the gallery in a lightbox that the keyboard can turn and close', async () => {
    const user = userEvent.setup();
    renderPage('/projects/residential/p_house');
    const opener = screen.getByRole('link', { name: 'Open photo 2 of 3' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Photos of Lake House' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByText('Photo 2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img').getAttribute('src')).toContain('p_house_b.jpg?thumb=1600x0');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument();

    // Tab stays inside the dialog
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('turns the lightbox with a swipe', async () => {
    const user = userEvent.setup();
    renderPage('/projects/residential/p_house');
    await user.click(screen.getByRole('link', { name: 'Open photo 1 of 3' }));
    const dialog = screen.getByRole('dialog');
    const stage = within(dialog).getByRole('img').parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from, clientY: 200 }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to, clientY: 200 }] });
    };
    swipe(300, 120); // to the left: next photo
    expect(within(dialog).getByText('Photo 2 of 3')).toBeInTheDocument();
    swipe(120, 300); // to the right: previous photo
    expect(within(dialog).getByText('Photo 1 of 3')).toBeInTheDocument();
    swipe(200, 180); // too short to count
    expect(within(dialog).getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('turns the lightbox with its buttons', async () => {
    const user = userEvent.setup();
    renderPage('/projects/residential/p_house');
    await user.click(screen.getByRole('link', { name: 'Open photo 1 of 3' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 2 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('Photo 1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
