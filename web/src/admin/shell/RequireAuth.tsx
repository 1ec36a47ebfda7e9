import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { FullPageSpinner } from '../../components/Spinner';
import { startAuth, useAuthStore } from '../../stores/auth';

/**
 * Shows its children to a signed-in user only: a spinner while the session is being checked,
 * else a redirect to the login screen; an account with a temporary password (set by an admin)
 * goes to choose its own first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loading = useAuthStore((s) => s.loading);
  const signedIn = useAuthStore((s) => Boolean(s.token && s.user));
  const mustChangePassword = useAuthStore((s) => Boolean(s.user?.must_change_password));
  const location = useLocation();

  useEffect(() => {
    void startAuth();
  }, []);

  if (loading) return <FullPageSpinner label="Checking your session" />;
  if (!signedIn) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  if (mustChangePassword) return <Navigate to={paths.changePassword.getHref()} replace />;
  return children;
}
