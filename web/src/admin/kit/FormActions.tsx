import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from './buttonStyles';
import { UploadProgress } from './UploadProgress';
import type { FileProgress } from './useUploads';

interface FormActionsProps {
  cancelTo?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The images of the save under way (`useForm().uploads`): their progress and Cancel. */
  uploads?: { files: FileProgress[]; cancel: () => void };
  disabled?: boolean;
}

/**
 * The images on their way (if any), Cancel and the submit button of a form; the button shows its
 * busy label and is disabled while saving.
 */
export function FormActions({ cancelTo, submitLabel, busyLabel, busy, uploads, disabled }: FormActionsProps) {
  return (
    <>
      {uploads && <UploadProgress files={uploads.files} onCancel={uploads.cancel} />}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {cancelTo && (
          <Link to={cancelTo} className={secondaryButton}>
            Cancel
          </Link>
        )}
        <button type="submit" disabled={busy || disabled} className={primaryButton}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
