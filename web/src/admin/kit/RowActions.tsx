import { FaEdit, FaHistory, FaTrash } from 'react-icons/fa';
import { Link } from 'react-router-dom';
import { dangerButton, linkButton } from './buttonStyles';
import { PreviewButton } from './PreviewButton';

interface RowActionsProps {
  /** Names the row for screen readers ("Edit Lake House"). */
  itemName: string;
  /** The item's edit page; or `onRename`, an edit in place ("Rename"). */
  editTo?: string;
  onRename?: () => void;
  onDelete: () => void;
  /** This row is being deleted: "Deleting..." and disabled. */
  deleting: boolean;
  /** Another row is being deleted. */
  busy: boolean;
  /** The item's public page, previewed with the drafts (kit/preview.ts). */
  previewTo?: string;
  /** The item's history (its versions and their restore: issue 39, reachable from the list). */
  historyTo?: string;
}

/** Preview, Edit (or Rename), History and Delete of one list row. */
export function RowActions({
  itemName,
  editTo,
  onRename,
  onDelete,
  deleting,
  busy,
  previewTo,
  historyTo,
}: RowActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-1 md:flex-nowrap">
      {previewTo && <PreviewButton to={previewTo} itemName={itemName} className={linkButton} />}
      {onRename && (
        <button
          type="button"
          onClick={onRename}
          disabled={deleting}
          aria-label={`Rename ${itemName}`}
          className={linkButton}
        >
          <FaEdit aria-hidden="true" /> Rename
        </button>
      )}
      {editTo === undefined ? null : deleting ? (
        <span aria-disabled="true" className={`${linkButton} cursor-not-allowed opacity-50`}>
          <FaEdit aria-hidden="true" /> Edit
        </span>
      ) : (
        <Link to={editTo} aria-label={`Edit ${itemName}`} className={linkButton}>
          <FaEdit aria-hidden="true" /> Edit
        </Link>
      )}
      {historyTo && (
        <Link to={historyTo} aria-label={`History of ${itemName}`} className={linkButton}>
          <FaHistory aria-hidden="true" /> History
        </Link>
      )}
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting || busy}
        aria-label={`${deleting ? 'Deleting...' : 'Delete'} ${itemName}`}
        className={dangerButton}
      >
        <FaTrash aria-hidden="true" /> {deleting ? 'Deleting...' : 'Delete'}
      </button>
    </div>
  );
}
