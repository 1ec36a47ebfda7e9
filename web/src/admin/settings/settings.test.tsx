import type { Mock } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { useSiteStore } from '../../stores/site';
import { ContactSettingsPage, validateContact } from './ContactSettingsPage';
import { FooterSettingsPage, validateFooter } from './FooterSettingsPage';
import { HomeSettingsPage, validateHome } from './HomeSettingsPage';
import { AboutSettingsPage, validateAbout } from './AboutSettingsPage';
import { CONTACT_EXAMPLES, FOOTER_EXAMPLES, HOME_EXAMPLES } from './settingsDefaults';
import { StatsSettingsPage, statsPayload, validateStats } from './StatsSettingsPage';
import { clientError, fakeCollection, resetFakePocketBase } from '../kit/testing/fakePocketBase';
import { pngFile, renderScreen } from '../kit/testing/renderScreen';
import { untranslated } from '../kit/testing/translations';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../kit/testing/fakePocketBase')).fakePb,
}));
vi.mock('../../lib/compressImage', () => ({ compressImage: vi.fn(async (file: File) => file) }));

let fetchAll: Mock<() => Promise<void>>;

beforeEach(() => {
  resetFakePocketBase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'loading').mockReturnValue('toast-1');
  fetchAll = vi.fn(async () => {});
  useSiteStore.setState({ fetchAll });
});

describe('validation', () => {
  it('home: title and subtitle required', () => {
    expect(validateHome({ title: '', subtitle: ' ', backgroundImage_focus: '50 50' }, null, null)).toEqual({
      title: 'This field is required',
      subtitle: 'This field is required',
    });
  });

  it('about: title and description required', () => {
    expect(validateAbout({ title: '', description: '' }, null)).toEqual({
      title: 'This field is required',
      description: 'This field is required',
    });
  });

  it('contact: all four required, email and maps address well formed', () => {
    expect(validateContact({ email: '', phone: '', address: '', googleMapsUrl: '' })).toEqual({
      email: 'This field is required',
      phone: 'This field is required',
      address: 'This field is required',
      googleMapsUrl: 'This field is required',
    });
    expect(validateContact(CONTACT_EXAMPLES)).toEqual({});
    // The server hook's own rule: only a Google Maps embed link may be framed.
    expect(
      validateContact({
        ...CONTACT_EXAMPLES,
        email: 'not-an-email',
        googleMapsUrl: 'https://www.google.com/maps/place/Colombo',
      }),
    ).toEqual({
      email: 'Enter a valid email address.',
      googleMapsUrl: expect.stringMatching(/^Must be a Google Maps embed link/),
    });
    // WhatsApp is optional, but a filled number must be one.
    expect(validateContact({ ...CONTACT_EXAMPLES, whatsapp: '077 258 4710' })).toEqual({});
    expect(validateContact({ ...CONTACT_EXAMPLES, whatsapp: '12345' })).toEqual({
      whatsapp: 'Enter a phone number like 077 123 4567 or +94 77 123 4567.',
    });
  });

  it('footer: everything optional, but filled links and email must be well formed', () => {
    const empty = {
      company_name: '',
      footer_about: '',
      footer_phone: '',
      footer_email: '',
      facebook_url: '',
      instagram_url: '',
    };
    expect(validateFooter(empty)).toEqual({});
    expect(
      validateFooter({
        ...empty,
        footer_email: 'x',
        facebook_url: 'https://evil.example/fb',
        instagram_url: 'https://instagram.com/x',
      }),
    ).toEqual({
      footer_email: 'Enter a valid email address.',
      facebook_url: 'Must be an https link to a Facebook page, like https://www.facebook.com/yourpage.',
    });
  });

  it('stats: each number required with the seed message, whole and not negative', () => {
    expect(
      validateStats({ total_projects: '', ongoing_projects: '', years_experience: '', happy_clients: '' }),
    ).toEqual({
      total_projects: 'This field is required',
      ongoing_projects: 'This field is required',
      years_experience: 'This field is required',
      happy_clients: 'This field is required',
    });
    expect(
      validateStats({ total_projects: '-1', ongoing_projects: '0', years_experience: '2.5', happy_clients: '7' }),
    ).toEqual({
      total_projects: 'Enter a whole number of 0 or more.',
      years_experience: 'Enter a whole number of 0 or more.',
    });
    expect(
      statsPayload({ total_projects: '12', ongoing_projects: '0', years_experience: '20', happy_clients: '50' }),
    ).toEqual({
      total_projects: 12,
      ongoing_projects: 0,
      years_experience: 20,
      happy_clients: 50,
    });
  });
});

