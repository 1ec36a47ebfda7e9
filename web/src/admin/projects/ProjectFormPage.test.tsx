import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compressImage } from '../../lib/compressImage';
import type { Project, ProjectCategory } from '../../lib/types';
import { useSiteStore } from '../../stores/site';
import { adminData } from '../data/adminData';
import { stubRecords } from '../../testing/stubAdminData';
import {
  COVER_REQUIRED_MESSAGE,
  newProjectValues,
  PROJECT_SAVE_FAILED_MESSAGE,
  ProjectFormPage,
  projectPayload,
  moved,
  validateProject,
  YEAR_MESSAGE,
  keptGalleryAlt,
  newGalleryAlt,
} from './ProjectFormPage';
import { fakeCollection, resetFakePocketBase } from '../kit/testing/fakePocketBase';
import { pngFile, renderScreen } from '../kit/testing/renderScreen';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../kit/testing/fakePocketBase')).fakePb,
}));
vi.mock('../../lib/compressImage', () => ({ compressImage: vi.fn(async (file: File) => file) }));

const categories = [
  { id: 'c1', name: 'Commercial', slug: 'commercial' },
  { id: 'c2', name: 'Residential', slug: 'residential' },
] as ProjectCategory[];

const project = {
  id: 'p1',
  collectionId: 'pbc_projects',
  collectionName: 'projects',
  title: 'Lake House',
  category: 'c2',
  client: 'Mr Silva',
  architect: 'Studio A',
  location: 'Kandy',
  cost: 'LKR 40M',
  year: 2021,
  status: 'Completed',
  coverImage: 'cover_1.jpg',
  images: ['a_1.jpg', 'b_2.jpg'],
  created: '2024-01-01 00:00:00.000Z',
} as Project;

const valid = {
  ...newProjectValues([]),
  title: 'Tower',
  category: 'c1',
  client: 'Client',
  architect: 'Architect',
  location: 'Colombo',
  cost: 'LKR 1B',
  year: '2024',
  status: 'On-going' as const,
  coverImage_alt: '',
};
const noFiles = { cover: null, hasCover: true, added: [], existing: [], removed: [] };

beforeEach(() => {
  resetFakePocketBase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useSiteStore.setState({ loading: false, categories });
});

describe('validateProject', () => {
  it('requires every field, with the same message', () => {
    const empty = {
      ...newProjectValues([]),
      title: '',
      category: '',
      client: ' ',
      architect: '',
      location: '',
      cost: '',
      year: '',
      status: 'On-going' as const,
      coverImage_alt: 'a'.repeat(301),
    };
    expect(validateProject(empty, noFiles)).toEqual({
      title: 'This field is required',
      category: 'Choose a category.',
      client: 'This field is required',
      architect: 'This field is required',
      location: 'This field is required',
      cost: 'This field is required',
      year: 'This field is required',
      coverImage_alt: 'Keep this under 300 characters.',
    });
  });

  it.each(['20x4', '2024.5', '1800', '3000'])('refuses the year %s', (year) => {
    expect(validateProject({ ...valid, year }, noFiles).year).toBe(YEAR_MESSAGE);
  });

  it('needs a cover for a new project, and accepts only server image types', () => {
    expect(validateProject(valid, { ...noFiles, hasCover: false }).coverImage).toBe(COVER_REQUIRED_MESSAGE);
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    expect(validateProject(valid, { ...noFiles, cover: svg }).coverImage).toBe(
      'Choose a JPEG, PNG, WebP or GIF image.',
    );
    expect(validateProject(valid, { ...noFiles, added: [svg] }).images).toBe('Choose a JPEG, PNG, WebP or GIF image.');
  });

  it('allows at most 30 gallery images after removals', () => {
    const existing = Array.from({ length: 29 }, (_, i) => `e${i}.jpg`);
    expect(validateProject(valid, { ...noFiles, existing, added: [pngFile(), pngFile()] }).images).toBe(
      'A project can have at most 30 gallery images.',
    );
    expect(
      validateProject(valid, { ...noFiles, existing, added: [pngFile(), pngFile()], removed: ['e1.jpg'] }),
    ).toEqual({});
  });
});

