import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, ProjectCategory } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { CategoriesPage, categoryDeleteFailure, validateCategory } from './CategoriesPage';
import { clientError, fakeCollection, resetFakePocketBase } from '../kit/testing/fakePocketBase';
import { answerDialog } from '../kit/testing/dialogs';
import { renderScreen } from '../kit/testing/renderScreen';
import { untranslated } from '../kit/testing/translations';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../kit/testing/fakePocketBase')).fakePb,
}));

/** A category's name in Sinhala and Tamil (rows then show nothing left to translate). */
const TRANSLATED = { name_si: 'නම', name_ta: 'பெயர்' };

const categories = [
  { id: 'c1', name: 'Commercial', slug: 'commercial', ...TRANSLATED },
  { id: 'c2', name: 'Residential', slug: 'residential', ...TRANSLATED },
] as ProjectCategory[];
const projects = [
  { id: 'p1', title: 'Tower', category: 'c1', expand: { category: categories[0] } },
  { id: 'p2', title: 'Mall', category: 'c1', expand: { category: categories[0] } },
] as unknown as Project[];

const IN_USE = 'This category still has 2 projects. Move them to another category or delete them first.';

beforeEach(() => {
  resetFakePocketBase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useSiteStore.setState({ loading: false, categories, projects });
});

describe('category rules', () => {
  it('requires a name; a URL name is optional but well formed', () => {
    expect(validateCategory({ name: '', slug: '' })).toEqual({ name: 'This field is required' });
    expect(validateCategory({ name: 'Hotels', slug: 'Hotels & Resorts' }).slug).toMatch(/lowercase letters/);
    expect(validateCategory({ name: 'Hotels', slug: 'hotels-and-resorts' })).toEqual({});
  });

  it("passes on the server's reason for refusing a delete", () => {
    expect(categoryDeleteFailure(clientError(400, IN_USE))).toBe(IN_USE);
    expect(categoryDeleteFailure(clientError(500, 'boom'))).toBe(
      'There was an error deleting the category. Please try again.',
    );
  });
});

describe('CategoriesPage', () => {
  it('lists the categories with their project counts and adds one', async () => {
    fakeCollection('project_categories').create.mockResolvedValue({
      id: 'c3',
      name: 'Hotels',
      slug: 'hotels',
      ...TRANSLATED,
    });
    renderScreen(<CategoriesPage />, '/admin/categories');
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Commercial', 'commercial', '2'],
      ['Residential', 'residential', '0'],
    ]);

    const user = userEvent.setup();
    const add = screen.getByRole('form', { name: 'Add category' });
    await user.type(within(add).getByLabelText(/^Name$/), 'Hotels');
    await user.click(within(add).getByRole('button', { name: 'Add Category' }));
    await waitFor(() =>
      expect(fakeCollection('project_categories').create).toHaveBeenCalledWith(
        { name: 'Hotels', slug: '', ...untranslated('categories') },
        { signal: expect.any(AbortSignal) },
      ),
    );
    expect(await screen.findByRole('cell', { name: 'Hotels' })).toBeInTheDocument();
    expect(within(add).getByLabelText(/^Name$/)).toHaveValue('');
  });

  it('says so when the name is taken', async () => {
    fakeCollection('project_categories').create.mockRejectedValue(
      clientError(400, 'Failed to create record.', {
        name: { code: 'validation_not_unique', message: 'Value must be unique.' },
      }),
    );
    renderScreen(<CategoriesPage />, '/admin/categories');
    const user = userEvent.setup();
    const add = screen.getByRole('form', { name: 'Add category' });
    await user.type(within(add).getByLabelText(/^Name$/), 'commercial');
    await user.click(within(add).getByRole('button', { name: 'Add Category' }));
    expect(await within(add).findByText('A category with this name already exists.')).toBeInTheDocument();
  });

  it('renames a category, and the projects show the new name', async () => {
    fakeCollection('project_categories').update.mockResolvedValue({
      id: 'c1',
      name: 'Offices',
      slug: 'commercial',
      ...TRANSLATED,
    });
    renderScreen(<CategoriesPage />, '/admin/categories');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Commercial' }));
    const rename = screen.getByRole('form', { name: 'Rename Commercial' });
    await user.clear(within(rename).getByLabelText(/^Name$/));
    await user.type(within(rename).getByLabelText(/^Name$/), 'Offices');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fakeCollection('project_categories').update).toHaveBeenCalledWith(
        'c1',
        { name: 'Offices', slug: 'commercial', ...TRANSLATED },
        { signal: expect.any(AbortSignal) },
      ),
    );
    expect(await screen.findByRole('cell', { name: 'Offices' })).toBeInTheDocument();
    expect(useSiteStore.getState().projects[0].expand?.category?.name).toBe('Offices');
  });

  it('shows the server message when a category still has projects, and keeps it', async () => {
    fakeCollection('project_categories').delete.mockRejectedValue(clientError(400, IN_USE));
    renderScreen(<CategoriesPage />, '/admin/categories');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Commercial' }));
    await answerDialog(user, 'Are you sure you want to delete this category?', 'Delete');
    await answerDialog(user, IN_USE, 'OK');
    expect(screen.getByRole('cell', { name: 'Commercial' })).toBeInTheDocument();
  });
});
