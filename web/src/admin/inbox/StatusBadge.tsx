import { LEAD_STATUS_LABELS, leadStatus, type LeadStatus } from '@shared/leads';

const COLOURS: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-800',
  contacted: 'bg-sky-100 text-sky-800',
  quoted: 'bg-violet-100 text-violet-800',
  won: 'bg-green-100 text-green-800',
  lost: 'bg-slate-200 text-slate-700',
};

/** A request's status as a small coloured label ("New", "Won"). */
export function StatusBadge({ status }: { status: string | undefined }) {
  const value = leadStatus(status);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ${COLOURS[value]}`}
    >
      {LEAD_STATUS_LABELS[value]}
    </span>
  );
}
