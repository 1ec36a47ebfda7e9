import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { startAuth, useAuthStore } from '../stores/auth';
import { AuthCard, AuthField, FormError, FormNotice, submitClass } from './AuthCard';

/** Navigation state the register and reset screens pass: an account created, a password changed. */
export interface LoginLocationState {
  registered?: boolean;
  passwordReset?: boolean;
}

/** Admin Panel Login: email and password; success goes to /admin. */
export function LoginPage() {
  const login = useAuthStore((s) => s.login);
  const clearError = useAuthStore((s) => s.clearError);
  const error = useAuthStore((s) => s.error);
  const signedIn = useAuthStore((s) => !s.loading && Boolean(s.token && s.user));
  const navigate = useNavigate();
  const arrival = useLocation().state as LoginLocationState | null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => clearError, [clearError]);
  // A stored session may still be valid: then this screen sends the user on to the admin area.
  useEffect(() => {
    void startAuth();
  }, []);

  if (signedIn && !submitting) return <Navigate to={paths.admin.root.getHref()} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const ok = await login(email, password);
    setSubmitting(false);
    if (ok) navigate(paths.admin.root.getHref(), { replace: true });
  }

  return (
    <AuthCard title="Admin Panel Login">
      {arrival?.registered && !error && (
        <FormNotice>
          Your account was created. An administrator may need to approve it before you can sign in.
        </FormNotice>
      )}
      {arrival?.passwordReset && !error && (
        <FormNotice>Your password has been changed. Sign in with the new one.</FormNotice>
      )}
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={error} />
        <AuthField id="login-email" label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <AuthField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          aside={
            <Link to={paths.forgotPassword.getHref()} className="text-sm text-brand-700 hover:underline">
              Forgot password?
            </Link>
          }
        />
        <button type="submit" disabled={submitting} className={submitClass}>
          Sign in
        </button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link to={paths.register.getHref()} className="text-brand-700 hover:underline">
          Don't have an account? Register
        </Link>
      </p>
    </AuthCard>
  );
}
