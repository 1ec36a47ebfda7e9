import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { RESET_LINK_INVALID_MESSAGE, useAuthStore } from '../stores/auth';
import { AuthCard, FormError, submitClass } from './AuthCard';
import type { LoginLocationState } from './LoginPage';
import { PASSWORD_MISMATCH_MESSAGE, PasswordPair, useNewPasswordForm } from './PasswordPair';

/**
 * Where the reset email's link leads (`?token=…`, PASSWORD_RESET_LINK in shared/routes.ts): a new
 * password, twice; success goes to the sign-in screen.
 */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const confirmPasswordReset = useAuthStore((s) => s.confirmPasswordReset);
  const clearError = useAuthStore((s) => s.clearError);
  const serverError = useAuthStore((s) => s.error);
  const navigate = useNavigate();
  const { pair, mismatch, submitting, handleSubmit } = useNewPasswordForm(
    (password, passwordConfirm) => confirmPasswordReset(token, password, passwordConfirm),
    () => {
      const state: LoginLocationState = { passwordReset: true };
      navigate(paths.login.getHref(), { state, replace: true });
    },
  );

  useEffect(() => clearError, [clearError]);

  const askAgain = (
    <p className="mt-4 text-center text-sm">
      <Link to={paths.forgotPassword.getHref()} className="text-brand-700 hover:underline">
        Ask for a new reset link
      </Link>
    </p>
  );

  if (!token) {
    return (
      <AuthCard title="Set a new password">
        <FormError message={RESET_LINK_INVALID_MESSAGE} />
        {askAgain}
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set a new password">
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={mismatch ? PASSWORD_MISMATCH_MESSAGE : serverError} />
        <PasswordPair idPrefix="reset" label="New password" confirmLabel="Confirm new password" {...pair} />
        <button type="submit" disabled={submitting} className={submitClass}>
          {submitting ? 'Saving...' : 'Save new password'}
        </button>
      </form>
      {serverError === RESET_LINK_INVALID_MESSAGE && askAgain}
    </AuthCard>
  );
}
