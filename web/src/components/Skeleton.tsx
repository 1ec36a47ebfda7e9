interface SkeletonProps {
  className?: string;
}

/** A grey pulsing placeholder shown where content is still loading. */
export function Skeleton({ className = 'h-4 w-full' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={`block animate-pulse rounded bg-slate-200 ${className}`}
    />
  );
}