describe('projectPayload', () => {
  it('parses the year as an integer and sends new and removed gallery images', () => {
    const cover = pngFile('cover.png');
    const added = [pngFile('g1.png'), pngFile('g2.png')];
    expect(
      projectPayload(
        { ...valid, title: ' Tower ', coverImage_alt: ' The tower at dusk ', description: ' Two\n\nparagraphs ' },
        cover,
        added,
        ['old.jpg'],
      ),
    ).toEqual({
      title: 'Tower',
      category: 'c1',
      client: 'Client',
      architect: 'Architect',
      location: 'Colombo',
      cost: 'LKR 1B',
      year: 2024,
      status: 'On-going',
      coverImage_alt: 'The tower at dusk',
      description: 'Two\n\nparagraphs',
      coverImage_focus: null,
      coverImage: cover,
      images: added,
      'images-': ['old.jpg'],
    });
  });

  it('appends new gallery files with images+ when updating (a plain images would replace them all)', () => {
    const added = [pngFile('g1.png')];
    const payload = projectPayload(valid, null, added, ['old.jpg'], true);
    expect(payload['images+']).toBe(added);
    expect(payload).not.toHaveProperty('images');
    expect(payload['images-']).toEqual(['old.jpg']);
  });

  it('sends a reordered gallery as the whole list, the removed left out, new files appended after it', () => {
    const added = [pngFile('g1.png')];
    const payload = projectPayload(valid, null, added, ['b.jpg'], true, ['c.jpg', 'a.jpg', 'b.jpg']);
    expect(payload.images).toEqual(['c.jpg', 'a.jpg']);
    expect(payload['images+']).toBe(added);
    expect(payload).not.toHaveProperty('images-');
  });

  it('moves a name one place, or to a dropped place, and never past an end', () => {
    expect(moved(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'b', 'c']);
  });

  it('leaves out files that did not change', () => {
    const payload = projectPayload(valid, null, [], []);
    expect(payload).not.toHaveProperty('coverImage');
    expect(payload).not.toHaveProperty('images');
    expect(payload).not.toHaveProperty('images-');
  });
});

describe('keptGalleryAlt', () => {
  it('keeps the trimmed alt texts of the files that stay, and no empty ones', () => {
    expect(
      keptGalleryAlt({ 'a.jpg': ' Kitchen ', 'b.jpg': 'Gone', 'c.jpg': '  ' }, ['a.jpg', 'b.jpg', 'c.jpg'], ['b.jpg']),
    ).toEqual({ 'a.jpg': 'Kitchen' });
  });
});

