/** Marks a draft (issue 15): only signed-in staff see drafts, in the admin lists and previews. */
export function DraftBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset ${className}`}
    >
      Draft
    </span>
  );
}
