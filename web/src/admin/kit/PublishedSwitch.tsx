import { useId } from 'react';

/**
 * The Published switch of a project or service (issue 15, decision 010): off keeps the item a
 * draft, which only signed-in staff see (with a Draft badge, and on its public page to preview).
 */
export function PublishedSwitch({
  checked,
  onChange,
  what,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** "project" or "service", for the hint. */
  what: string;
}) {
  const hint = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <input
        id={`${hint}-input`}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={hint}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
      />
      <div>
        <label htmlFor={`${hint}-input`} className="font-medium text-slate-900">
          Published
        </label>
        <p id={hint} className="text-sm text-slate-600">
          {checked
            ? `Visitors see this ${what} on the website.`
            : `Draft: only signed-in staff see this ${what}. Switch on to show it on the website.`}
        </p>
      </div>
    </div>
  );
}
