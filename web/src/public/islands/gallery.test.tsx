import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from '../projects/Gallery';
import { WORDS } from '@shared/words';
import { THUMBS } from '@shared/images';
import { localizeRecord } from '@shared/localize';
import type { Rec } from '@shared/pages';
import { project, residential } from '../testing/testRecords';
import { startIslands } from './startIslands';
import { PAGE_LOADERS, pageStillLoading, resetPage, serverPage, watchedLoaders } from './testing/islandPage';

const villa = project('p_villa', 'Hill Villa', residential, { images_alt: { 'p_villa_b.jpg': 'The terrace at dusk' } });

afterEach(resetPage);

describe('the gallery island', () => {
  it('is rendered by the server with its photos, and hydrates from its props without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    const page = serverPage(<Gallery project={villa} thumbs={THUMBS.projects.images} words={WORDS.en} />);
    const island = page.querySelector<HTMLElement>('[data-island="gallery"]')!;
    expect(JSON.parse(island.dataset.props!)).toEqual({
      record: { id: 'p_villa', collectionId: 'pbc_projects' },
      files: ['p_villa_a.jpg', 'p_villa_b.jpg', 'p_villa_c.jpg'],
      alts: ['Hill Villa, photo 1 of 3', 'The terrace at dusk', 'Hill Villa, photo 3 of 3'],
      altLangs: [null, null, null],
      label: 'Photos of Hill Villa',
      thumbs: THUMBS.projects.images,
      words: {
        open: 'Open photo {n} of {count}',
        counter: 'Photo {n} of {count}',
        close: 'Close',
        previous: 'Previous photo',
        next: 'Next photo',
      },
    });
    const serverButton = screen.getByRole('link', { name: 'Open photo 2 of 3' });
    expect(within(serverButton).getByRole('img')).toHaveAccessibleName('The terrace at dusk');

    await act(() => startIslands(page, PAGE_LOADERS));
    expect(errors).not.toHaveBeenCalled();
    // note: hydration keeps the server's nodes (a mismatch would render them anew)
    expect(screen.getByRole('link', { name: 'Open photo 2 of 3' })).toBe(serverButton);
  });

  it('opens the lightbox on a photo once hydrated: arrows turn, Escape closes, focus returns', async () => {
    const page = serverPage(<Gallery project={villa} thumbs={THUMBS.projects.images} words={WORDS.en} />);
    await act(() => startIslands(page, PAGE_LOADERS));
    const user = userEvent.setup();

    const second = screen.getByRole('link', { name: 'Open photo 2 of 3' });
    await user.click(second);
    const dialog = screen.getByRole('dialog', { name: 'Photos of Hill Villa' });
    expect(within(dialog).getByText('Photo 2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Hill Villa, photo 1 of 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it("speaks the page's language: Tamil names, counter and controls, hydrated from its props", async () => {
    const errors = vi.spyOn(console, 'error');
    const page = serverPage(<Gallery project={villa} thumbs={THUMBS.projects.images} words={WORDS.ta} />);
    await act(() => startIslands(page, PAGE_LOADERS));
    expect(errors).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('link', { name: 'புகைப்படம் 2 / 3 ஐத் திறக்கவும்' }));
    const dialog = screen.getByRole('dialog', { name: 'Hill Villa புகைப்படங்கள்' });
    expect(within(dialog).getByText('புகைப்படம் 2 / 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'மூடுக' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'அடுத்த புகைப்படம்' })).toBeInTheDocument();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Hill Villa, புகைப்படம் 3 / 3');
  });

  it('marks a photo whose alt text is the English standing in for a translation lang="en", in the grid and the lightbox', async () => {
    const tamil = localizeRecord(villa as unknown as Rec, 'projects', 'ta') as unknown as typeof villa;
    const page = serverPage(<Gallery project={tamil} thumbs={THUMBS.projects.images} words={WORDS.ta} />);
    await act(() => startIslands(page, PAGE_LOADERS));
    const grid = screen.getAllByRole('img');
    expect(grid.map((img) => img.getAttribute('lang'))).toEqual([null, 'en', null]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'புகைப்படம் 2 / 3 ஐத் திறக்கவும்' }));
    const photo = within(screen.getByRole('dialog')).getByRole('img', { name: 'The terrace at dusk' });
    expect(photo).toHaveAttribute('lang', 'en');
  });

  it('shows the whole photo in the lightbox, never a cropped thumb (a tall photo on a phone)', async () => {
    const page = serverPage(<Gallery project={villa} thumbs={THUMBS.projects.images} words={WORDS.en} />);
    await act(() => startIslands(page, PAGE_LOADERS));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open photo 1 of 3' }));
    const photo = within(screen.getByRole('dialog')).getByRole('img');
    expect(photo.getAttribute('src')).toBe('/api/files/pbc_projects/p_villa/p_villa_a.jpg?thumb=1600x0');
    expect(photo.getAttribute('srcset')).toBe('/api/files/pbc_projects/p_villa/p_villa_a.jpg?thumb=1600x0 1600w');
  });

  it('opens the photo tapped before its code had arrived', async () => {
    pageStillLoading();
    const page = serverPage(<Gallery project={villa} thumbs={THUMBS.projects.images} words={WORDS.en} />);
    let arrive: () => void = () => {};
    const { loaders, mounted } = watchedLoaders('gallery', new Promise<void>((resolve) => (arrive = resolve)));
    void startIslands(page, loaders);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Open photo 3 of 3' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    arrive();
    await act(() => mounted);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Hill Villa' });
    expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument();
  });
});