describe('HomeSettingsPage', () => {
  it('shows examples as placeholders (not values) when there is no record, creates it, then updates it', async () => {
    const home = fakeCollection('home_settings');
    home.create.mockImplementation(async (data: Record<string, unknown>) => ({
      id: 'singletonrecord',
      collectionName: 'home_settings',
      ...data,
    }));
    renderScreen(<HomeSettingsPage />, '/admin/home');
    const titleField = await screen.findByLabelText(/^Title$/);
    expect(titleField).toHaveValue('');
    expect(titleField).toHaveAttribute('placeholder', HOME_EXAMPLES.title);
    expect(toast.error).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.type(titleField, 'Our title');
    await user.type(screen.getByLabelText(/^Subtitle$/), 'Our subtitle');
    await user.upload(screen.getByLabelText('Background Image'), pngFile('bg.png'));
    await user.upload(screen.getByLabelText('Logo'), pngFile('logo.png'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Home page settings created successfully!'));
    expect(home.create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Our title',
        backgroundImage: expect.any(File),
        logo: expect.any(File),
      }),
      expect.objectContaining({ signal: expect.any(AbortSignal), fetch: expect.any(Function) }),
    );
    expect((home.create.mock.calls[0][0] as { logo: File }).logo.name).toBe('logo.png');
    expect(fetchAll).toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Title$/));
    await user.type(screen.getByLabelText(/^Title$/), 'New title');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Home page settings updated successfully!'));
    expect(home.update).toHaveBeenCalledWith(
      'singletonrecord',
      {
        title: 'New title',
        subtitle: 'Our subtitle',
        backgroundImage_focus: null,
        ...untranslated('homeSettings'),
      },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('requires the title and shows the seed toast when saving fails', async () => {
    fakeCollection('home_settings').getFirstListItem.mockResolvedValue({
      id: 'singletonrecord',
      title: 'T',
      subtitle: 'S',
    });
    fakeCollection('home_settings').update.mockRejectedValue(clientError(400, 'Failed to update record.'));
    renderScreen(<HomeSettingsPage />, '/admin/home');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Title$/));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(fakeCollection('home_settings').update).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Title$/), 'T2');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update settings.'));
  });

  it('says so when the settings cannot be read at all', async () => {
    fakeCollection('home_settings').getFirstListItem.mockRejectedValue(clientError(0, 'Failed to fetch'));
    renderScreen(<HomeSettingsPage />, '/admin/home');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load settings.');
  });
});

describe('AboutSettingsPage', () => {
  it('updates the existing record with the About toast', async () => {
    fakeCollection('about_settings').getFirstListItem.mockResolvedValue({
      id: 'singletonrecord',
      title: 'About',
      description: 'D',
      image: '',
    });
    renderScreen(<AboutSettingsPage />, '/admin/about');
    const form = await screen.findByRole('form', { name: 'About page' });
    await userEvent.setup().click(form.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('About page settings updated successfully!'));
    expect(fakeCollection('about_settings').update).toHaveBeenCalledWith(
      'singletonrecord',
      {
        title: 'About',
        description: 'D',
        ...untranslated('about'),
      },
      { signal: expect.any(AbortSignal) },
    );
  });
});

