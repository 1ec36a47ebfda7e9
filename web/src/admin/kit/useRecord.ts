import { useEffect, useState } from 'react';
import { errorStatus } from '../../lib/apiErrors';
import { pb } from '../../lib/pocketbase';

export type RecordStatus = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * The record an edit form works on, read fresh from the server; with no id (create mode) it is
 * ready at once with `record` null.
 */
export function useRecord<T>(collection: string, id: string | undefined, expand?: string) {
  const [result, setResult] = useState<{ id: string | undefined; status: RecordStatus; record: T | null }>({
    id: undefined,
    status: 'ready',
    record: null,
  });

  useEffect(() => {
    if (!id) return;
    let current = true;
    pb.collection(collection)
      .getOne<T>(id, expand ? { expand } : {})
      .then((record) => {
        if (current) setResult({ id, status: 'ready', record });
      })
      .catch((err: unknown) => {
        console.error(`Failed to load ${collection} record ${id}:`, err);
        if (current) setResult({ id, status: errorStatus(err) === 404 ? 'missing' : 'failed', record: null });
      });
    return () => {
      current = false;
    };
  }, [collection, id, expand]);

  if (!id) return { status: 'ready' as RecordStatus, record: null };
  if (result.id !== id) return { status: 'loading' as RecordStatus, record: null };
  return { status: result.status, record: result.record };
}
