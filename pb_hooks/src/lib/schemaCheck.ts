/**
 * The server's half of the shared schemas (shared/schemas.ts, decision 011): every save of a
 * content record is checked with the schema the admin forms use, whoever sends it (the API,
 * PocketBase's dashboard, the seed), and refused field by field with the forms' own messages.
 */
import type * as Schemas from '../../../shared/schemas';

/** The values the schema checks, as the record holds them: numbers as numbers, the rest as text. */
export function schemaValues(record: core.Record, fields: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const collectionFields = record.collection().fields;
  for (const name of fields) {
    const field = collectionFields.getByName(name);
    const type = field ? field.type() : '';
    if (type === 'number') values[name] = record.getFloat(name);
    else if (type === 'json') values[name] = parseJson(record.getString(name));
    else values[name] = record.getString(name);
  }
  return values;
}

function parseJson(raw: string): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * A project's gallery alt texts follow its files: keys of files no longer in the gallery are
 * dropped (the file names are PocketBase's, so a removed file's key can never come back).
 */
export function keepGalleryAltInStep(record: core.Record): void {
  if (!record.collection().fields.getByName('images_alt')) return;
  const alt = parseJson(record.getString('images_alt'));
  if (!alt || typeof alt !== 'object' || Array.isArray(alt)) return;
  const names = record.getStringSlice('images');
  const kept: Record<string, unknown> = {};
  let dropped = false;
  for (const key of Object.keys(alt)) {
    if (names.indexOf(key) >= 0) kept[key] = (alt as Record<string, unknown>)[key];
    else dropped = true;
  }
  if (dropped) record.set('images_alt', kept);
}

/** onRecordValidate body for the content collections. */
export function checkSchema(e: core.RecordEvent): void {
  const schemas = require(`${__hooks}/lib/shared/schemas.js`) as typeof Schemas;
  const record = e.record!;
  keepGalleryAltInStep(record);
  const collection = record.collection().name;
  if (!schemas.SCHEMAS[collection]) throw new Error(`No schema for ${collection}`);
  const problems = schemas.schemaProblems(collection, schemaValues(record, schemas.schemaFields(collection)));
  const fields = Object.keys(problems);
  if (fields.length) {
    const errors: Record<string, ValidationError> = {};
    for (const field of fields) errors[field] = new ValidationError('validation_schema', problems[field]);
    throw new BadRequestError('Failed to save: check the highlighted fields.', errors);
  }
  e.next();
}
