/**
 * Stores a thumb the uploader made (shared/thumbs.ts, decision 006): `PUT THUMB_ROUTE` with the
 * JPEG as the form's file. Only someone who may edit the record may store one; the size must be one the
 * field declares, the original a JPEG, and the thumb a whole JPEG of exactly the size PocketBase
 * would make. It is written where PocketBase keeps that thumb, so the file route serves it.
 */
import type * as ImageHeader from '../../../shared/imageHeader';
import type * as Thumbs from '../../../shared/thumbs';

const images = (): typeof ImageHeader => require(`${__hooks}/lib/shared/imageHeader.js`) as typeof ImageHeader;
const thumbs = (): typeof Thumbs => require(`${__hooks}/lib/shared/thumbs.js`) as typeof Thumbs;

export const THUMB_FILE_GONE_MESSAGE = 'The image was not found. It may have been replaced or deleted.';
export const THUMB_FORBIDDEN_MESSAGE = 'Only approved admins can store thumbs.';

/** The file field of `record` that holds `filename`, or null. */
function fieldHolding(record: core.Record, filename: string): core.FileField | null {
  const fields = record.collection().fields;
  // note: plain index loops: Go slices in PocketBase's JSVM are not JS iterables.
  for (let i = 0; i < fields.length; i++) {
    if (fields[i].type() !== 'file') continue;
    const names = record.getStringSlice(fields[i].getName());
    for (let j = 0; j < names.length; j++) if (names[j] === filename) return fields[i] as core.FileField;
  }
  return null;
}

function hasFile(app: CoreApp, collection: string, id: string, filename: string): boolean {
  try {
    return fieldHolding(app.findRecordById(collection, id), filename) !== null;
  } catch {
    return false;
  }
}

/** Route handler of THUMB_ROUTE (PUT). */
export function storeThumb(e: core.RequestEvent): void {
  const { checkImage } = images();
  const { MAX_THUMB_BYTES, THUMB_FORM_FIELD, thumbBox } = thumbs();
  const request = e.request!;
  const collectionName = request.pathValue('collection');
  const id = request.pathValue('record');
  const filename = request.pathValue('filename');
  const size = request.url!.query().get('thumb');

  let record: core.Record;
  try {
    record = e.app.findRecordById(collectionName, id);
  } catch {
    throw new NotFoundError(THUMB_FILE_GONE_MESSAGE);
  }
  const rule = record.collection().updateRule;
  // note: a missing rule (null) lets only superusers.
  if (rule == null ? !e.hasSuperuserAuth() : !e.app.canAccessRecord(record, e.requestInfo(), rule)) {
    throw new ForbiddenError(THUMB_FORBIDDEN_MESSAGE);
  }
  const field = fieldHolding(record, filename);
  if (!field) throw new NotFoundError(THUMB_FILE_GONE_MESSAGE);
  let declared = false;
  for (let i = 0; i < field.thumbs.length; i++) if (field.thumbs[i] === size) declared = true;
  if (!declared) throw new BadRequestError(`The field "${field.getName()}" has no thumb of size "${size}".`);

  const dir = record.baseFilesPath();
  const fsys = e.app.newFilesystem();
  try {
    let reader: ReturnType<typeof fsys.getReader>;
    try {
      reader = fsys.getReader(`${dir}/${filename}`);
    } catch {
      // named by the record but not in storage
      throw new NotFoundError(THUMB_FILE_GONE_MESSAGE);
    }
    let original: ReturnType<typeof checkImage>;
    try {
      original = checkImage((offset, length) => {
        reader.seek(offset, 0);
        return toBytes(reader, length);
      });
    } finally {
      reader.close();
    }
    if (original.problem || original.info!.type !== 'jpeg') {
      throw new BadRequestError('Only a JPEG image gets thumbs from its uploader.');
    }
    const box = thumbBox(size, original.info!.width, original.info!.height);
    if (!box) throw new BadRequestError(`"${size}" is not a thumb size.`);

    let files: ReturnType<typeof e.findUploadedFiles> = [];
    try {
      files = e.findUploadedFiles(THUMB_FORM_FIELD);
    } catch {
      // no multipart form, or no file in it
    }
    if (files.length !== 1) throw new BadRequestError(`Send the thumb as the form's one "${THUMB_FORM_FIELD}" file.`);
    if (files[0]!.size > MAX_THUMB_BYTES) {
      throw new ApiError(413, `A thumb may have at most ${MAX_THUMB_BYTES / 1024 / 1024} MB.`);
    }
    const upload = files[0]!.reader.open();
    let bytes: ReturnType<typeof toBytes>;
    try {
      bytes = toBytes(upload, MAX_THUMB_BYTES);
    } finally {
      upload.close();
    }
    const thumb = checkImage((offset, length) => bytes.slice(offset, offset + length));
    const info = thumb.info;
    // note: the header says nothing of the rest; a whole JPEG ends with its EOI marker.
    const whole =
      bytes.length > 2 && (bytes[bytes.length - 2] & 0xff) === 0xff && (bytes[bytes.length - 1] & 0xff) === 0xd9;
    if (
      !whole ||
      thumb.problem ||
      !info ||
      info.type !== 'jpeg' ||
      info.width !== box.width ||
      info.height !== box.height
    ) {
      throw new BadRequestError(`Send the thumb as a whole JPEG of ${box.width}x${box.height} pixels.`);
    }
    const key = `${dir}/thumbs_${filename}/${size}_${filename}`;
    fsys.upload(bytes, key);
    // A file replaced or deleted meanwhile took its thumbs folder with it: leave no orphan.
    if (!hasFile(e.app, collectionName, id, filename)) {
      try {
        fsys.delete(key);
      } catch {
        // already gone
      }
      throw new NotFoundError(THUMB_FILE_GONE_MESSAGE);
    }
  } finally {
    fsys.close();
  }
  e.noContent(204);
}
