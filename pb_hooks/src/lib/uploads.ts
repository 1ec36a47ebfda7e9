/**
 * Uploaded files are images, checked for what they are (issue 14, docs/SECURITY.md):
 * - before a record is saved, every new file of every file field is read by its header
 *   (shared/imageHeader.ts): anything but a whole JPEG, PNG, WebP or GIF within the size caps
 *   is refused with a field error, and the record stays as it was; an accepted file is stored
 *   under the extension of what it is (a GIF named `p.js` is kept as `p_….gif`);
 * - no thumb is made of a stored file over the caps (one kept before the check existed);
 * - a file is served with its image type, never as script, style, HTML or SVG.
 */
import type * as ImageHeader from '../../../shared/imageHeader';
import type * as SecurityHeaders from './securityHeaders';

const images = (): typeof ImageHeader => require(`${__hooks}/lib/shared/imageHeader.js`) as typeof ImageHeader;

interface Seekable {
  seek(offset: number, whence: number): number;
}

/** Reads a seekable Go reader (an upload, a stored file) by offset, for the header parser. */
function readerBytes(reader: Seekable): ImageHeader.ReadBytes {
  return (offset, length) => {
    reader.seek(offset, 0);
    return toBytes(reader, length);
  };
}

/** `name` with its extension replaced by `extension` (PocketBase's stored names keep the sent one). */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}

/**
 * onRecordValidate body (every collection): each new file is read by its header; a field with
 * a file that is not an accepted image within the caps gets an error and nothing is saved.
 */
export function checkUploadedImages(e: core.RecordEvent, next: () => void): void {
  const { checkImage, IMAGE_TYPES } = images();
  const record = e.record!;
  const errors: Record<string, ValidationError> = {};
  let failed = false;
  // note: plain index loops: Go slices in PocketBase's JSVM are not JS iterables.
  const fields = record.collection().fields;
  for (let i = 0; i < fields.length; i++) {
    if (fields[i].type() !== 'file') continue;
    const name = fields[i].getName();
    const files = record.getUnsavedFiles(name);
    for (let j = 0; j < files.length; j++) {
      const file = files[j]!;
      const reader = file.reader.open() as unknown as Seekable & { close(): void };
      let result: ReturnType<typeof checkImage>;
      try {
        result = checkImage(readerBytes(reader));
      } finally {
        reader.close();
      }
      if (result.problem) {
        const which = files.length > 1 ? `${file.originalName}: ` : '';
        errors[name] = new ValidationError('validation_invalid_image', which + result.problem);
        failed = true;
        break;
      }
      file.name = withExtension(file.name, IMAGE_TYPES[result.info!.type].extension);
    }
  }
  if (failed) throw new BadRequestError('Failed to save: check the highlighted images.', errors);
  next();
}

/**
 * onFileDownloadRequest body: an image is served as its image type (the extension is what
 * the upload check found); anything else (a file kept before the check) as a download of
 * bytes, never as script, style, HTML or SVG; never in a frame. nosniff comes from the security headers.
 */
export function safeDownloadHeaders(e: core.FileDownloadRequestEvent): void {
  // note: as on record request events, the JSVM exposes the embedded RequestEvent as
  // `requestEvent`; the promoted `response` is not there.
  const request = (e as unknown as { requestEvent?: core.RequestEvent }).requestEvent ?? e;
  const headers = request.response.header();
  // note: PocketBase removes X-Frame-Options from files (to let them be embedded), outside this
  // hook so that an app may set it again: the site's DENY, as on every other answer (issue 38).
  const { COMMON_HEADERS } = require(`${__hooks}/lib/securityHeaders.js`) as typeof SecurityHeaders;
  headers.set('X-Frame-Options', COMMON_HEADERS['X-Frame-Options']!);
  const type = images().imageTypeOfName(e.servedName);
  if (type) headers.set('Content-Type', type);
  else {
    headers.set('Content-Type', 'application/octet-stream');
    headers.set('Content-Disposition', `attachment; filename="${e.servedName.replace(/["\\\r\n]/g, '_')}"`);
  }
  e.next();
}

/** App store key prefix of a stored file's verdict: '' when a thumb may be made, else why not. */
const THUMB_VERDICT_PREFIX = 'files.thumbVerdict:';

/**
 * Called by the response middleware before routing: refuses `?thumb=` of a stored image over
 * the caps (404) before PocketBase decodes it, and returns true; false for anything else.
 * Each file is read once; its verdict is kept in the app store.
 */
export function refuseOversizedThumb(e: core.RequestEvent, path = e.request!.url!.path): boolean {
  if (path.indexOf('/api/files/') !== 0 || !e.request!.url!.query().get('thumb')) return false;
  const parts = path.split('/');
  if (parts.length !== 6) return false;
  let collectionId: string;
  try {
    collectionId = e.app.findCachedCollectionByNameOrId(parts[3])!.id;
  } catch {
    return false;
  }
  const key = `${collectionId}/${parts[4]}/${parts[5]}`;
  const store = e.app.store();
  let verdict = store.get(THUMB_VERDICT_PREFIX + key) as string | null;
  if (verdict === null || verdict === undefined) {
    const fsys = e.app.newFilesystem();
    try {
      const reader = fsys.getReader(key);
      try {
        verdict = images().checkImage(readerBytes(reader)).problem;
      } finally {
        reader.close();
      }
    } catch {
      // No such file: PocketBase answers its own 404.
      return false;
    } finally {
      fsys.close();
    }
    store.set(THUMB_VERDICT_PREFIX + key, verdict);
  }
  if (!verdict) return false;
  // The client's address: the request log counts the message in that client's budget.
  e.app
    .logger()
    .warn('Refused a thumb of a stored image over the caps', 'file', key, 'problem', verdict, 'userIP', e.realIP());
  e.response.header().set('Cache-Control', 'no-store');
  e.json(404, { status: 404, message: 'This image cannot be shown: replace it.', data: {} });
  return true;
}