describe('ContactSettingsPage', () => {
  it('never saves the examples: without a record the fields are empty and required', async () => {
    renderScreen(<ContactSettingsPage />, '/admin/contact');
    const email = await screen.findByLabelText(/Email/);
    expect(email).toHaveValue('');
    expect(email).toHaveAttribute('placeholder', CONTACT_EXAMPLES.email);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('This field is required');
    expect(fakeCollection('contact_settings').create).not.toHaveBeenCalled();
  });

  /** The Contact screen with its four required fields typed, as staff would. */
  async function contactTyped() {
    renderScreen(<ContactSettingsPage />, '/admin/contact');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), CONTACT_EXAMPLES.email);
    await user.type(screen.getByLabelText(/Phone/), CONTACT_EXAMPLES.phone);
    await user.type(screen.getByLabelText(/^Address$/), CONTACT_EXAMPLES.address);
    await user.type(screen.getByLabelText(/Google Maps Embed URL/), CONTACT_EXAMPLES.googleMapsUrl);
    return user;
  }

  it('creates the record from what staff typed with the Contact toast', async () => {
    const user = await contactTyped();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Contact page settings created successfully!'));
    expect(fakeCollection('contact_settings').create).toHaveBeenCalledWith(
      { ...CONTACT_EXAMPLES, whatsapp: '', ...untranslated('contact') },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('stores the WhatsApp number as wa.me digits and shows it back as typed', async () => {
    fakeCollection('contact_settings').create.mockImplementation(async (data: Record<string, unknown>) => ({
      id: 'c1',
      updated: '2026-11-26 10:00:00.000Z',
      ...data,
    }));
    const user = await contactTyped();
    await user.type(screen.getByLabelText(/WhatsApp Number/), '077 999 8877');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(fakeCollection('contact_settings').create).toHaveBeenCalledWith(
      expect.objectContaining({ whatsapp: '94779998877' }),
      expect.anything(),
    );
    expect(screen.getByLabelText(/WhatsApp Number/)).toHaveValue('077 999 8877');
  });

  it('refuses an empty maps address', async () => {
    renderScreen(<ContactSettingsPage />, '/admin/contact');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), CONTACT_EXAMPLES.email);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByLabelText(/Google Maps Embed URL/)).toHaveAccessibleDescription('This field is required');
    expect(fakeCollection('contact_settings').create).not.toHaveBeenCalled();
  });
});

describe('FooterSettingsPage', () => {
  it("shows the server's field message when it refuses a link", async () => {
    fakeCollection('Footer_menu').getFirstListItem.mockResolvedValue({ id: 'singletonrecord', ...FOOTER_EXAMPLES });
    fakeCollection('Footer_menu').update.mockRejectedValue(
      clientError(400, 'Failed to save: check the highlighted links.', {
        footer_phone: { code: 'validation_x', message: 'Phone refused by the server.' },
      }),
    );
    renderScreen(<FooterSettingsPage />, '/admin/footer');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update settings.'));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone refused by the server.');
  });

  it('saves empty optional fields with the Footer toast', async () => {
    fakeCollection('Footer_menu').getFirstListItem.mockResolvedValue({ id: 'singletonrecord', ...FOOTER_EXAMPLES });
    renderScreen(<FooterSettingsPage />, '/admin/footer');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Company Name'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Footer settings updated successfully!'));
    expect(fakeCollection('Footer_menu').update).toHaveBeenCalledWith(
      'singletonrecord',
      {
        ...FOOTER_EXAMPLES,
        company_name: '',
        ...untranslated('footer'),
      },
      { signal: expect.any(AbortSignal) },
    );
  });
});

describe('StatsSettingsPage', () => {
  it('shows a spinner while loading, then the numbers', async () => {
    fakeCollection('stats_settings').getFirstListItem.mockResolvedValue({
      id: 'singletonrecord',
      total_projects: 265,
      ongoing_projects: 0,
      years_experience: 24,
      happy_clients: 240,
    });
    renderScreen(<StatsSettingsPage />, '/admin/stats');
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Total Projects Completed/)).toHaveValue(265);
    expect(screen.getByLabelText(/Ongoing Projects/)).toHaveValue(0);
  });

  it('requires each number, then saves with "Saving settings..." and "Settings saved successfully!"', async () => {
    renderScreen(<StatsSettingsPage />, '/admin/stats');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/Years of Experience/));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByLabelText(/Years of Experience/)).toHaveAccessibleDescription('This field is required');
    expect(toast.loading).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Years of Experience/), '21');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(toast.loading).toHaveBeenCalledWith('Saving settings...');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved successfully!', { id: 'toast-1' }));
    expect(fakeCollection('stats_settings').create).toHaveBeenCalledWith(
      {
        total_projects: 100,
        ongoing_projects: 10,
        years_experience: 21,
        happy_clients: 50,
      },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('replaces the loading toast with "Failed to save settings." on failure', async () => {
    fakeCollection('stats_settings').create.mockRejectedValue(clientError(400, 'Failed'));
    renderScreen(<StatsSettingsPage />, '/admin/stats');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save settings.', { id: 'toast-1' }));
  });
});
