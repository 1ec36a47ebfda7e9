import { useState } from 'react';
import { useSiteStore, type SiteList } from '../../stores/site';
import { secondaryButton } from './buttonStyles';

/** Shown instead of a list (or a count) whose read failed: never an empty list or a 0. */
export const LOAD_FAILED_MESSAGE = 'Could not load this list. Check the connection and try again.';

/** True when the last read of any of `lists` failed. */
export function useLoadFailed(...lists: SiteList[]): boolean {
  return useSiteStore((s) => lists.some((list) => s.failed.includes(list)));
}

/** The error, with a Retry that reads the list again (`onRetry`; by default the site data). */
export function LoadFailed({
  message = LOAD_FAILED_MESSAGE,
  onRetry,
}: {
  message?: string;
  onRetry?: () => Promise<unknown>;
}) {
  const fetchAll = useSiteStore((s) => s.fetchAll);
  const [retrying, setRetrying] = useState(false);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
      <p>{message}</p>
      <button
        type="button"
        disabled={retrying}
        className={`${secondaryButton} mt-4`}
        onClick={() => {
          setRetrying(true);
          void (onRetry ?? fetchAll)().finally(() => setRetrying(false));
        }}
      >
        {retrying ? 'Retrying...' : 'Retry'}
      </button>
    </div>
  );
}
