/**
 * PocketBase casts what it is sent: an object for an optional text field becomes '', "abc"
 * for a number becomes 0, two values for a single select keep the last, two files for a
 * single-file field keep one. That silently loses what the sender meant, so content writes
 * whose raw values have the wrong type or count are refused with a field error instead, in
 * every encoding PocketBase accepts (JSON, multipart and url-encoded forms; issue 26).
 */

import type * as RequestBody from './requestBody';

export const UNSUPPORTED_BODY_MESSAGE = 'Send the fields as JSON or as a form (multipart or url-encoded).';

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

/** What PocketBase reads as a boolean (Go's strconv.ParseBool, and what clients send for off). */
const BOOLEAN_TEXT = ['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False', ''];

/**
 * Why `value` cannot be a boolean field's value, or ''. PocketBase casts anything else to false:
 * `"yes"`, `"on"` (a checkbox's default form value) and `"abc"` would unpublish or unapprove
 * without a word.
 */
export function booleanProblem(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'number') return value === 0 || value === 1 ? '' : 'Must be true or false.';
  if (typeof value === 'string' && BOOLEAN_TEXT.indexOf(value) >= 0) return '';
  return 'Must be true or false.';
}

/** Why `value` cannot be the value of a single-choice field (select, relation), or ''. */
export function singleChoiceProblem(value: unknown): string {
  if (Array.isArray(value)) return value.length > 1 ? 'Choose only one.' : '';
  return value !== null && typeof value === 'object' ? 'Must be a single value.' : '';
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

/** onRecordCreateRequest / onRecordUpdateRequest body for content collections and accounts. */
export function refuseWrongRawTypes(e: core.RecordRequestEvent, next: () => void): void {
  const { rawBody, isMultipart, bodyEncoding } = require(`${__hooks}/lib/requestBody.js`) as typeof RequestBody;
  // Every encoding PocketBase binds is read below (JSON, multipart, url-encoded); another one
  // is refused here, whatever PocketBase would make of it (issue 26).
  if (bodyEncoding(e) === 'other') throw new BadRequestError(UNSUPPORTED_BODY_MESSAGE);
  const body = rawBody(e);
  const multipart = isMultipart(e);
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
        : type === 'bool'
          ? booleanProblem
          : type === 'text' || type === 'email' || type === 'url'
            ? textProblem
            : (type === 'select' || type === 'relation') && single
              ? singleChoiceProblem
              : null;
    if (!check) continue;
    // note: the modifiers PocketBase reads: `name+` (append, add), `+name` (prepend), `name-`.
    for (const key of [name, name + '+', '+' + name, name + '-']) {
      if (body[key] === undefined) continue;
      const problem = check(body[key]);
      if (problem) refuse(name, 'validation_wrong_type', problem);
    }
  }
  if (failed) throw new BadRequestError('Failed to save: check the highlighted fields.', errors);
  next();
}
