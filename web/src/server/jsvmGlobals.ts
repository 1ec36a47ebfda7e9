/**
 * What React's server renderer expects of its host that PocketBase's JSVM (goja) lacks (issue
 * 13): both are looked up when react-dom/server loads (a channel and an encoder made at module
 * level), and neither is used by a synchronous `renderToString`, so minimal stand-ins are enough.
 * Imported first by the server entry (renderPage.tsx), before React.
 */
const host = globalThis as Record<string, unknown>;

if (typeof host.MessageChannel !== 'function') {
  host.MessageChannel = class {
    port1: { onmessage: null | (() => void) } = { onmessage: null };
    port2 = {
      postMessage: () => {
        void Promise.resolve().then(() => this.port1.onmessage?.());
      },
    };
  };
}

if (typeof host.TextEncoder !== 'function') {
  host.TextEncoder = class {
    encoding = 'utf-8';
    /** UTF-8 bytes of `text` (React encodes chunks only when streaming; kept correct anyway). */
    encode(text = ''): Uint8Array {
      const utf8 = unescape(encodeURIComponent(text));
      const bytes = new Uint8Array(utf8.length);
      for (let i = 0; i < utf8.length; i++) bytes[i] = utf8.charCodeAt(i);
      return bytes;
    }
    encodeInto(text: string, target: Uint8Array) {
      const bytes = this.encode(text);
      target.set(bytes.subarray(0, target.length));
      return { read: text.length, written: Math.min(bytes.length, target.length) };
    }
  };
}

export {};
