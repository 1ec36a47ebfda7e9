import toast from 'react-hot-toast';
import { FaExternalLinkAlt } from 'react-icons/fa';
import { openPreview } from './preview';

/** Said when the preview could not be opened (the file token could not be had). */
export const PREVIEW_FAILED_MESSAGE = 'Could not open the preview. Check the connection and try again.';

/**
 * Preview of a public page with the drafts, in a new tab (kit/preview.ts): on a list's row and in
 * an edit form (issue 39). `itemName` names it for screen readers ("Preview Lake House").
 */
export function PreviewButton({ to, itemName, className }: { to: string; itemName?: string; className: string }) {
  return (
    <button
      type="button"
      onClick={() => void openPreview(to).catch(() => toast.error(PREVIEW_FAILED_MESSAGE))}
      aria-label={itemName ? `Preview ${itemName}` : undefined}
      className={className}
    >
      <FaExternalLinkAlt aria-hidden="true" /> Preview
    </button>
  );
}
