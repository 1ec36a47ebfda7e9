import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { FullPageSpinner } from '../components/Spinner';
import { startAuth, useAuthStore } from '../stores/auth';
import { AuthCard, AuthField, FormError, submitClass } from './AuthCard';
import { PASSWORD_MISMATCH_MESSAGE, PasswordPair, useNewPasswordForm } from './PasswordPair';

/**
 * An account an admin gave a temporary password (issue 28, item 5) chooses its own before
 * anything else: the temporary one, then a new one twice. Signed out, it goes to sign in.
 */
export function ChangePasswordPage() {
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);
  const changePassword = useAuthStore((s) => s.changePassword);
  const clearError = useAuthStore((s) => s.clearError);
  const serverError = useAuthStore((s) => s.error);
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const { pair, mismatch, submitting, handleSubmit } = useNewPasswordForm(
    (password, passwordConfirm) => changePassword(current, password, passwordConfirm),
    () => navigate(paths.admin.dashboard.getHref(), { replace: true }),
  );

  useEffect(() => {
    void startAuth();
    return clearError;
  }, [clearError]);

  if (loading) return <FullPageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={paths.login.getHref()} replace />;

  return (
    <AuthCard title="Choose your own password">
      <p className="mb-4 text-sm text-slate-600">
        An admin gave you a temporary password. Choose your own to continue; the temporary one will stop working.
      </p>
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={mismatch ? PASSWORD_MISMATCH_MESSAGE : serverError} />
        <AuthField
          id="change-current"
          label="Temporary password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <PasswordPair idPrefix="change" label="New password" confirmLabel="Confirm new password" {...pair} />
        <button type="submit" disabled={submitting} className={submitClass}>
          {submitting ? 'Saving...' : 'Save new password'}
        </button>
      </form>
    </AuthCard>
  );
}
