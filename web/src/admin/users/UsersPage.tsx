import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { confirmDialog } from '../kit/dialog';
import { Spinner } from '../../components/Spinner';
import type { User } from '../../lib/types';
import { useAuthStore } from '../../stores/auth';
import { accountFailure, accountStatus, useUsersStore, type AccountStatus } from '../stores/usersStore';
import { PasswordHelp } from './PasswordHelp';
import { AdminTable, cellClass, EmptyList } from '../kit/AdminTable';
import { dangerButton, linkButton, primaryButton, secondaryButton } from '../kit/buttonStyles';
import { inputClass } from '../kit/FormFields';
import { PageHeader } from '../kit/PageHeader';

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

const STATUS_BADGE: Record<AccountStatus, { label: string; className: string }> = {
  approved: { label: 'Approved', className: 'bg-green-100 text-green-800' },
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-800' },
  revoked: { label: 'Revoked', className: 'bg-slate-200 text-slate-700' },
};

/** An account's status as a coloured label, under its email. */
function StatusBadge({ status }: { status: AccountStatus }) {
  const badge = STATUS_BADGE[status];
  return (
    <span className={`mt-1 block w-fit rounded-full px-2.5 py-0.5 text-xs font-medium ${badge.className}`}>
      {badge.label}
    </span>
  );
}

/** The signed-in account's display name, shown in the sidebar and beside its email here. */
function YourName({ user }: { user: User }) {
  const setName = useUsersStore((s) => s.setName);
  const [name, setNameValue] = useState(user.name ?? '');
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      await setName(user.id, name.trim());
      toast.success('Your name is saved.');
    } catch (err) {
      toast.error(accountFailure(err, 'Failed to save your name. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end">
      <label className="block flex-1 text-sm font-medium text-slate-700 sm:max-w-sm">
        Your name (shown to colleagues)
        <input value={name} maxLength={80} onChange={(e) => setNameValue(e.target.value)} className={inputClass} />
      </label>
      <button type="submit" disabled={saving} className={secondaryButton}>
        {saving ? 'Saving...' : 'Save name'}
      </button>
    </form>
  );
}

/**
 * Admin accounts: pending ones first, then approved, then revoked; Approve and Revoke, and help
 * for a colleague who cannot sign in (a reset link or a temporary password). Nobody changes their
 * own access.
 */
export function UsersPage() {
  const users = useUsersStore((s) => s.users);
  const loading = useUsersStore((s) => s.loading);
  const error = useUsersStore((s) => s.error);
  const fetchUsers = useUsersStore((s) => s.fetchUsers);
  const setApproved = useUsersStore((s) => s.setApproved);
  const me = useAuthStore((s) => s.user);
  const myId = me?.id;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [helping, setHelping] = useState<User | null>(null);
  const pending = useUsersStore((s) => s.pendingCount);
  const mine = users.find((u) => u.id === myId);

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
      toast.error(accountFailure(err, APPROVAL_FAILED_MESSAGE));
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
      {mine && <YourName key={mine.id} user={mine} />}
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
          columns={[{ label: 'Account' }, { label: 'Registered', wide: true }, { label: 'Actions', alignEnd: true }]}
        >
          {users.map((user) => {
            const busy = busyId === user.id;
            const isMe = user.id === myId;
            return (
              <tr key={user.id} aria-disabled={busy || undefined} className={busy ? 'opacity-60' : ''}>
                <td className={`${cellClass()} font-medium [overflow-wrap:anywhere] text-slate-900`}>
                  {user.name && <span className="block">{user.name}</span>}
                  <span className={user.name ? 'text-sm font-normal text-slate-500' : ''}>{user.email}</span>
                  {isMe && (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600">
                      you
                    </span>
                  )}
                  <StatusBadge status={accountStatus(user)} />
                </td>
                <td className={cellClass(true)}>{formatDate(user.created)}</td>
                <td className={`${cellClass()} text-right`}>
                  {isMe ? (
                    <span className="text-xs text-slate-400">
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Your own access cannot be changed</span>
                    </span>
                  ) : user.approved ? (
                    <span className="inline-flex flex-wrap justify-end gap-1">
                      <button
                        type="button"
                        onClick={() => setHelping(user)}
                        disabled={busyId !== null}
                        aria-label={`Help ${user.email} sign in`}
                        className={linkButton}
                      >
                        Help sign in
                      </button>
                      <button
                        type="button"
                        onClick={() => void change(user, false)}
                        disabled={busyId !== null}
                        aria-label={`${busy ? 'Revoking...' : 'Revoke'} ${user.email}`}
                        className={dangerButton}
                      >
                        {busy ? 'Revoking...' : 'Revoke'}
                      </button>
                    </span>
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
      {helping && <PasswordHelp user={helping} onClose={() => setHelping(null)} />}
    </>
  );
}
