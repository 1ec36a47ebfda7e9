import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import type { User } from '../../lib/types';
import { useAuthStore } from '../../stores/auth';
import { UsersPage } from './UsersPage';
import { ACCOUNT_TIMEOUT_MESSAGE } from '../stores/usersStore';
import { SAVE_TIME_LIMIT_MS } from '../data/timeLimit';
import { clientError, fakeCollection, resetFakePocketBase } from '../kit/testing/fakePocketBase';
import { answerDialog } from '../kit/testing/dialogs';
import { renderScreen } from '../kit/testing/renderScreen';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('../kit/testing/fakePocketBase')).fakePb,
}));

const me = { id: 'u1', email: 'me@example.lk', approved: true, created: '2024-01-01 00:00:00.000Z' } as User;
const colleague = {
  id: 'u2',
  email: 'colleague@example.lk',
  approved: true,
  created: '2024-02-01 00:00:00.000Z',
} as User;
const newcomer = { id: 'u3', email: 'new@example.lk', approved: false, created: '2024-01-15 00:00:00.000Z' } as User;

beforeEach(() => {
  resetFakePocketBase();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
  useAuthStore.setState({ loading: false, token: 't', user: me });
  fakeCollection('users').getFullList.mockResolvedValue([colleague, newcomer, me]);
});

function rowOf(email: string) {
  return screen.getByRole('cell', { name: new RegExp(email) }).closest('tr')!;
}

describe('UsersPage', () => {
  it('tells a revoked colleague from a new sign-up, which alone counts as awaiting approval', async () => {
    const former = {
      ...colleague,
      id: 'u4',
      email: 'former@example.lk',
      approved: false,
      revoked_at: '2024-03-01 00:00:00.000Z',
    };
    fakeCollection('users').getFullList.mockResolvedValue([former, newcomer, me]);
    renderScreen(<UsersPage />, '/admin/users');
    await screen.findByRole('cell', { name: /former@example.lk/ });
    expect(within(rowOf('former@example.lk')).getByText('Revoked')).toBeInTheDocument();
    expect(within(rowOf('new@example.lk')).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 account is awaiting approval.');
    // Revoked accounts come last, after the approved ones.
    expect(screen.getAllByRole('row').slice(-1)[0]).toHaveTextContent('former@example.lk');
  });

  it('lists pending accounts first; nobody can revoke themselves', async () => {
    renderScreen(<UsersPage />, '/admin/users');
    await screen.findByRole('cell', { name: /new@example.lk/ });
    const emails = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(emails).toEqual(['new@example.lkPending', 'colleague@example.lkApproved', 'me@example.lkyouApproved']);
    expect(screen.getByRole('status')).toHaveTextContent('1 account is awaiting approval.');
    expect(within(rowOf('me@example.lk')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('new@example.lk')).getByText('Pending')).toBeInTheDocument();
  });

  it('approves a pending account', async () => {
    fakeCollection('users').update.mockResolvedValue({ ...newcomer, approved: true });
    renderScreen(<UsersPage />, '/admin/users');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve new@example.lk' }));
    await waitFor(() =>
      expect(fakeCollection('users').update).toHaveBeenCalledWith(
        'u3',
        { approved: true },
        { signal: expect.any(AbortSignal) },
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('new@example.lk can now sign in.');
    expect(within(rowOf('new@example.lk')).getByText('Approved')).toBeInTheDocument();
  });

  it('revokes after asking, and shows the server reason when refused', async () => {
    fakeCollection('users').update.mockRejectedValue(clientError(400, 'At least one approved admin must remain.'));
    renderScreen(<UsersPage />, '/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke colleague@example.lk' }));
    await answerDialog(user, /Revoke access for colleague@example\.lk\?/, 'Revoke');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('At least one approved admin must remain.'));
    expect(within(rowOf('colleague@example.lk')).getByText('Approved')).toBeInTheDocument();
  });

  it("stops an approval the server does not answer within the saves' time limit, and says so (issue 39)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let signal: AbortSignal | undefined;
      // A server that never answers: the request ends only when its signal aborts it.
      fakeCollection('users').update.mockImplementation(
        (_id: string, _data: unknown, options?: { signal?: AbortSignal }) => {
          signal = options?.signal;
          return new Promise((_resolve, reject) =>
            signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          );
        },
      );
      renderScreen(<UsersPage />, '/admin/users');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Approve new@example.lk' }));
      await waitFor(() => expect(signal).toBeDefined());
      vi.advanceTimersByTime(SAVE_TIME_LIMIT_MS - 1000);
      expect(signal?.aborted).toBe(false);
      vi.advanceTimersByTime(1000);
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ACCOUNT_TIMEOUT_MESSAGE));
      expect(ACCOUNT_TIMEOUT_MESSAGE).toBe('The server did not answer within 20 seconds. Nothing is lost: try again.');
      expect(signal?.aborted).toBe(true);
      expect(within(rowOf('new@example.lk')).getByText('Pending')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Approve new@example.lk' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });
});
