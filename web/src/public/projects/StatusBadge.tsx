import { FaCheckCircle, FaTools } from 'react-icons/fa';
import { useWords } from '../site/Localized';

/** A project's status as a coloured pill: On-going (amber) or Completed (green). */
export function StatusBadge({ status }: { status: string }) {
  const statuses = useWords().projects.statuses;
  if (!status) return null;
  const completed = status === 'Completed';
  const Icon = completed ? FaCheckCircle : FaTools;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
        completed ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      <Icon aria-hidden="true" className="h-3 w-3" />
      {statuses[status] ?? status}
    </span>
  );
}
