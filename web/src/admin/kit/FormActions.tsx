import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from './buttonStyles';
import { FormAlert } from './FormFields';
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
  /** The form (`useForm()`): its failed save and the reason, shown beside the button pressed. */
  failure?: { failure: string | null; failureReason: string | null };
}

/**
 * The images on their way (if any), the last save's failure, Cancel and the submit button of a
 * form; the button shows its busy label and is disabled while saving. The failure sits right above
 * the button, where the person who pressed it is looking, and both are scrolled into view when it
 * appears (issue 28: a failure shown at the top of a long form went unseen).
 */
export function FormActions({ cancelTo, submitLabel, busyLabel, busy, uploads, disabled, failure }: FormActionsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const message = failure?.failure ?? null;
  const reason = failure?.failureReason ?? null;
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message, reason]);
  return (
    <>
      {uploads && <UploadProgress files={uploads.files} onCancel={uploads.cancel} />}
      <div ref={ref} className="space-y-4">
        <FormAlert message={message} reason={reason} />
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
      </div>
    </>
  );
}
