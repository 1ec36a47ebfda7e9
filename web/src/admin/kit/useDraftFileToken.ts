import { useEffect, useState } from 'react';
import { isPublished } from '@shared/order';
import { pb } from '../../lib/pocketbase';

/**
 * A file token for a draft's images: the server serves a draft's files only with the file token
 * of approved staff (issue 26, item 6; migration `1795387000_draft_files.js`). For a published
 * record, or none, it is `undefined` (no token needed). For a draft, `null` until the token has
 * come (show no image yet), then the token: one per screen, short-lived (3 minutes), enough for
 * the images to load once; the browser keeps them while the screen stays.
 */
export function useDraftFileToken(record: { published?: unknown } | null | undefined): string | null | undefined {
  const draft = Boolean(record) && !isPublished(record!);
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!draft) return;
    let live = true;
    pb.files.getToken().then(
      (value) => live && setToken(value),
      // note: no token, no draft image; the record itself still loads and saves.
      () => live && setToken(''),
    );
    return () => {
      live = false;
    };
  }, [draft]);
  return draft ? token : undefined;
}

/**
 * A fresh file token when `record` is a draft (to read one of its files now, e.g. to send it
 * again), else undefined; undefined too when none can be had (the read then fails as it would).
 */
export async function draftFileTokenNow(record: { published?: unknown }): Promise<string | undefined> {
  if (isPublished(record)) return undefined;
  try {
    return await pb.files.getToken();
  } catch {
    return undefined;
  }
}
