import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { JourneyManager, validateJourney } from './JourneyManager';
import { clientError, fakeCollection, resetFakePocketBase } from '../kit/testing/fakePocketBase';
import { answerDialog } from '../kit/testing/dialogs';
import { renderScreen } from '../kit/testing/renderScreen';
import { LOAD_FAILED_MESSAGE } from '../kit/LoadFailed';
import { untranslated } from '../kit/testing/translations';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../kit/testing/fakePocketBase')).fakePb,
}));

const items = [
  { id: 'j1', year: 2002, title: 'Founded', description: 'Six craftsmen.', created: '1' },
  { id: 'j2', year: 2011, title: 'CIDA registration', description: 'First office.', created: '2' },
];

beforeEach(() => {
  resetFakePocketBase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

function form() {
  return screen.getByRole('form', { name: /journey item/ });
}

describe('validateJourney', () => {
  it('requires a numeric year, a title and a description', () => {
    expect(validateJourney({ year: '', title: '', description: '' })).toEqual({
      year: 'This field is required',
      title: 'This field is required',
      description: 'This field is required',
    });
    expect(validateJourney({ year: 'abc', title: 'T', description: 'D' }).year).toBe(
      'Enter a year between 1900 and 2100.',
    );
  });
});

describe('JourneyManager', () => {
  it('lists the items by year and adds one', async () => {
    fakeCollection('journey').getFullList.mockResolvedValue(items);
    fakeCollection('journey').create.mockImplementation(async (data: object) => ({ id: 'j3', created: '3', ...data }));
    renderScreen(<JourneyManager />, '/admin/about');
    const list = await screen.findByRole('list', { name: 'Journey items' });
    expect(fakeCollection('journey').getFullList).toHaveBeenCalledWith({ sort: 'year' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('2002Founded'), expect.stringContaining('2011CIDA registration')]);

    const user = userEvent.setup();
    await user.click(within(form()).getByRole('button', { name: 'Add Item' }));
    expect(within(form()).getAllByText('This field is required')).toHaveLength(3);

    await user.type(within(form()).getByLabelText(/Year/), '2008');
    await user.type(within(form()).getByLabelText(/^Title$/), 'Interiors');
    await user.type(within(form()).getByLabelText(/^Description$/), 'Joinery workshop.');
    await user.click(within(form()).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Journey item created successfully!'));
    expect(fakeCollection('journey').create).toHaveBeenCalledWith(
      { year: 2008, title: 'Interiors', description: 'Joinery workshop.', ...untranslated('journey') },
      { signal: expect.any(AbortSignal) },
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 4)),
    ).toEqual(['2002', '2008', '2011']);
    expect(within(form()).getByLabelText(/Year/)).toHaveValue(null);
  });

  it('edits an item, Cancel leaves edit mode, and a save updates it', async () => {
    fakeCollection('journey').getFullList.mockResolvedValue(items);
    renderScreen(<JourneyManager />, '/admin/about');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Founded' }));
    expect(within(form()).getByLabelText(/^Title$/)).toHaveValue('Founded');
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(within(form()).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Title$/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Edit Founded' }));
    await user.clear(within(form()).getByLabelText(/^Title$/));
    await user.type(within(form()).getByLabelText(/^Title$/), 'Company founded');
    await user.click(within(form()).getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Journey item updated successfully!'));
    expect(fakeCollection('journey').update).toHaveBeenCalledWith(
      'j1',
      { year: 2002, title: 'Company founded', description: 'Six craftsmen.', ...untranslated('journey') },
      { signal: expect.any(AbortSignal) },
    );
    expect(screen.getByText('Company founded')).toBeInTheDocument();
  });

  it('deletes after asking, and reports each failure with the seed toasts', async () => {
    fakeCollection('journey').getFullList.mockResolvedValue(items);
    fakeCollection('journey').delete.mockResolvedValueOnce(true).mockRejectedValueOnce(clientError(404, 'Not found'));
    renderScreen(<JourneyManager />, '/admin/about');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Founded' }));
    await answerDialog(user, 'Are you sure you want to delete this journey item?', 'Delete');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Journey item deleted successfully!'));
    expect(screen.queryByText('Founded')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete CIDA registration' }));
    await answerDialog(user, /delete this journey item/, 'Delete');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete journey item.'));

    fakeCollection('journey').create.mockRejectedValue(clientError(400, 'Bad'));
    await user.type(within(form()).getByLabelText(/Year/), '2020');
    await user.type(within(form()).getByLabelText(/^Title$/), 'T');
    await user.type(within(form()).getByLabelText(/^Description$/), 'D');
    await user.click(within(form()).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save journey item.'));
  });

  it('says "Failed to load journey items." when the list cannot be read, with a Retry instead of an empty list', async () => {
    fakeCollection('journey').getFullList.mockRejectedValueOnce(clientError(0, 'offline'));
    renderScreen(<JourneyManager />, '/admin/about');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load journey items.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED_MESSAGE);
    expect(screen.queryByText('No milestones yet.')).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('No milestones yet.')).toBeInTheDocument();
  });
});
