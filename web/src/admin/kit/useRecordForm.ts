import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { withLoadedVersion } from '../../lib/recordVersion';
import type { AdminRecords } from '../data/adminData';
import { useForm } from './useForm';
import type { FormErrors } from './validation';

interface RecordFormOptions<V extends Record<string, string>, R> {
  /** The record being edited, or null for a new one. */
  record: R | null;
  initial: V | (() => V);
  validate: (values: V) => FormErrors;
  failureMessage: string;
  /** The chosen images to send; while any is chosen the form has unsaved changes. */
  images: File[];
  /** Other unsaved changes outside `values` (the Published switch). */
  pending?: boolean;
  /** The record fields to send; `compressed` are the `images`, compressed, in their order. */
  payload: (values: V, compressed: File[]) => Record<string, unknown>;
  /** The collection's records (`adminData`). */
  records: AdminRecords<R>;
  /** The success toast ("Team member saved." or "Team member created."). */
  savedMessage: string;
  /** The list the form returns to once saved. */
  backTo: string;
}

/**
 * A content form (`useForm`) that creates its record or updates it with the version it loaded
 * (someone else's change since is a 409, not overwritten), then toasts and returns to its list.
 */
export function useRecordForm<V extends Record<string, string>, R extends { id: string; updated?: string }>(
  options: RecordFormOptions<V, R>,
) {
  const navigate = useNavigate();
  const { record } = options;
  return useForm<V>({
    initial: options.initial,
    validate: options.validate,
    failureMessage: options.failureMessage,
    pending: options.images.length > 0 || Boolean(options.pending),
    leaves: true,
    save: (values, uploads) =>
      uploads.save(options.images, async (compressed, sendOptions) => {
        const payload = options.payload(values, compressed);
        if (record) await options.records.update(record.id, withLoadedVersion(payload, record), sendOptions);
        else await options.records.create(payload, sendOptions);
      }),
    onSaved() {
      toast.success(options.savedMessage);
      navigate(options.backTo);
    },
  });
}
