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

/**
 * JSON parsed again from the raw bytes, or the multipart form's plain values (one string,
 * or an array when repeated) merged with its @jsonPayload; {} otherwise.
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
  const type = request.header.get('Content-Type') || '';
  if (type.indexOf('application/json') === 0) {
    // note: PocketBase's rereadable body rewinds only once a reader has seen EOF. Its own JSON
    // decoder may stop right after the closing brace, so the first read here can return
    // nothing but that EOF (depending on how the bytes arrived); the next read has it all.
    let text = toString(request.body, 16 << 20);
    if (text.trim() === '') text = toString(request.body, 16 << 20);
    return parseObject(text);
  }
  const form = request.multipartForm;
  if (type.indexOf('multipart/form-data') !== 0 || !form) return {};
  const body: Body = {};
  const values = form.value as unknown as Record<string, string[]>;
  for (const key of Object.keys(values)) {
    const list = values[key];
    if (key === '@jsonPayload') {
      for (let i = 0; i < list.length; i++) Object.assign(body, parseObject(list[i]));
    } else {
      body[key] = list.length === 1 ? list[0] : Array.prototype.slice.call(list);
    }
  }
  return body;
}

function parseObject(text: string): Body {
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
