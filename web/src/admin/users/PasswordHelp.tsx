import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { errorStatus } from '../../lib/apiErrors';
import type { User } from '../../lib/types';
import { pb } from '../../lib/pocketbase';
import { TOO_MANY_RESETS_MESSAGE } from '../../stores/auth';
import { primaryButton, secondaryButton } from '../kit/buttonStyles';
import { useMailStore } from '../stores/mailStore';
import { accountFailure, useUsersStore } from '../stores/usersStore';

/** A temporary password: 4 groups of 4 letters and digits that are hard to misread on a phone. */
export function temporaryPassword(random: (n: number) => number = secureRandom): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => alphabet[random(alphabet.length)]).join(''),
  );
  return groups.join('-');
}

function secureRandom(n: number): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] % n;
}

type Outcome = { kind: 'set'; password: string } | { kind: 'mailed' } | { kind: 'failed'; message: string } | null;

/**
 * Helping a colleague who cannot sign in (issue 28, item 5): send them PocketBase's reset link
 * (only when mail is set up), or give them a temporary password to pass on by phone; they choose
 * their own at their next sign-in.
 */
export function PasswordHelp({ user, onClose }: { user: User; onClose: () => void }) {
  const mail = useMailStore((s) => s.configured);
  const setTemporaryPassword = useUsersStore((s) => s.setTemporaryPassword);
  const [password] = useState(() => temporaryPassword());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const box = useRef<HTMLDivElement>(null);
  const who = user.name || user.email;

  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => returnTo?.focus();
  }, []);

  async function run(action: () => Promise<Outcome>) {
    if (busy) return;
    setBusy(true);
    try {
      setOutcome(await action());
    } catch (err) {
      const reason = errorStatus(err) === 429 ? TOO_MANY_RESETS_MESSAGE : accountFailure(err, '') || null;
      setOutcome({ kind: 'failed', message: reason ?? 'It did not work. Check the connection and try again.' });
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-brand-950/50 p-4 sm:items-center">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby="password-help-title"
        onKeyDown={onKeyDown}
        className="w-full max-w-md space-y-4 rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
      >
        <h2 id="password-help-title" className="break-words text-lg font-semibold text-brand-900">
          Help {who} sign in
        </h2>
        <section className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-800">Send a reset link by email</h3>
          {mail === false ? (
            <p className="text-sm text-slate-600">Email is not set up on this server, so no link can be sent.</p>
          ) : (
            <button
              type="button"
              disabled={busy}
              className={secondaryButton}
              onClick={() =>
                void run(async () => {
                  await pb.collection('users').requestPasswordReset(user.email);
                  return { kind: 'mailed' };
                })
              }
            >
              Email a reset link to {user.email}
            </button>
          )}
        </section>
        <section className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-800">Or give them a temporary password</h3>
          <p className="text-sm text-slate-600">
            Tell it to them by phone or in person; they choose their own when they next sign in.
          </p>
          <p className="rounded-md bg-slate-100 px-3 py-2 text-center font-mono text-lg tracking-wide text-slate-900">
            {password}
          </p>
          <button
            type="button"
            disabled={busy || outcome?.kind === 'set'}
            className={primaryButton}
            onClick={() =>
              void run(async () => {
                await setTemporaryPassword(user.id, password);
                return { kind: 'set', password };
              })
            }
          >
            Set this temporary password
          </button>
        </section>
        <div role="status" aria-live="polite" className="text-sm">
          {outcome?.kind === 'set' && (
            <p className="rounded-md bg-green-50 px-3 py-2 text-green-800">
              Done: {who} can now sign in with {outcome.password} and will then choose their own password.
            </p>
          )}
          {outcome?.kind === 'mailed' && (
            <p className="rounded-md bg-green-50 px-3 py-2 text-green-800">
              A reset link is on its way to {user.email}.
            </p>
          )}
          {outcome?.kind === 'failed' && (
            <p className="rounded-md bg-red-50 px-3 py-2 text-red-700">{outcome.message}</p>
          )}
        </div>
        <div className="flex justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
