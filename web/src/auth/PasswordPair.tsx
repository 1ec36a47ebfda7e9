import { useState, type FormEvent } from 'react';
import { useAuthStore } from '../stores/auth';
import { AuthField } from './AuthCard';

/** Shown, without any request, when the two passwords differ (seed section 5). */
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

interface PasswordPairProps {
  idPrefix: string;
  password: string;
  passwordConfirm: string;
  onPassword: (value: string) => void;
  onPasswordConfirm: (value: string) => void;
  /** The labels: "Password" and "Confirm Password" when registering (the seed's), others when resetting. */
  label?: string;
  confirmLabel?: string;
}

/** A new password and its confirmation (registration, password reset). */
export function PasswordPair({
  idPrefix,
  password,
  passwordConfirm,
  onPassword,
  onPasswordConfirm,
  label = 'Password',
  confirmLabel = 'Confirm Password',
}: PasswordPairProps) {
  return (
    <>
      <AuthField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
      />
      <AuthField
        id={`${idPrefix}-password-confirm`}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        value={passwordConfirm}
        onChange={onPasswordConfirm}
      />
    </>
  );
}

/**
 * The state of a form that sets a new password (registration, reset): two passwords that must
 * match before `save` is called (no request otherwise), a busy flag while it runs, and `done`
 * once it succeeded.
 */
export function useNewPasswordForm(
  save: (password: string, passwordConfirm: string) => Promise<boolean>,
  done: () => void,
) {
  const clearError = useAuthStore((s) => s.clearError);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== passwordConfirm) {
      clearError();
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setSubmitting(true);
    const ok = await save(password, passwordConfirm);
    setSubmitting(false);
    if (ok) done();
  }

  const pair = { password, passwordConfirm, onPassword: setPassword, onPasswordConfirm: setPasswordConfirm };
  return { pair, mismatch, submitting, handleSubmit };
}
