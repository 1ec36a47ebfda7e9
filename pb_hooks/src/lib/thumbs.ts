/**
 * Stores a thumb the uploader made (shared/thumbs.ts, decision 006): `PUT THUMB_ROUTE` with the
 * image as the form's file. Only someone who may edit the record may store one; the size must be one the
 * field declares, the original a JPEG, and the thumb a whole JPEG or WebP of exactly the size PocketBase
 * would make. A JPEG is written where PocketBase keeps that thumb, so the file route serves it;
 * a WebP beside it as its twin (webpTwinKey), which the file route serves instead to a browser
 * that takes WebP (servedWebpTwin).
 */
import type * as ImageHeader from '../../../shared/imageHeader';
import type * as Thumbs from '../../../shared/thumbs';
import type * as Negotiation from './negotiation';

const images = (): typeof ImageHeader => require(`${__hooks}/lib/shared/imageHeader.js`) as typeof ImageHeader;
const thumbs = (): typeof Thumbs => require(`${__hooks}/lib/shared/thumbs.js`) as typeof Thumbs;
const negotiation = (): typeof Negotiation => require(`${__hooks}/lib/negotiation.js`) as typeof Negotiation;

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

/**
 * Whether `bytes` are a whole still image of `type` (a thumb is JPEG or WebP). The header says
 * nothing of the rest: a whole JPEG ends with its EOI marker; a WebP's RIFF chunks fill it
 * exactly, one of them is a lossy or lossless image (`VP8 `, `VP8L`) with data, and none is an
 * animation (`ANIM`, `ANMF`).
 */
function wholeThumb(bytes: number[], type: string): boolean {
  const at = (i: number): number => bytes[i] & 0xff;
  const u32 = (i: number): number => (at(i) | (at(i + 1) << 8) | (at(i + 2) << 16)) + at(i + 3) * 0x1000000;
  const n = bytes.length;
  if (type === 'jpeg') return n > 2 && at(n - 2) === 0xff && at(n - 1) === 0xd9;
  if (type !== 'webp' || n < 20 || u32(4) + 8 !== n) return false;
  let image = false;
  let offset = 12;
  while (offset + 8 <= n) {
    const name = String.fromCharCode(at(offset), at(offset + 1), at(offset + 2), at(offset + 3));
    const size = u32(offset + 4);
    if (name === 'ANIM' || name === 'ANMF') return false;
    if ((name === 'VP8 ' || name === 'VP8L') && size > 0) image = true;
    offset += 8 + size + (size % 2);
  }
  return image && offset === n;
}

/**
 * Where the WebP twin of the thumb kept at `thumbKey` is: beside it, in the thumbs folder
 * PocketBase removes with its file (`…/thumbs_a.jpg/720x480_a.jpg` → `…/720x480_a.webp`).
 */
export function webpTwinKey(thumbKey: string): string {
  return thumbKey.replace(/\.[^./]*$/, '') + '.webp';
}

/**
 * onFileDownloadRequest, before the file is served: a thumb served to a browser that takes WebP
 * (its Accept names `image/webp`) is its WebP twin when the uploader stored one, at about half
 * the bytes of the JPEG (decision 006). Every JPEG thumb's answer varies by Accept, so a shared
 * cache keeps both.
 */
export function servedWebpTwin(e: core.FileDownloadRequestEvent): void {
  // Only a JPEG thumb has a twin (a thumb PocketBase could not make is served as the original).
  if (thumbs().thumbOwner(e.servedPath) === null || !/\.jpe?g$/i.test(e.servedName)) return;
  // note: as on record request events, the JSVM exposes the embedded RequestEvent as `requestEvent`.
  const request = (e as unknown as { requestEvent?: core.RequestEvent }).requestEvent ?? e;
  request.response.header().add('Vary', 'Accept');
  if (!negotiation().accepts(request.request!.header.get('Accept') || '', 'image/webp')) return;
  const twin = webpTwinKey(e.servedPath);
  try {
    const fsys = e.app.newFilesystem();
    try {
      if (!fsys.exists(twin)) return;
    } finally {
      fsys.close();
    }
  } catch (err) {
    // The storage failed to answer (e.g. S3): the JPEG is served, never a broken image.
    // The client's address: the request log counts the message in that client's budget.
    const where = ['thumb', e.servedPath, 'error', String(err), 'userIP', request.realIP()];
    e.app.logger().warn('Could not look for the WebP twin of a thumb', ...where);
    return;
  }
  e.servedPath = twin;
  e.servedName = twin.slice(twin.lastIndexOf('/') + 1);
}

/** Route handler of THUMB_ROUTE (PUT). */
export function storeThumb(e: core.RequestEvent): void {
  const { checkImage } = images();
  const { MAX_THUMB_BYTES, THUMB_FORM_FIELD, thumbBox, thumbStorageKey } = thumbs();
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
    if (
      thumb.problem ||
      !info ||
      !wholeThumb(bytes, info.type) ||
      info.width !== box.width ||
      info.height !== box.height
    ) {
      throw new BadRequestError(`Send the thumb as a whole JPEG or WebP of ${box.width}x${box.height} pixels.`);
    }
    const jpegKey = thumbStorageKey(dir, filename, size);
    const key = info.type === 'webp' ? webpTwinKey(jpegKey) : jpegKey;
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
