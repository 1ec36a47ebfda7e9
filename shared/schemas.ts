/**
 * What staff may save, once, for both sides (issue 15, item 11; decision 011): built from the
 * fields the content model declares (shared/content.ts, decision 018). The admin forms
 * check a record's fields with these schemas before sending it, and the server's
 * `onRecordValidate` step (pb_hooks/src/lib/schemaCheck.ts) checks every save against the same
 * schemas, whoever sends it. The limits (year ranges, gallery size, image types, text lengths, the
 * email pattern: shared/limits.ts) are used here and nowhere else; a test compares the
 * collections' own field options with them.
 *
 * Valibot (decision 011): small, tree-shaken into both builds, plain ES2020 without `eval`.
 */
import * as v from 'valibot';
import { CONTENT, CONTENT_KEYS, type Declaration, type Field, type TextCheck } from './content';
import { FOCUS_MESSAGE, isFocalPoint } from './focus';
import { formattingProblem } from './formatting';
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from './invisibleCharacters';
import { emailProblem, LIMITS, type YearRange } from './limits';
import { PHONE_HELP, whatsappDigits } from './phone';
import { urlProblem, type UrlKind } from './urls';

/** The seed's message for a missing required value (section 5, Stats). */
export const REQUIRED_MESSAGE = 'This field is required';
export const EMAIL_MESSAGE = 'Enter a valid email address.';
export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number of 0 or more.';
export const IMAGE_TYPE_MESSAGE = 'Choose a JPEG, PNG, WebP or GIF image.';
export const CATEGORY_REQUIRED_MESSAGE = 'Choose a category.';

export function yearMessage(range: YearRange): string {
  return `Enter a year between ${range.min} and ${range.max}.`;
}

export function tooLongMessage(max: number): string {
  return `Keep this under ${max} characters.`;
}

// note: every field schema takes what the form sends and what the server's record holds (text
// as a string, numbers as numbers); text is checked trimmed, as the server stores it.

const anything = v.check<string>(() => true);

function text(max: number, required: boolean, extra: v.GenericPipeItem<string, string> = anything) {
  return v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.trim(),
    v.check((value) => !required || value !== '', REQUIRED_MESSAGE),
    v.check((value) => !hasInvisibleCharacters(value), INVISIBLE_CHARACTERS_MESSAGE),
    v.maxLength(max, tooLongMessage(max)),
    extra,
  );
}

const link = (kind: UrlKind) =>
  v.check(
    (value: string) => !urlProblem(value, kind),
    (issue) => urlProblem(String(issue.input), kind),
  );

/** The stricter checks a text field may declare (shared/content.ts TextCheck). */
const CHECKS: Record<TextCheck, () => v.GenericPipeItem<string, string>> = {
  email: () =>
    v.check(
      (value: string) => value === '' || emailProblem(value, EMAIL_MESSAGE) === null,
      (issue) => emailProblem(String(issue.input), EMAIL_MESSAGE) ?? EMAIL_MESSAGE,
    ),
  whatsapp: () => v.check((value) => value === '' || whatsappDigits(value) !== null, PHONE_HELP),
  googleMapsEmbed: () => link('googleMapsEmbed'),
  facebook: () => link('facebook'),
  instagram: () => link('instagram'),
  formatted: () =>
    v.check(
      (value: string) => !formattingProblem(value),
      (issue) => formattingProblem(String(issue.input)),
    ),
};

/** A whole number in `min..max`: blank is "required", anything else out of range gets `message`. */
function wholeNumber(min: number, max: number, message: string) {
  return v.pipe(
    v.unknown(),
    v.check((value) => value !== '' && value !== null && value !== undefined, REQUIRED_MESSAGE),
    v.check((value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max, message),
  );
}

const year = (range: YearRange) => wholeNumber(range.min, range.max, yearMessage(range));

/** An image's alt text: optional (the title or name stands in), one line. */
export const altText = text(LIMITS.altText, false);

/** The schema of one declared field (shared/content.ts), or null when the schemas leave it alone. */
function fieldSchema(field: Field): v.GenericSchema | null {
  if (field.unchecked) return null;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'url':
      return text(field.max, field.required, field.check ? CHECKS[field.check]() : anything);
    case 'number':
      if (!field.range) return null;
      return field.message === 'year'
        ? year(field.range)
        : wholeNumber(field.range.min, field.range.max, WHOLE_NUMBER_MESSAGE);
    case 'select':
      return v.picklist(field.values as string[], REQUIRED_MESSAGE);
    case 'relation':
      return v.pipe(v.string(CATEGORY_REQUIRED_MESSAGE), v.nonEmpty(CATEGORY_REQUIRED_MESSAGE));
    case 'json':
      // A focal point (decision 021), or the alt text of gallery images by file name (decision 011).
      if (field.of === 'focalPoint') return v.pipe(v.unknown(), v.check(isFocalPoint, FOCUS_MESSAGE));
      return v.nullish(v.record(v.string(), altText));
    default:
      return null;
  }
}

/** The checked fields of each collection staff write, as the record holds them, by collection name. */
export const SCHEMAS: Record<string, v.ObjectSchema<v.ObjectEntries, undefined>> = {};
for (const key of CONTENT_KEYS) {
  const declaration: Declaration = CONTENT[key];
  const entries: v.ObjectEntries = {};
  for (const name of Object.keys(declaration.fields)) {
    const field = declaration.fields[name];
    const schema = fieldSchema(field);
    // A translation (issue 40) by the rules of its English field; a form without it leaves it be.
    if (schema) entries[name] = field.translationOf ? v.optional(schema) : schema;
  }
  if (Object.keys(entries).length) SCHEMAS[declaration.collection] = v.object(entries);
}

/** The fields a collection's schema checks. */
export function schemaFields(collection: string): string[] {
  return Object.keys(SCHEMAS[collection].entries);
}

/** The first problem of each field of `values`, by field name; empty when they are fine. */
export function schemaProblems(collection: string, values: Record<string, unknown>): Record<string, string> {
  const result = v.safeParse(SCHEMAS[collection] as v.GenericSchema, values);
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.issues) {
    const key = issue.path && issue.path.length ? String(issue.path[0].key) : '';
    if (key && !problems[key]) problems[key] = issue.message;
  }
  return problems;
}
