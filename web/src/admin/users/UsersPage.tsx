import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { confirmDialog } from '../kit/dialog';
import { Spinner } from '../../components/Spinner';
import { serverMessage } from '../../lib/apiErrors';
import type { User } from '../../lib/types';
import { useAuthStore } from '../../stores/auth';
import { useUsersStore } from './usersStore';
import { AdminTable, cellClass, EmptyList } from '../kit/AdminTable';
import { dangerButton, primaryButton } from '../kit/buttonStyles';
import { PageHeader } from '../shell/PageHeader';

export const APPROVAL_FAILED_MESSAGE = 'Failed to change the account. Please try again.';

/** Asked before taking an account's access away. */
export function revokeConfirmText(email: string): string {
  return `Revoke access for ${email}? They will no longer be able to sign in or change the site.`;
}

function formatDate(value: string): string {
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Admin accounts: pending ones first, Approve and Revoke; nobody changes their own access. */
export function UsersPage() {
  const users = useUsersStore((s) => s.users);
  const loading = useUsersStore((s) => s.loading);
  const error = useUsersStore((s) => s.error);
  const fetchUsers = useUsersStore((s) => s.fetchUsers);
  const setApproved = useUsersStore((s) => s.setApproved);
  const myId = useAuthStore((s) => s.user?.id);
  const [busyId, setBusyId] = useState<string | null>(null);
  const pending = users.filter((u) => !u.approved).length;

  useEffect(() => {
    void fetchUsers();
  }, [fetchUsers]);

  async function change(user: User, approved: boolean) {
    if (busyId) return;
    if (!approved && !(await confirmDialog(revokeConfirmText(user.email), { confirmLabel: 'Revoke' }))) return;
    setBusyId(user.id);
    try {
      await setApproved(user.id, approved);
      toast.success(approved ? `${user.email} can now sign in.` : `${user.email} can no longer sign in.`);
    } catch (err) {
      toast.error(serverMessage(err) ?? APPROVAL_FAILED_MESSAGE);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <PageHeader title="Users">
        Anyone can register at /dashboard-register, but only approved accounts can sign in and change the site. Nobody
        can change their own access.
      </PageHeader>
      {pending > 0 && (
        <p role="status" className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800">
          {pending === 1 ? '1 account is' : `${pending} accounts are`} awaiting approval.
        </p>
      )}
      {loading && users.length === 0 ? (
        <Spinner label="Loading users" className="py-16" />
      ) : error ? (
        <p role="alert" className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm">
          {error}
        </p>
      ) : users.length === 0 ? (
        <EmptyList>No accounts yet.</EmptyList>
      ) : (
        <AdminTable
          caption="Accounts"
          columns={[
            { label: 'Email' },
            { label: 'Status' },
            { label: 'Registered', wide: true },
            { label: 'Actions', alignEnd: true },
          ]}
        >
          {users.map((user) => {
            const busy = busyId === user.id;
            const isMe = user.id === myId;
            return (
              <tr key={user.id} aria-disabled={busy || undefined} className={busy ? 'opacity-60' : ''}>
                <td className={`${cellClass()} font-medium [overflow-wrap:anywhere] text-slate-900`}>
                  {user.email}
                  {isMe && (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">
                      you
                    </span>
                  )}
                </td>
                <td className={cellClass()}>
                  {user.approved ? (
                    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800">
                      Approved
                    </span>
                  ) : (
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
                      Pending
                    </span>
                  )}
                </td>
                <td className={cellClass(true)}>{formatDate(user.created)}</td>
                <td className={`${cellClass()} text-right`}>
                  {isMe ? (
                    <span className="text-xs text-slate-400">
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Your own access cannot be changed</span>
                    </span>
                  ) : user.approved ? (
                    <button
                      type="button"
                      onClick={() => void change(user, false)}
                      disabled={busyId !== null}
                      aria-label={`${busy ? 'Revoking...' : 'Revoke'} ${user.email}`}
                      className={dangerButton}
                    >
                      {busy ? 'Revoking...' : 'Revoke'}
                    </button>
                  ) : (
                    <button
                      type="button"
                      onClick={() => void change(user, true)}
                      disabled={busyId !== null}
                      aria-label={`${busy ? 'Approving...' : 'Approve'} ${user.email}`}
                      className={`${primaryButton} px-3 py-1.5`}
                    >
                      {busy ? 'Approving...' : 'Approve'}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </>
  );
}
