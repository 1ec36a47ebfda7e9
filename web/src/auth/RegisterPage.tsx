import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { startAuth, useAuthStore } from '../stores/auth';
import { AuthCard, AuthField, FormError, submitClass } from './AuthCard';
import type { LoginLocationState } from './LoginPage';
import { PASSWORD_MISMATCH_MESSAGE, PasswordPair, useNewPasswordForm } from './PasswordPair';

/** Create Admin Account: email, password, confirmation; success goes to /dashboard-login. */
export function RegisterPage() {
  const register = useAuthStore((s) => s.register);
  const clearError = useAuthStore((s) => s.clearError);
  const serverError = useAuthStore((s) => s.error);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { pair, mismatch, submitting, handleSubmit } = useNewPasswordForm(
    (password, passwordConfirm) => register(email, password, passwordConfirm),
    () => {
      const state: LoginLocationState = { registered: true };
      navigate(paths.login.getHref(), { state });
    },
  );

  useEffect(() => clearError, [clearError]);
  useEffect(() => {
    void startAuth();
  }, []);

  return (
    <AuthCard title="Create Admin Account">
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={mismatch ? PASSWORD_MISMATCH_MESSAGE : serverError} />
        <AuthField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <PasswordPair idPrefix="register" {...pair} />
        <button type="submit" disabled={submitting} className={submitClass}>
          {submitting ? 'Registering...' : 'Register'}
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link to={paths.login.getHref()} className="text-brand-700 hover:underline">
          Already have an account? Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
