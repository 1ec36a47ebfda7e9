import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMember } from '../../lib/types';
import { adminData } from '../data/adminData';
import { stubRecords } from '../../testing/stubAdminData';
import { MEMBER_SAVE_FAILED_MESSAGE, memberPayload, TeamFormPage, validateMember } from './TeamFormPage';
import { fakeCollection, resetFakePocketBase } from '../kit/testing/fakePocketBase';
import { pngFile, renderScreen } from '../kit/testing/renderScreen';
import { answerDialog } from '../kit/testing/dialogs';
import { untranslated } from '../kit/testing/translations';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../kit/testing/fakePocketBase')).fakePb,
}));
vi.mock('../../lib/compressImage', () => ({ compressImage: vi.fn(async (file: File) => file) }));

beforeEach(() => {
  resetFakePocketBase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('validateMember', () => {
  it('requires name, role and bio; the image is optional', () => {
    expect(
      validateMember({ name: '', role: '', bio: '', avatar_alt: 'x'.repeat(301), avatar_focus: '50 50' }, null),
    ).toEqual({
      name: 'This field is required',
      role: 'This field is required',
      bio: 'This field is required',
      avatar_alt: 'Keep this under 300 characters.',
    });
    expect(validateMember({ name: 'A', role: 'B', bio: 'C', avatar_alt: '', avatar_focus: '50 50' }, null)).toEqual({});
  });

  it('sends the image as the avatar file', () => {
    const file = pngFile();
    expect(
      memberPayload({ name: ' A ', role: 'B', bio: 'C', avatar_alt: ' Nimal on site ', avatar_focus: '30 10' }, file),
    ).toEqual({
      name: 'A',
      role: 'B',
      bio: 'C',
      avatar_alt: 'Nimal on site',
      avatar_focus: { x: 30, y: 10 },
      ...untranslated('team'),
      avatar: file,
    });
  });
});

describe('TeamFormPage', () => {
  it('previews the chosen image round, from a data URL, and adds the member', async () => {
    const createTeamMember = vi.fn().mockResolvedValue({ id: '1700000000000' });
    stubRecords(adminData.team, { create: createTeamMember });
    renderScreen(<TeamFormPage />, '/admin/team/new');
    expect(screen.getByRole('heading', { name: 'Add New Member' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);

    await user.type(screen.getByLabelText(/^Name$/), 'Nimal');
    await user.type(screen.getByLabelText(/^Role$/), 'Site Engineer');
    await user.type(screen.getByLabelText(/^Bio$/), 'Twenty years on site.');
    await user.upload(screen.getByLabelText(/^Image$/), pngFile('nimal.png'));
    const preview = await screen.findByAltText('Image preview');
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(preview).toHaveClass('rounded-full');

    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(createTeamMember).toHaveBeenCalledTimes(1));
    expect(createTeamMember.mock.calls[0][0]).toMatchObject({
      name: 'Nimal',
      role: 'Site Engineer',
      avatar: expect.any(File),
    });
    expect(await screen.findByText('Now at /admin/team')).toBeInTheDocument();
  });

  it('edits a member and shows a failure in red', async () => {
    fakeCollection('team').getOne.mockResolvedValue({
      id: '1700000000000',
      name: 'Nimal',
      role: 'Engineer',
      bio: 'Bio',
      avatar: '',
    } as TeamMember);
    stubRecords(adminData.team, { update: vi.fn().mockRejectedValue(new Error('400')) });
    renderScreen(<TeamFormPage />, '/admin/team/edit/1700000000000', '/admin/team/edit/:memberId');
    expect(await screen.findByDisplayValue('Nimal')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEMBER_SAVE_FAILED_MESSAGE);
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    renderScreen(<TeamFormPage />, '/admin/team/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name$/), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await answerDialog(user, 'You have unsaved changes. Leave this page without saving them?', 'Cancel');
    expect(screen.getByLabelText(/^Name$/)).toHaveValue('Half typed');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await answerDialog(user, /unsaved changes/, 'Leave');
    expect(await screen.findByText('Now at /admin/team')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    renderScreen(<TeamFormPage />, '/admin/team/new');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Now at /admin/team')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
