import { abortError } from './compressImage';

/**
 * A `fetch` for the PocketBase SDK (its `fetch` request option) that reports how much of the
 * request body has been sent. note: fetch has no upload progress (a streamed request body needs
 * HTTP/2 and half-duplex, and still says nothing of what the server took); XMLHttpRequest's
 * `upload.onprogress` does (decision 012). Used only for saves that carry files.
 */
export function uploadFetch(onProgress: (sent: number, total: number) => void) {
  return (url: RequestInfo | URL, config: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const signal = config.signal ?? undefined;
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(config.method ?? 'GET', String(url));
      new Headers(config.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      const stop = () => xhr.abort();
      signal?.addEventListener('abort', stop, { once: true });
      const done = () => signal?.removeEventListener('abort', stop);
      xhr.onload = () => {
        done();
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, headers }));
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        done();
        reject(abortError());
      };
      xhr.send((config.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}
