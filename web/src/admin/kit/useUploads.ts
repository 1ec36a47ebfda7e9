import { useRef, useState } from 'react';
import type { SendOptions } from 'pocketbase';
import { isAbortError } from '../../lib/apiErrors';
import { compressImage } from '../../lib/compressImage';
import { uploadFetch } from '../../lib/uploadFetch';
import { SAVE_TIME_LIMIT_MS, SaveTimedOut } from '../data/timeLimit';

/** Where one chosen image is on its way to the server. */
export interface FileProgress {
  name: string;
  stage: 'compressing' | 'uploading' | 'sent';
  /** 0–100 of the current stage. */
  percent: number;
}

/**
 * The request of one save and the images it carries, compressed and uploaded with their progress
 * shown per file and one Cancel for all (issue 15, item 6, decision 012). `compress` runs the
 * library in its web worker with its `onProgress`; the save's SDK options carry a `fetch` that
 * reports the upload (XMLHttpRequest) and the signal Cancel aborts. A cancelled save resolves
 * false and leaves the form as it was. Every save, with images or not, has a time limit
 * (`SAVE_TIME_LIMIT_MS`, counted again at each upload progress): past it the request is aborted
 * and the save rejects with `SaveTimedOut`.
 */
export function useUploads() {
  const [files, setFiles] = useState<FileProgress[]>([]);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const timedOut = useRef(false);

  /** (Re)starts the time limit of the request under way: no sign of life by then aborts it. */
  function awaitServer() {
    clearTimeout(timer.current);
    const running = controller.current;
    timer.current = setTimeout(() => {
      timedOut.current = true;
      running?.abort();
    }, SAVE_TIME_LIMIT_MS);
  }

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
        awaitServer();
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

  /** Clears the progress and the time limit once the save has ended (saved, failed or cancelled). */
  function finish() {
    clearTimeout(timer.current);
    controller.current = null;
    setFiles([]);
  }

  /**
   * One save of a form that may carry images: compresses `chosen`, then calls `send` with the
   * compressed files and the SDK options to pass to its create or update (with no image chosen,
   * a plain fetch with the time limit's signal). Resolves true once saved, false when cancelled
   * (nothing was saved); rejects with `SaveTimedOut` past the time limit, or any other failure.
   */
  async function save(
    chosen: File[],
    send: (compressed: File[], options: SendOptions) => Promise<unknown>,
  ): Promise<boolean> {
    timedOut.current = false;
    try {
      if (chosen.length === 0) {
        controller.current = new AbortController();
        awaitServer();
        await send([], { signal: controller.current.signal });
        return true;
      }
      const compressed = await compress(chosen);
      const options = requestOptions(compressed);
      awaitServer();
      await send(compressed, options);
      return true;
    } catch (err) {
      if (!isAbortError(err) && (err as Error | null)?.name !== 'AbortError') throw err;
      if (timedOut.current) throw new SaveTimedOut();
      return false;
    } finally {
      finish();
    }
  }

  return { files, save, cancel };
}
