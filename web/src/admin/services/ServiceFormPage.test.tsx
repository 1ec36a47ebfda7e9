import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Service } from '../../lib/types';
import { adminData } from '../data/adminData';
import { stubRecords } from '../../testing/stubAdminData';
import {
  SERVICE_IMAGE_REQUIRED_MESSAGE,
  SERVICE_SAVE_FAILED_MESSAGE,
  ServiceFormPage,
  servicePayload,
  validateService,
} from './ServiceFormPage';
import { fakeCollection, resetFakePocketBase } from '../kit/testing/fakePocketBase';
import { pngFile, renderScreen } from '../kit/testing/renderScreen';
import { untranslated } from '../kit/testing/translations';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../kit/testing/fakePocketBase')).fakePb,
}));
vi.mock('../../lib/compressImage', () => ({ compressImage: vi.fn(async (file: File) => file) }));

const service = {
  id: 's1',
  collectionName: 'services',
  title: 'Renovation',
  icon: 'FaHardHat',
  shortDescription: 'Short',
  longDescription: 'Long',
  image: 'reno.jpg',
} as Service;

beforeEach(() => {
  resetFakePocketBase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('validateService', () => {
  const values = {
    title: 'T',
    icon: 'Quality' as const,
    shortDescription: 'S',
    longDescription: 'L',
    image_alt: '',
    image_focus: '50 50',
  };

  it('requires title, short and long description', () => {
    expect(
      validateService({ ...values, title: '', shortDescription: ' ', longDescription: '' }, pngFile(), true),
    ).toEqual({
      title: 'This field is required',
      shortDescription: 'This field is required',
      longDescription: 'This field is required',
    });
  });

  it('requires the image only when creating', () => {
    expect(validateService(values, null, true)).toEqual({ image: SERVICE_IMAGE_REQUIRED_MESSAGE });
    expect(validateService(values, null, false)).toEqual({});
  });

  it('sends the image only when a new one was chosen', () => {
    expect(servicePayload(values, null)).toEqual({
      title: 'T',
      icon: 'Quality',
      shortDescription: 'S',
      longDescription: 'L',
      image_alt: '',
      image_focus: null,
      ...untranslated('services'),
    });
    expect(servicePayload({ ...values, image_focus: '20 80' }, null).image_focus).toEqual({ x: 20, y: 80 });
    const file = pngFile();
    expect(servicePayload(values, file).image).toBe(file);
  });
});

describe('ServiceFormPage', () => {
  it('offers the six icons of the seed', () => {
    renderScreen(<ServiceFormPage />, '/admin/services/new');
    const options = Array.from((screen.getByLabelText(/Icon/) as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['Quality', 'Safety', 'CostControl', 'FaBuilding', 'FaHardHat', 'FaDraftingCompass']);
  });

  it('asks for an image when creating, and creates with it', async () => {
    const createService = vi.fn().mockResolvedValue({ id: 's9' });
    stubRecords(adminData.services, { create: createService });
    renderScreen(<ServiceFormPage />, '/admin/services/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Title$/), 'Painting');
    await user.selectOptions(screen.getByLabelText(/Icon/), 'FaBuilding');
    await user.type(screen.getByLabelText(/^Short Description$/), 'Walls');
    await user.type(screen.getByLabelText(/^Long Description$/), 'Walls and ceilings');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(screen.getByText(SERVICE_IMAGE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(createService).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText(/^Image$/), pngFile('paint.png'));
    await user.type(screen.getByLabelText(/^Alt text \(/), ' A freshly painted living room ');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    await waitFor(() => expect(createService).toHaveBeenCalledTimes(1));
    expect(createService.mock.calls[0][0]).toMatchObject({
      title: 'Painting',
      icon: 'FaBuilding',
      image: expect.any(File),
      image_alt: 'A freshly painted living room',
    });
    expect(await screen.findByText('Now at /admin/services')).toBeInTheDocument();
  });

  it('edits without a new image, and shows the seed text when saving fails', async () => {
    fakeCollection('services').getOne.mockResolvedValue(service);
    const updateService = vi.fn().mockRejectedValue(new Error('500'));
    stubRecords(adminData.services, { update: updateService });
    renderScreen(<ServiceFormPage />, '/admin/services/edit/s1', '/admin/services/edit/:serviceId');
    expect(await screen.findByDisplayValue('Renovation')).toBeInTheDocument();
    expect(screen.getByLabelText(/Icon/)).toHaveValue('FaHardHat');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_SAVE_FAILED_MESSAGE);
    expect(SERVICE_SAVE_FAILED_MESSAGE).toBe('Failed to save service.');
    expect(updateService).toHaveBeenCalledWith(
      's1',
      {
        title: 'Renovation',
        icon: 'FaHardHat',
        shortDescription: 'Short',
        longDescription: 'Long',
        image_alt: '',
        image_focus: null,
        ...untranslated('services'),
        published: true,
      },
      { signal: expect.any(AbortSignal) },
    );
  });
});
