/**
 * Text hygiene for content collections: surrounding whitespace is trimmed (so a title of
 * spaces is blank, and "required" refuses it) and control characters are refused, since
 * nothing a person types into the admin panel contains them.
 */

/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Field types holding free text. */
const TEXT_TYPES = ['text', 'email', 'url', 'editor'];

/** Trimmed `value`, or null when it holds a control character. */
export function cleanText(value: string): string | null {
  if (CONTROL_CHARS.test(value)) return null;
  return value.trim();
}

/** onRecordValidate body for content collections. */
export function cleanTextFields(e: core.RecordEvent): void {
  const record = e.record!;
  const errors: Record<string, ValidationError> = {};
  let failed = false;
  // note: plain index loop: Go slices in PocketBase's JSVM are not JS iterables.
  const fields = record.collection().fields;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    const name = field.getName();
    if (name === 'id' || TEXT_TYPES.indexOf(field.type()) < 0) continue;
    const cleaned = cleanText(record.getString(name));
    if (cleaned === null) {
      errors[name] = new ValidationError('validation_control_characters', 'Must not contain control characters.');
      failed = true;
    } else if (cleaned !== record.getString(name)) {
      record.set(name, cleaned);
    }
  }
  if (failed) throw new BadRequestError('Failed to save: check the highlighted fields.', errors);
  e.next();
}
