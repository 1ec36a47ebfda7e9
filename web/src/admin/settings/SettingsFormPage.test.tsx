import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { CONTENT, SINGLE_KEYS, type Declaration } from '@shared/content';
import { settingsPath } from '../../lib/paths';
import { useSiteStore } from '../../stores/site';
import { fakeCollection, resetFakePocketBase } from '../kit/testing/fakePocketBase';
import { pngFile, renderScreen } from '../kit/testing/renderScreen';
import { editableFields, SettingsFormPage, settingsTitle } from './SettingsFormPage';
import { words } from '../kit/fieldLabel';
import { untranslated } from '../kit/testing/translations';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../kit/testing/fakePocketBase')).fakePb,
}));
vi.mock('../../lib/compressImage', () => ({ compressImage: vi.fn(async (file: File) => file) }));

beforeEach(() => {
  resetFakePocketBase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  useSiteStore.setState({ fetchAll: vi.fn(async () => {}) });
});

describe('the fields it edits', () => {
  it('can edit every settings collection of the model, each field labelled', () => {
    for (const key of SINGLE_KEYS) {
      const fields = editableFields(key);
      const declared = Object.entries(CONTENT[key].fields) as [string, { translationOf?: object }][];
      expect(fields.map((f) => f.name)).toEqual(declared.filter(([, f]) => !f.translationOf).map(([name]) => name));
      for (const { label } of fields) expect(label).toMatch(/^[A-Z]/);
    }
    expect(words('company_name')).toBe('Company name');
    expect(words('googleMapsUrl')).toBe('Google maps url');
  });

  it('refuses a field it cannot edit, saying what to do', () => {
    const declaration = {
      ...CONTENT.about,
      collection: 'careers_settings',
      fields: { ...CONTENT.about.fields, photos: { type: 'file', maxSelect: 6, thumbs: [], required: false } },
    } as Declaration;
    expect(() => editableFields('careers', declaration)).toThrow(
      "The generic settings form cannot edit careers_settings.photos (a file field): give 'careers' a screen of its own",
    );
  });

  it('takes its heading, sidebar words and path from the declaration', () => {
    expect(settingsTitle('stats')).toBe('Statistics Page Settings');
    expect(settingsPath('homeSettings')).toBe('/admin/home');
    expect(settingsPath('footer')).toBe('/admin/footer');
  });
});

describe('SettingsFormPage', () => {
  it('creates a record from the typed fields, checked by the shared schema, with the toast', async () => {
    const contact = fakeCollection('contact_settings');
    contact.create.mockImplementation(async (data: Record<string, unknown>) => ({ id: 'singletonrecord', ...data }));
    renderScreen(<SettingsFormPage settingsKey="contact" />, '/admin/contact');
    expect(await screen.findByRole('heading', { name: 'Contact Page Settings' })).toBeInTheDocument();
    // The heading shows while the record loads (a spinner below it): the form comes after.
    expect(await screen.findByRole('form', { name: 'Contact Page Settings' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('This field is required');
    expect(contact.create).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'info@example.lk');
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('+94 11 234 5678');
    // A paragraph is a textarea: line breaks are kept.
    const address = screen.getByLabelText('Address');
    expect(address.tagName).toBe('TEXTAREA');
    await user.type(address, '1 Galle Road{enter}Colombo');
    // Its translations beside it (issue 40): the English shown, what is left per language.
    expect(screen.getByRole('group', { name: 'Address' })).toHaveTextContent('English1 Galle Road Colombo');
    const left = screen.getByRole('list', { name: 'Still to translate' });
    expect(left).toHaveTextContent('Sinhala: 1 field to translate');
    await user.type(screen.getByLabelText('Address (Sinhala)'), 'ගාලු පාර');
    expect(screen.getByLabelText('Address (Sinhala)')).toHaveAttribute('lang', 'si');
    expect(left).toHaveTextContent('Sinhala: all translated');
    expect(left).toHaveTextContent('Tamil: 1 field to translate');
    await user.click(screen.getByLabelText('Google maps url'));
    await user.paste('https://www.google.com/maps/embed?pb=x');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Contact page settings created successfully!'));
    expect(contact.create).toHaveBeenCalledWith(
      {
        email: 'info@example.lk',
        phone: '+94 11 234 5678',
        address: '1 Galle Road\nColombo',
        googleMapsUrl: 'https://www.google.com/maps/embed?pb=x',
        whatsapp: '',
        ...untranslated('contact'),
        address_si: 'ගාලු පාර',
      },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('edits numbers as whole numbers', async () => {
    const stats = fakeCollection('stats_settings');
    stats.getFirstListItem.mockResolvedValue({
      id: 'singletonrecord',
      total_projects: 3,
      ongoing_projects: 1,
      years_experience: 5,
      happy_clients: 9,
    });
    renderScreen(<SettingsFormPage settingsKey="stats" />, '/admin/stats');
    const user = userEvent.setup();
    const total = await screen.findByLabelText('Total projects');
    expect(total).toHaveValue(3);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/admin/history/stats/singletonrecord',
    );
    await user.clear(total);
    await user.type(total, '12');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Statistics page settings updated successfully!'));
    expect(stats.update).toHaveBeenCalledWith(
      'singletonrecord',
      expect.objectContaining({ total_projects: 12, ongoing_projects: 1, years_experience: 5, happy_clients: 9 }),
      { signal: expect.any(AbortSignal) },
    );
  });

  it('sends a chosen image under its field, and refuses a file that is not one', async () => {
    const about = fakeCollection('about_settings');
    about.getFirstListItem.mockResolvedValue({ id: 'singletonrecord', title: 'About', description: 'D', image: '' });
    renderScreen(<SettingsFormPage settingsKey="about" />, '/admin/about');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Image'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(/JPEG, PNG, WebP or GIF/)).toBeInTheDocument();
    expect(about.update).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('Image'), pngFile('team.png'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('About page settings updated successfully!'));
    const [id, data] = about.update.mock.calls[0] as [string, Record<string, unknown>];
    expect(id).toBe('singletonrecord');
    expect(data).toMatchObject({ title: 'About', description: 'D' });
    expect((data.image as File).name).toBe('team.png');
  });
});
