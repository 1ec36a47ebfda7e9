import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { startAuth, useAuthStore } from '../stores/auth';
import { AuthCard, FormError, inputClass, submitClass } from './AuthCard';

/** Navigation state the register screen passes after creating an account. */
export interface LoginLocationState {
  registered?: boolean;
}

/** Admin Panel Login: email and password; success goes to /admin. */
export function LoginPage() {
  const login = useAuthStore((s) => s.login);
  const clearError = useAuthStore((s) => s.clearError);
  const error = useAuthStore((s) => s.error);
  const signedIn = useAuthStore((s) => !s.loading && Boolean(s.token && s.user));
  const navigate = useNavigate();
  const registered = Boolean((useLocation().state as LoginLocationState | null)?.registered);
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
      {registered && !error && (
        <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          Your account was created. An administrator may need to approve it before you can sign in.
        </p>
      )}
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={error} />
        <div>
          <label htmlFor="login-email" className="block text-sm font-medium text-slate-700">
            Email
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
            Password
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </div>
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
