/**
 * Text hygiene for every collection people write: surrounding whitespace is trimmed (so a title
 * of spaces is blank, and "required" refuses it), invisible characters are refused (control
 * characters, text-direction and zero-width characters: shared/invisibleCharacters.ts, issue 26),
 * since nothing a person types into the admin panel contains them, and line breaks are refused
 * outside the few fields the forms edit as paragraphs (a name with CR/LF added lines to the
 * inquiry email: issue 14).
 */
import type * as Content from '../../../shared/content';
import type * as Invisible from '../../../shared/invisibleCharacters';
import type * as LeadsModel from '../../../shared/leads';

const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** Field types holding free text. */
const TEXT_TYPES = ['text', 'email', 'url', 'editor'];

/** Trimmed `value`, or null when it holds an invisible character (`invisible`: the shared check). */
export function cleanText(value: string, invisible: typeof Invisible.hasInvisibleCharacters): string | null {
  if (invisible(value)) return null;
  return value.trim();
}

/** A quote request's note (issue 29) is a paragraph: its collection is not in the content model. */
function isNoteBody(collection: string, field: string): boolean {
  const leads = require(`${__hooks}/lib/shared/leads.js`) as typeof LeadsModel;
  return collection === leads.NOTES_COLLECTION && field === 'body';
}

/** onRecordValidate body for content collections and accounts. */
export function cleanTextFields(e: core.RecordEvent, next: () => void): void {
  const record = e.record!;
  // note: the fields edited as paragraphs (a textarea) are the content model's `multiline` ones.
  const content = require(`${__hooks}/lib/shared/content.js`) as typeof Content;
  const invisible = require(`${__hooks}/lib/shared/invisibleCharacters.js`) as typeof Invisible;
  const errors: Record<string, ValidationError> = {};
  let failed = false;
  // note: plain index loop: Go slices in PocketBase's JSVM are not JS iterables.
  const collection = record.collection();
  const fields = collection.fields;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    const name = field.getName();
    if (name === 'id' || TEXT_TYPES.indexOf(field.type()) < 0) continue;
    const cleaned = cleanText(record.getString(name), invisible.hasInvisibleCharacters);
    if (cleaned === null) {
      errors[name] = new ValidationError('validation_control_characters', invisible.INVISIBLE_CHARACTERS_MESSAGE);
      failed = true;
    } else if (
      LINE_BREAK.test(cleaned) &&
      !content.isMultiline(collection.name, name) &&
      !isNoteBody(collection.name, name)
    ) {
      errors[name] = new ValidationError('validation_single_line', 'Must be a single line (no line breaks).');
      failed = true;
    } else if (cleaned !== record.getString(name)) {
      record.set(name, cleaned);
    }
  }
  if (failed) throw new BadRequestError('Failed to save: check the highlighted fields.', errors);
  next();
}
