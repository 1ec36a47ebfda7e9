import { useRef, useState } from 'react';
import type { SendOptions } from 'pocketbase';
import { isAbortError } from '../../lib/apiErrors';
import { compressImage } from '../../lib/compressImage';
import { uploadFetch } from '../../lib/uploadFetch';

/** Where one chosen image is on its way to the server. */
export interface FileProgress {
  name: string;
  stage: 'compressing' | 'uploading' | 'sent';
  /** 0–100 of the current stage. */
  percent: number;
}

/**
 * The images of one save, compressed and uploaded with their progress shown per file and one
 * Cancel for all (issue 15, item 6, decision 012). `compress` runs the library in its web worker
 * with its `onProgress`; the save's SDK options carry a `fetch` that reports the upload
 * (XMLHttpRequest) and the signal Cancel aborts. A cancelled save resolves false and leaves the
 * form as it was.
 */
export function useUploads() {
  const [files, setFiles] = useState<FileProgress[]>([]);
  const controller = useRef<AbortController | null>(null);

  function update(index: number, change: Partial<FileProgress>) {
    setFiles((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));
  }

  /** Compresses `chosen` (all at once, each in its worker), showing each one's progress. */
  async function compress(chosen: File[]): Promise<File[]> {
    controller.current = new AbortController();
    const { signal } = controller.current;
    setFiles(chosen.map((file) => ({ name: file.name, stage: 'compressing', percent: 0 })));
    return Promise.all(
      chosen.map((file, index) =>
        compressImage(file, { signal, onProgress: (percent) => update(index, { percent: Math.round(percent) }) }),
      ),
    );
  }

  /**
   * The SDK options of the save that carries `sent` (the compressed files, in the order of
   * `compress`): its upload progress is spread over the files by size, in the order the body
   * carries them.
   */
  function requestOptions(sent: File[]): SendOptions {
    controller.current ??= new AbortController();
    const total = sent.reduce((sum, file) => sum + file.size, 0) || 1;
    return {
      signal: controller.current.signal,
      fetch: uploadFetch((bytes, length) => {
        // note: the body also holds the form's text fields: what is sent is scaled to the files.
        let before = 0;
        const done = (bytes / length) * total;
        setFiles((list) =>
          list.map((item, i) => {
            const size = sent[i]?.size ?? 0;
            const share = size ? Math.min(1, Math.max(0, (done - before) / size)) : 1;
            before += size;
            return { ...item, stage: bytes >= length ? 'sent' : 'uploading', percent: Math.round(share * 100) };
          }),
        );
      }),
    };
  }

  /** Stops the compression or upload under way. */
  function cancel() {
    controller.current?.abort();
  }

  /** Clears the progress once the save has ended (saved, failed or cancelled). */
  function finish() {
    controller.current = null;
    setFiles([]);
  }

  /**
   * One save of a form that may carry images: compresses `chosen`, then calls `send` with the
   * compressed files and the SDK options to pass to its create or update (none when no image was
   * chosen: such a save is a plain fetch). Resolves true once saved, false when cancelled
   * (nothing was saved); rejects with any other failure.
   */
  async function save(
    chosen: File[],
    send: (compressed: File[], options: SendOptions | undefined) => Promise<unknown>,
  ): Promise<boolean> {
    if (chosen.length === 0) {
      await send([], undefined);
      return true;
    }
    try {
      const compressed = await compress(chosen);
      await send(compressed, requestOptions(compressed));
      return true;
    } catch (err) {
      if (isAbortError(err) || (err as Error | null)?.name === 'AbortError') return false;
      throw err;
    } finally {
      finish();
    }
  }

  return { files, save, cancel };
}
