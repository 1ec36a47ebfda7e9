import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from './buttonStyles';

interface FormActionsProps {
  cancelTo?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** What the busy form is doing right now ("Compressing images..."), announced politely. */
  progress?: string;
  disabled?: boolean;
}

/** Cancel and the submit button of a form; the button shows its busy label and is disabled while saving. */
export function FormActions({ cancelTo, submitLabel, busyLabel, busy, progress, disabled }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
      <p aria-live="polite" className="text-sm text-slate-600 sm:mr-auto">
        {busy ? progress : ''}
      </p>
      {cancelTo && (
        <Link to={cancelTo} className={secondaryButton}>
          Cancel
        </Link>
      )}
      <button type="submit" disabled={busy || disabled} className={primaryButton}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
