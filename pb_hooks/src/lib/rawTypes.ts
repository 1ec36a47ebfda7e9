/**
 * PocketBase casts what it is sent: an object for an optional text field becomes '', "abc"
 * for a number becomes 0, two values for a single select keep the last, two files for a
 * single-file field keep one. That silently loses what the sender meant, so content writes
 * whose raw values have the wrong type or count are refused with a field error instead.
 */

const NUMERIC = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/** Why `value` cannot be a number field's value, or ''. */
export function numberProblem(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return isFinite(value) ? '' : 'Must be a finite number.';
  if (typeof value === 'string' && NUMERIC.test(value) && isFinite(Number(value))) return '';
  return 'Must be a number.';
}

/** Why `value` cannot be a text field's value, or ''. */
export function textProblem(value: unknown): string {
  if (value === null || value === undefined) return '';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? '' : 'Must be text.';
}

/** Why `value` cannot be the value of a single-choice field (select, relation), or ''. */
export function singleChoiceProblem(value: unknown): string {
  if (Array.isArray(value)) return value.length > 1 ? 'Choose only one.' : '';
  return value !== null && typeof value === 'object' ? 'Must be a single value.' : '';
}

type Body = Record<string, unknown>;
type GoRequest = NonNullable<core.RequestEvent['request']>;

/**
 * The request's body as sent: JSON parsed again from the raw bytes, or the multipart form's
 * plain values (one string, or an array when repeated) merged with its @jsonPayload.
 * requestInfo().body is already cast to the fields' types, so it cannot tell "abc" from 0.
 * note: PocketBase wraps request bodies so that they can be read again.
 */
function rawBody(request: GoRequest): Body {
  const type = request.header.get('Content-Type') || '';
  if (type.indexOf('application/json') === 0) return parseObject(toString(request.body, 16 << 20));
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

/** How many files the request uploads for `field`. */
function uploadedCount(e: core.RecordRequestEvent, field: string): number {
  try {
    return e.findUploadedFiles(field).length;
  } catch {
    // note: findUploadedFiles throws when the request has no file for the field.
    return 0;
  }
}

/** onRecordCreateRequest / onRecordUpdateRequest body for content collections. */
export function refuseWrongRawTypes(e: core.RecordRequestEvent): void {
  // note: in the JSVM a record request event exposes its embedded RequestEvent as
  // `requestEvent`; the promoted `request` field of the Go type is not there.
  const request = (e as unknown as { requestEvent?: core.RequestEvent }).requestEvent?.request ?? e.request;
  const body = request ? rawBody(request) : {};
  const multipart = !!request && (request.header.get('Content-Type') || '').indexOf('multipart/form-data') === 0;
  const errors: Record<string, ValidationError> = {};
  let failed = false;
  const refuse = (name: string, code: string, message: string) => {
    errors[name] = new ValidationError(code, message);
    failed = true;
  };

  // note: plain index loops: Go slices in PocketBase's JSVM are not JS iterables.
  const fields = e.collection!.fields;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    const name = field.getName();
    const type = field.type();
    const single = (field as unknown as { maxSelect?: number }).maxSelect === 1;
    if (type === 'file') {
      if (single && multipart && uploadedCount(e, name) > 1)
        refuse(name, 'validation_too_many_files', 'Only one file is allowed.');
      continue;
    }
    const check =
      type === 'number'
        ? numberProblem
        : type === 'text' || type === 'email' || type === 'url'
          ? textProblem
          : (type === 'select' || type === 'relation') && single
            ? singleChoiceProblem
            : null;
    if (!check) continue;
    for (const key of [name, name + '+', name + '-']) {
      if (body[key] === undefined) continue;
      const problem = check(body[key]);
      if (problem) refuse(name, 'validation_wrong_type', problem);
    }
  }
  if (failed) throw new BadRequestError('Failed to save: check the highlighted fields.', errors);
  e.next();
}
