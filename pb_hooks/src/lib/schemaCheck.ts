/**
 * The server's half of the shared schemas (shared/schemas.ts, decision 011): every save of a
 * content record is checked with the schema the admin forms use, whoever sends it (the API,
 * PocketBase's dashboard, the seed), and refused field by field with the forms' own messages.
 */
import type * as Images from '../../../shared/images';
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

/** The names of a file field's files in this save: kept ones, then those being uploaded. */
function fileNames(record: core.Record, field: string): { all: string[]; uploaded: string[] } {
  // note: before the save, the field holds names and the uploads (filesystem.File, already
  // named by PocketBase); `field:unsaved` lists the uploads in the order they were sent.
  const raw = record.get(field) as unknown[] | null;
  const uploads = record.get(`${field}:unsaved`) as { name: string }[] | null;
  const all: string[] = [];
  const uploaded: string[] = [];
  for (let i = 0; uploads && i < uploads.length; i++) uploaded.push(uploads[i].name);
  for (let i = 0; raw && i < raw.length; i++) {
    const value = raw[i];
    all.push(typeof value === 'string' ? value : (value as { name: string }).name);
  }
  return { all, uploaded };
}

/**
 * A project's gallery alt texts follow its files: keys of files no longer in the gallery are
 * dropped (the file names are PocketBase's, so a removed file's key can never come back), and a
 * key `+n` (shared/images.ts newFileAltKey) names the n-th file uploaded with this very save, so
 * a new photo's alt text is saved with it (issue 28, item 3).
 */
export function keepGalleryAltInStep(record: core.Record): void {
  if (!record.collection().fields.getByName('images_alt')) return;
  const alt = parseJson(record.getString('images_alt'));
  if (!alt || typeof alt !== 'object' || Array.isArray(alt)) return;
  const images = require(`${__hooks}/lib/shared/images.js`) as typeof Images;
  const { all, uploaded } = fileNames(record, 'images');
  const kept: Record<string, unknown> = {};
  let changed = false;
  for (const key of Object.keys(alt)) {
    const value = (alt as Record<string, unknown>)[key];
    const upload = images.newFileIndex(key);
    if (upload !== null) {
      changed = true;
      if (upload < uploaded.length) kept[uploaded[upload]] = value;
    } else if (all.indexOf(key) >= 0) kept[key] = value;
    else changed = true;
  }
  if (changed) record.set('images_alt', kept);
}

/** onRecordValidate body for the content collections. */
export function checkSchema(e: core.RecordEvent, next: () => void): void {
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
  next();
}
