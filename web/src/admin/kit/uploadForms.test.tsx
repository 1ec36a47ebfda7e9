/**
 * Every form that saves images shows each image's progress and a Cancel that leaves the form as
 * it was, nothing saved (issue 15, item 6): the service, team, testimonial, home and about forms,
 * as the project form (`UploadProgress.test.tsx`, e2e `upload-progress`).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import toast from 'react-hot-toast';
import { ServiceFormPage } from '../services/ServiceFormPage';
import { AboutSettingsPage } from '../settings/AboutSettingsPage';
import { HomeSettingsPage } from '../settings/HomeSettingsPage';
import { TeamFormPage } from '../team/TeamFormPage';
import { TestimonialFormPage } from '../testimonials/TestimonialFormPage';
import { useSiteStore } from '../../stores/site';
import { fakeCollection, resetFakePocketBase } from './testing/fakePocketBase';
import { pngFile, renderScreen } from './testing/renderScreen';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('./testing/fakePocketBase')).fakePb,
}));

const compression = vi.hoisted(() => ({ signals: [] as Array<AbortSignal | undefined> }));

vi.mock('../../lib/compressImage', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/compressImage')>();
  return {
    ...actual,
    // A compression that reports 40% and then waits until it is cancelled.
    compressImage: (_file: File, control: { onProgress?: (p: number) => void; signal?: AbortSignal }) => {
      compression.signals.push(control.signal);
      control.onProgress?.(40);
      return new Promise((_resolve, reject) =>
        control.signal?.addEventListener('abort', () => reject(actual.abortError())),
      );
    },
  };
});

const record = { id: 'r1', created: '2030-01-01 00:00:00.000Z', updated: '2030-01-01 00:00:00.000Z' };

interface UploadForm {
  name: string;
  collection: string;
  screen: ReactElement;
  url: string;
  pattern?: string;
  /** The saved record the form edits (read with getOne, or getFirstListItem for settings). */
  saved: Record<string, unknown>;
  settings?: boolean;
  /** A text field the form shows filled from `saved`, and its value. */
  field: [RegExp, string];
  imageLabel: RegExp | string;
  /** The image field's label, which names its preview. */
  preview: string;
  /** The form's own name, when the screen holds more than one. */
  formName?: string;
  submit: string;
}

const FORMS: UploadForm[] = [
  {
    name: 'service',
    collection: 'services',
    screen: <ServiceFormPage />,
    url: '/admin/services/edit/r1',
    pattern: '/admin/services/edit/:serviceId',
    saved: {
      ...record,
      title: 'Renovation',
      icon: 'FaHardHat',
      shortDescription: 'S',
      longDescription: 'L',
      image: 'a.png',
      published: true,
    },
    field: [/^Title$/, 'Renovation'],
    imageLabel: /^Image$/,
    preview: 'Image preview',
    submit: 'Save Changes',
  },
  {
    name: 'team member',
    collection: 'team',
    screen: <TeamFormPage />,
    url: '/admin/team/edit/r1',
    pattern: '/admin/team/edit/:memberId',
    saved: { ...record, name: 'Nimal', role: 'Engineer', bio: 'Bio' },
    field: [/^Name$/, 'Nimal'],
    imageLabel: /^Image$/,
    preview: 'Image preview',
    submit: 'Save Changes',
  },
  {
    name: 'testimonial',
    collection: 'testimonials',
    screen: <TestimonialFormPage />,
    url: '/admin/testimonials/edit/r1',
    pattern: '/admin/testimonials/edit/:testimonialId',
    saved: { ...record, client_name: 'Mrs Perera', client_role: '', project: '', quote: 'Great work.' },
    field: [/^Client Name/, 'Mrs Perera'],
    imageLabel: /^Photo/,
    preview: 'Photo preview',
    submit: 'Save Changes',
  },
  {
    name: 'home settings',
    collection: 'home_settings',
    screen: <HomeSettingsPage />,
    url: '/admin/home',
    saved: { ...record, title: 'Our title', subtitle: 'Our subtitle' },
    settings: true,
    field: [/^Title$/, 'Our title'],
    imageLabel: 'Background Image',
    preview: 'Background Image preview',
    submit: 'Save Settings',
  },
  {
    name: 'about settings',
    collection: 'about_settings',
    screen: <AboutSettingsPage />,
    url: '/admin/about',
    saved: { ...record, title: 'About us', description: 'Since 1999.' },
    settings: true,
    field: [/^Title$/, 'About us'],
    imageLabel: /^Image$/,
    preview: 'Image preview',
    formName: 'About page',
    submit: 'Save Settings',
  },
];

beforeEach(() => {
  resetFakePocketBase();
  compression.signals = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  useSiteStore.setState({ loading: false });
});

it.each(FORMS)("the $name form shows the image's progress, and Cancel leaves it as it was", async (form) => {
  const collection = fakeCollection(form.collection);
  const saved = { collectionName: form.collection, ...form.saved };
  if (form.settings) collection.getFirstListItem.mockResolvedValue(saved);
  else collection.getOne.mockResolvedValue(saved);
  renderScreen(form.screen, form.url, form.pattern);
  const [label, value] = form.field;
  const view = form.formName ? within(await screen.findByRole('form', { name: form.formName })) : screen;
  expect(await view.findByLabelText(label)).toHaveValue(value);

  const user = userEvent.setup();
  await user.upload(view.getByLabelText(form.imageLabel), pngFile('large.png'));
  await user.click(view.getByRole('button', { name: form.submit }));
  expect(await screen.findByText('Compressing 40%')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Compressing large.png' })).toHaveAttribute('value', '40');
  expect(view.getByRole('button', { name: 'Saving...' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
  await waitFor(() => expect(view.getByRole('button', { name: form.submit })).toBeEnabled());
  expect(compression.signals[0]?.aborted).toBe(true);
  expect(screen.queryByRole('region', { name: 'Image uploads' })).not.toBeInTheDocument();
  // As it was: the typed value, the chosen image (its preview), no error, nothing saved.
  expect(view.getByLabelText(label)).toHaveValue(value);
  expect(view.getByAltText(form.preview).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(toast.error).not.toHaveBeenCalled();
  expect(toast.success).not.toHaveBeenCalled();
  expect(collection.create).not.toHaveBeenCalled();
  expect(collection.update).not.toHaveBeenCalled();
});
