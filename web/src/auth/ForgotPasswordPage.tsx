import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { RESET_REQUESTED_MESSAGE, useAuthStore } from '../stores/auth';
import { AuthCard, AuthField, FormError, FormNotice, submitClass } from './AuthCard';

/**
 * "Forgot password?": asks the server to email a link to the reset screen. The answer is the same
 * whether or not an account has the email, so the screen tells nobody which accounts exist.
 */
export function ForgotPasswordPage() {
  const requestPasswordReset = useAuthStore((s) => s.requestPasswordReset);
  const clearError = useAuthStore((s) => s.clearError);
  const error = useAuthStore((s) => s.error);
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => clearError, [clearError]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setSent(await requestPasswordReset(email.trim()));
    setSubmitting(false);
  }

  return (
    <AuthCard title="Reset your password">
      {sent ? (
        <FormNotice>{RESET_REQUESTED_MESSAGE}</FormNotice>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-4">
          <p className="text-sm text-slate-600">
            Enter the email you sign in with, and we will send you a link to set a new password.
          </p>
          <FormError message={error} />
          <AuthField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
          />
          <button type="submit" disabled={submitting} className={submitClass}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to={paths.login.getHref()} className="text-brand-700 hover:underline">
          Remembered it? Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
