import { useEffect, useState } from 'react';
import { errorStatus } from '../../lib/apiErrors';
import type { AdminRecords } from '../data/adminData';

export type RecordStatus = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * The record an edit form works on, read fresh from the server; with no id (create mode) it is
 * ready at once with `record` null.
 */
export function useRecord<T>(records: AdminRecords<T>, id: string | undefined) {
  const [result, setResult] = useState<{ id: string | undefined; status: RecordStatus; record: T | null }>({
    id: undefined,
    status: 'ready',
    record: null,
  });

  useEffect(() => {
    if (!id) return;
    let current = true;
    records
      .get(id)
      .then((record) => {
        if (current) setResult({ id, status: 'ready', record });
      })
      .catch((err: unknown) => {
        if (current) setResult({ id, status: errorStatus(err) === 404 ? 'missing' : 'failed', record: null });
      });
    return () => {
      current = false;
    };
  }, [records, id]);

  if (!id) return { status: 'ready' as RecordStatus, record: null };
  if (result.id !== id) return { status: 'loading' as RecordStatus, record: null };
  return { status: result.status, record: result.record };
}
