/**
 * What React's server renderer and the router expect of their host that PocketBase's JSVM
 * (goja) lacks (issue 13). `renderToString` is synchronous: the first three are only looked up
 * or scheduled by code paths a synchronous render leaves unused, so minimal stand-ins are
 * enough. `URL` is used by the router to tell its links' paths from external URLs: this one
 * parses the http(s) URLs and paths a page has; `URLSearchParams` reads a query (the server
 * renders pages without one). Imported first by the server entry
 * (renderPage.tsx), before React and the router.
 */
const host = globalThis as Record<string, unknown>;

if (typeof host.setImmediate !== 'function') {
  host.setImmediate = (callback: () => void) => Promise.resolve().then(callback);
}

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

const URL_PARTS = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i;

if (typeof host.URL !== 'function') {
  host.URL = class {
    protocol: string;
    host: string;
    pathname: string;
    search: string;
    hash: string;
    constructor(url: string | { href: string }, base?: string | { href: string }) {
      const text = typeof url === 'string' ? url : url.href;
      let parts = URL_PARTS.exec(text);
      if (!parts && base !== undefined) {
        const root = URL_PARTS.exec(typeof base === 'string' ? base : base.href);
        if (!root) throw new TypeError(`Invalid base URL: ${String(base)}`);
        const [path, rest = ''] = text.split(/(?=[?#])/);
        const dir = root[3].slice(0, root[3].lastIndexOf('/') + 1) || '/';
        const pathname = path === '' ? root[3] || '/' : path.charAt(0) === '/' ? path : dir + path;
        parts = URL_PARTS.exec(`${root[1]}//${root[2]}${pathname}${rest}`);
      }
      if (!parts) throw new TypeError(`Invalid URL: ${text}`);
      this.protocol = parts[1].toLowerCase();
      this.host = parts[2].toLowerCase();
      this.pathname = parts[3] || '/';
      this.search = parts[4] && parts[4] !== '?' ? parts[4] : '';
      this.hash = parts[5] && parts[5] !== '#' ? parts[5] : '';
    }
    get hostname(): string {
      return this.host.replace(/:\d+$/, '');
    }
    get port(): string {
      const port = /:(\d+)$/.exec(this.host);
      return port ? port[1] : '';
    }
    get origin(): string {
      return `${this.protocol}//${this.host}`;
    }
    get href(): string {
      return this.origin + this.pathname + this.search + this.hash;
    }
    toString(): string {
      return this.href;
    }
  };
}

if (typeof host.URLSearchParams !== 'function') {
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
  host.URLSearchParams = class {
    private list: Array<[string, string]> = [];
    constructor(init: string | Array<[string, string]> | Record<string, string> = '') {
      if (typeof init === 'string') {
        for (const pair of init.replace(/^\?/, '').split('&')) {
          if (!pair) continue;
          const at = pair.indexOf('=');
          this.list.push(at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))]);
        }
      } else if (Array.isArray(init)) this.list = init.map(([k, v]) => [String(k), String(v)]);
      else for (const key of Object.keys(init)) this.list.push([key, String(init[key])]);
    }
    get(name: string): string | null {
      const found = this.list.find(([k]) => k === name);
      return found ? found[1] : null;
    }
    getAll(name: string): string[] {
      return this.list.filter(([k]) => k === name).map(([, v]) => v);
    }
    has(name: string): boolean {
      return this.list.some(([k]) => k === name);
    }
    append(name: string, value: string): void {
      this.list.push([name, String(value)]);
    }
    set(name: string, value: string): void {
      this.delete(name);
      this.append(name, value);
    }
    delete(name: string): void {
      this.list = this.list.filter(([k]) => k !== name);
    }
    forEach(callback: (value: string, key: string) => void): void {
      this.list.forEach(([k, v]) => callback(v, k));
    }
    keys() {
      return this.list.map(([k]) => k)[Symbol.iterator]();
    }
    values() {
      return this.list.map(([, v]) => v)[Symbol.iterator]();
    }
    entries() {
      return this.list.map(([k, v]) => [k, v] as [string, string])[Symbol.iterator]();
    }
    [Symbol.iterator]() {
      return this.entries();
    }
    toString(): string {
      return this.list.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
    }
  };
}

export {};
