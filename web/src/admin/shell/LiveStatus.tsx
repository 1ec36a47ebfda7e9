import { FaCheckCircle, FaExclamationTriangle, FaExternalLinkAlt, FaSpinner, FaTimes } from 'react-icons/fa';
import { NOT_LIVE_MESSAGE, NOT_LIVE_NEXT_STEP } from '@shared/pageRender';
import { useLiveSiteStore } from '../data/liveSite';

/**
 * Where the last save stands on the public site: being updated, live (with a link to the page,
 * opened beside the panel), or not updated, said plainly. One line under the screen's title area,
 * announced politely (an alert when it failed).
 */
export function LiveStatus() {
  const phase = useLiveSiteStore((s) => s.phase);
  const page = useLiveSiteStore((s) => s.page);
  const reason = useLiveSiteStore((s) => s.reason);
  const dismiss = useLiveSiteStore((s) => s.dismiss);
  if (phase === 'idle') return <div role="status" aria-live="polite" className="sr-only" />;
  const close = (
    <button
      type="button"
      onClick={dismiss}
      aria-label="Hide this message"
      className="ml-auto rounded p-1 text-current/70 hover:bg-black/5"
    >
      <FaTimes aria-hidden="true" />
    </button>
  );
  if (phase === 'failed') {
    return (
      <div
        role="alert"
        className="mb-4 flex items-start gap-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
      >
        <FaExclamationTriangle aria-hidden="true" className="mt-0.5 shrink-0" />
        <div>
          <p className="font-medium">{NOT_LIVE_MESSAGE}</p>
          <p>{NOT_LIVE_NEXT_STEP}</p>
          {reason && <p className="mt-1 break-words text-xs text-red-800">Details for the developer: {reason}</p>}
        </div>
        {close}
      </div>
    );
  }
  const live = phase === 'live';
  return (
    <div
      role="status"
      aria-live="polite"
      className={`mb-4 flex items-center gap-3 rounded-md border px-4 py-2 text-sm ${live ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-slate-300 bg-white text-slate-700'}`}
    >
      {live ? (
        <FaCheckCircle aria-hidden="true" className="shrink-0" />
      ) : (
        <FaSpinner aria-hidden="true" className="shrink-0 motion-safe:animate-spin" />
      )}
      <p>
        {phase === 'updating' && 'Saved. Updating the public site…'}
        {phase === 'slow' && 'Saved. The public site is taking longer than usual to update…'}
        {live && 'Your change is live on the site. '}
        {live && (
          <a
            href={page}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-medium underline"
          >
            View the page
            <FaExternalLinkAlt aria-hidden="true" className="text-xs" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </p>
      {close}
    </div>
  );
}
