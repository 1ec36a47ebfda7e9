interface SpinnerProps {
  /** Accessible name of the busy indicator. */
  label?: string;
  className?: string;
}

/** A spinning ring announced to assistive technology as a status. */
export function Spinner({ label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={`flex items-center justify-center ${className}`}>
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-amber-500" />
    </div>
  );
}

/** A spinner centred in the viewport, for whole-screen waits. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return <Spinner label={label} className="min-h-screen" />;
}
