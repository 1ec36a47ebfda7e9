import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { startAuth, useAuthStore } from '../stores/auth';
import { AuthCard, FormError, inputClass, submitClass } from './AuthCard';
import type { LoginLocationState } from './LoginPage';

/** Shown, without any request, when the two passwords differ (seed section 5). */
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

/** Create Admin Account: email, password, confirmation; success goes to /dashboard-login. */
export function RegisterPage() {
  const register = useAuthStore((s) => s.register);
  const clearError = useAuthStore((s) => s.clearError);
  const serverError = useAuthStore((s) => s.error);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => clearError, [clearError]);
  useEffect(() => {
    void startAuth();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== passwordConfirm) {
      clearError();
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setSubmitting(true);
    const ok = await register(email, password, passwordConfirm);
    setSubmitting(false);
    if (ok) {
      const state: LoginLocationState = { registered: true };
      navigate(paths.login.getHref(), { state });
    }
  }

  return (
    <AuthCard title="Create Admin Account">
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={mismatch ? PASSWORD_MISMATCH_MESSAGE : serverError} />
        <div>
          <label htmlFor="register-email" className="block text-sm font-medium text-slate-700">
            Email
          </label>
          <input
            id="register-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="register-password" className="block text-sm font-medium text-slate-700">
            Password
          </label>
          <input
            id="register-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="register-password-confirm" className="block text-sm font-medium text-slate-700">
            Confirm Password
          </label>
          <input
            id="register-password-confirm"
            type="password"
            autoComplete="new-password"
            required
            value={passwordConfirm}
            onChange={(e) => setPasswordConfirm(e.target.value)}
            className={inputClass}
          />
        </div>
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