describe('new project form', () => {
  it('defaults to the current year, On-going and the first category', () => {
    expect(newProjectValues(categories, new Date('2031-06-01'))).toMatchObject({
      year: '2031',
      status: 'On-going',
      category: 'c1',
    });
    renderScreen(<ProjectFormPage />, '/admin/projects/new');
    expect(screen.getByRole('heading', { name: 'Add New Project' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Completion Year/)).toHaveValue(new Date().getFullYear());
    expect(screen.getByLabelText(/Status/)).toHaveValue('On-going');
    expect(screen.getByLabelText(/Category/)).toHaveValue('c1');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/projects');
  });

  it('shows every required message and sends nothing when empty', async () => {
    const createProject = vi.fn();
    stubRecords(adminData.projects, { create: createProject });
    renderScreen(<ProjectFormPage />, '/admin/projects/new');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Completion Year/));
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    expect(screen.getByText(COVER_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title$/)).toHaveAttribute('aria-invalid', 'true');
    expect(createProject).not.toHaveBeenCalled();
  });

  it('compresses the images, creates the project ("Creating..." while busy) and returns to the list', async () => {
    let finish: (value: unknown) => void = () => {};
    const createProject = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    stubRecords(adminData.projects, { create: createProject });
    renderScreen(<ProjectFormPage />, '/admin/projects/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Title$/), 'Tower');
    await user.selectOptions(screen.getByLabelText(/Category/), 'c2');
    await user.type(screen.getByLabelText(/Client/), 'Client');
    await user.type(screen.getByLabelText(/Architect/), 'Architect');
    await user.type(screen.getByLabelText(/Location/), 'Colombo');
    await user.type(screen.getByLabelText(/Cost/), 'LKR 1B');
    await user.selectOptions(screen.getByLabelText(/Status/), 'Completed');
    const cover = pngFile('cover.png');
    await user.upload(screen.getByLabelText(/Cover Image/), cover);
    await user.upload(screen.getByLabelText('Gallery Images'), [
      pngFile('g1.png'),
      pngFile('g2.png'),
      pngFile('g3.png'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove new image g2.png' }));
    expect(await screen.findByAltText('Cover Image preview')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );

    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(createProject).toHaveBeenCalledTimes(1);
    expect(compressImage).toHaveBeenCalledTimes(3);
    const payload = (createProject.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(payload).toMatchObject({
      title: 'Tower',
      category: 'c2',
      year: new Date().getFullYear(),
      status: 'Completed',
      coverImage: cover,
    });
    expect((payload.images as File[]).map((f) => f.name)).toEqual(['g1.png', 'g3.png']);

    finish({ id: 'p9' });
    expect(await screen.findByText('Now at /admin/projects')).toBeInTheDocument();
  });

  it('shows the red alert when saving fails, and can try again', async () => {
    const createProject = vi.fn().mockRejectedValue(new Error('500'));
    stubRecords(adminData.projects, { create: createProject });
    renderScreen(<ProjectFormPage />, '/admin/projects/new');
    const user = userEvent.setup();
    for (const label of [/^Title$/, /^Client$/, /Architect/, /Location/, /Cost/])
      await user.type(screen.getByLabelText(label), 'x');
    await user.upload(screen.getByLabelText(/Cover Image/), pngFile());
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PROJECT_SAVE_FAILED_MESSAGE);
    expect(PROJECT_SAVE_FAILED_MESSAGE).toBe('Failed to save project.');
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled();
  });
});

describe('edit project form', () => {
  it('loads the project, removes an existing image (images-) and saves ("Save Changes")', async () => {
    fakeCollection('projects').getOne.mockResolvedValue(project);
    const updateProject = vi.fn().mockResolvedValue(project);
    stubRecords(adminData.projects, { update: updateProject });
    renderScreen(<ProjectFormPage />, '/admin/projects/edit/p1', '/admin/projects/edit/:projectId');

    expect(await screen.findByDisplayValue('Lake House')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Project' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Category/)).toHaveValue('c2');
    const gallery = screen.getByRole('list', { name: 'Images in the gallery' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove image a_1.jpg' }));
    expect(screen.getByText('1 image will be removed when you save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(updateProject).toHaveBeenCalledTimes(1));
    const [id, payload] = updateProject.mock.calls[0] as [string, Record<string, unknown>];
    expect(id).toBe('p1');
    expect(payload['images-']).toEqual(['a_1.jpg']);
    expect(payload).not.toHaveProperty('coverImage');
    expect(await screen.findByText('Now at /admin/projects')).toBeInTheDocument();
  });

  it('says so when the project no longer exists', async () => {
    renderScreen(<ProjectFormPage />, '/admin/projects/edit/gone', '/admin/projects/edit/:projectId');
    expect(await screen.findByRole('alert')).toHaveTextContent('This project no longer exists.');
  });
});

it("newGalleryAlt keys the new files' alt texts by their place among the files sent, trimmed, empty ones left out", () => {
  expect(newGalleryAlt([' The hall ', '', '  ', 'The roof'])).toEqual({ '+0': 'The hall', '+3': 'The roof' });
});
