/**
 * The request body as the client sent it. requestInfo().body is already cast to the
 * collection's field types (so "abc" for a number reads 0) and drops unknown keys, so hooks
 * that must see what was really sent read it here.
 * note: PocketBase wraps request bodies so that they can be read again.
 */

export type Body = Record<string, unknown>;

/** The Go request behind a record request event. */
export function goRequest(e: core.RecordRequestEvent): core.RequestEvent['request'] {
  // note: in the JSVM a record request event exposes its embedded RequestEvent as
  // `requestEvent`; the promoted `request` field of the Go type is not there.
  return (e as unknown as { requestEvent?: core.RequestEvent }).requestEvent?.request ?? e.request;
}

export function isMultipart(e: core.RecordRequestEvent): boolean {
  const request = goRequest(e);
  return !!request && (request.header.get('Content-Type') || '').indexOf('multipart/form-data') === 0;
}

/** How PocketBase reads a request's body (its BindBody: the Content-Type's prefix, as sent). */
export type Encoding = 'json' | 'form' | 'none' | 'other';

export function bodyEncoding(e: core.RecordRequestEvent): Encoding {
  const request = goRequest(e);
  if (!request) return 'none';
  const type = request.header.get('Content-Type') || '';
  if (type.indexOf('application/json') === 0) return 'json';
  if (type.indexOf('multipart/form-data') === 0 || type.indexOf('application/x-www-form-urlencoded') === 0)
    return 'form';
  // note: PocketBase binds nothing from an empty body, whatever its type.
  return request.contentLength === 0 ? 'none' : 'other';
}

/**
 * JSON parsed again from the raw bytes; or, for a form (multipart or url-encoded), its plain
 * values (one string, or an array when repeated), the query's included, merged with its
 * @jsonPayload: what PocketBase binds; {} otherwise.
 */
export function rawBody(e: core.RecordRequestEvent): Body {
  // Read once per request; other hooks of the same request reuse it.
  const cached = e.get(RAW_BODY_KEY) as string | undefined;
  if (typeof cached === 'string') return parseObject(cached);
  const body = readRawBody(e);
  e.set(RAW_BODY_KEY, JSON.stringify(body));
  return body;
}

const RAW_BODY_KEY = 'site.rawBody';

function readRawBody(e: core.RecordRequestEvent): Body {
  const request = goRequest(e);
  if (!request) return {};
  const encoding = bodyEncoding(e);
  if (encoding === 'json') {
    // note: PocketBase's rereadable body rewinds only once a reader has seen EOF. Its own JSON
    // decoder may stop right after the closing brace, so the first read here can return
    // nothing but that EOF (depending on how the bytes arrived); the next read has it all.
    let text = toString(request.body, 16 << 20);
    if (text.trim() === '') text = toString(request.body, 16 << 20);
    return parseObject(text);
  }
  if (encoding !== 'form') return {};
  // PocketBase binds a form from request.Form: the body's fields and the query's (issue 26: a
  // url-encoded body, or a field sent in the query, skipped every check here). Its record
  // handlers have parsed it by now; requestInfo() makes sure (cached: no second parse).
  e.requestInfo();
  const values = formValues(request.form);
  const body: Body = {};
  const payloads: string[] = [];
  for (const key of Object.keys(values)) {
    const list = values[key];
    if (key === '@jsonPayload') payloads.push(...list);
    else body[key] = list.length === 1 ? list[0] : list;
  }
  // As PocketBase does: the plain values first, then each @jsonPayload over them.
  for (const payload of payloads) Object.assign(body, parseObject(payload));
  return body;
}

/**
 * Each key of a Go url.Values (a request's form or query) with its values in order. The JSVM
 * shows such a value only as its methods (no keys, no index), so this reads its encode().
 */
export function formValues(values: { encode(): string } | null | undefined): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const encoded = values ? values.encode() : '';
  if (!encoded) return result;
  for (const pair of encoded.split('&')) {
    const eq = pair.indexOf('=');
    const key = unescapeForm(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : unescapeForm(pair.slice(eq + 1));
    (result[key] = result[key] || []).push(value);
  }
  return result;
}

/** What Go's url.QueryEscape escaped ('+' a space); bytes that are not UTF-8 as Latin-1. */
function unescapeForm(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

function parseObject(text: string): Body {
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
