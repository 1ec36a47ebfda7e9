/**
 * Moving the uploaded files between the data folder and S3, and the files backup (issue 27,
 * items 1 and 2; docs/DEPLOY.md, "Files on S3"). PocketBase's setting only says where new files
 * go: switched alone, every existing image 404s. These copy every object (files and thumbs),
 * skipping those already there with the same size, then verify that every object of the source
 * and every file every record lists is in the target before anything is switched; a copy that
 * does not verify switches nothing. The source is left as it was.
 */

/** The S3 target of `storage to-s3`, from the environment. */
export const S3_ENV = {
  bucket: 'SITE_S3_BUCKET',
  region: 'SITE_S3_REGION',
  endpoint: 'SITE_S3_ENDPOINT',
  accessKey: 'SITE_S3_ACCESS_KEY',
  secret: 'SITE_S3_SECRET',
  forcePathStyle: 'SITE_S3_FORCE_PATH_STYLE',
} as const;

type Fs = ReturnType<CoreApp['newFilesystem']>;

export interface S3Target {
  bucket: string;
  region: string;
  endpoint: string;
  accessKey: string;
  secret: string;
  forcePathStyle: boolean;
}

export interface CopyReport {
  copied: number;
  /** Already in the target with the same size. */
  kept: number;
  bytes: number;
}

export interface VerifyReport {
  objects: number;
  thumbs: number;
  records: number;
  files: number;
}

/** The S3 target named by the environment; throws naming every variable missing. */
export function s3FromEnv(env: (name: string) => string): S3Target {
  const get = (name: string) => env(name).trim();
  const missing = [S3_ENV.bucket, S3_ENV.region, S3_ENV.endpoint, S3_ENV.accessKey, S3_ENV.secret].filter(
    (name) => !get(name),
  );
  if (missing.length) throw new Error(`Set ${missing.join(', ')} (docs/DEPLOY.md, "Files on S3").`);
  return {
    bucket: get(S3_ENV.bucket),
    region: get(S3_ENV.region),
    endpoint: get(S3_ENV.endpoint),
    accessKey: get(S3_ENV.accessKey),
    secret: get(S3_ENV.secret),
    forcePathStyle: /^(1|true|yes)$/i.test(get(S3_ENV.forcePathStyle)),
  };
}

/** A filesystem on the S3 target. */
export function openS3(target: S3Target): Fs {
  return $filesystem.s3(
    target.bucket,
    target.region,
    target.endpoint,
    target.accessKey,
    target.secret,
    target.forcePathStyle,
  );
}

/** The data folder's own file storage's folder (core.LocalStorageDirName). */
export const LOCAL_STORAGE_DIR = 'storage';

/**
 * Makes the files backup's folder `dir` and proves it takes a write; throws saying where the
 * files backup belongs when it does not (the server's user owns no folder under /var/backups).
 */
export function prepareExportDir(dir: string): void {
  const probe = `${dir}/.site-export-probe`;
  let problem = '';
  try {
    $os.mkdirAll(dir, 0o750 as never);
    $os.writeFile(probe, '' as never, 0o600 as never);
    $os.remove(probe);
  } catch (err) {
    problem = String(err);
  }
  if (!problem) return;
  // note: a Go error in the JSVM has no stack worth keeping; its text is the cause.
  throw new Error(
    `Cannot write the files backup into ${dir} (${problem}). Run it as the server's user into a ` +
      `folder that user owns: ${FILES_BACKUP_DIR}, made by the systemd unit (docs/DEPLOY.md, "Backups").`,
  );
}

/** The files backup's folder on a systemd install: deploy/contractor-site.service makes it the server user's. */
export const FILES_BACKUP_DIR = '/var/lib/contractor-site-files';

/** The data folder's own file storage. */
export function openLocal(app: CoreApp): Fs {
  return $filesystem.local(`${app.dataDir()}/${LOCAL_STORAGE_DIR}`);
}

/** The objects of `fsys` (no folders), by key. */
function objectsOf(fsys: Fs): Record<string, number> {
  const objects: Record<string, number> = {};
  const list = fsys.list('');
  for (let i = 0; i < list.length; i++) {
    const object = list[i]!;
    if (!object.isDir) objects[object.key] = object.size;
  }
  return objects;
}

/** Copies every object of `from` that `to` lacks (or holds with another size). */
export function copyObjects(from: Fs, to: Fs, log: (line: string) => void): CopyReport {
  const report: CopyReport = { copied: 0, kept: 0, bytes: 0 };
  const there = objectsOf(to);
  const objects = objectsOf(from);
  const keys = Object.keys(objects);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (there[key] === objects[key]) {
      report.kept++;
      continue;
    }
    const reader = from.getReader(key);
    try {
      to.upload(toBytes(reader) as never, key);
    } finally {
      reader.close();
    }
    report.copied++;
    report.bytes += objects[key]!;
    if (report.copied % 100 === 0) log(`  ${report.copied} copied...`);
  }
  return report;
}

/**
 * Checks that `to` holds every object of `from` with its size, and every file that a record
 * lists; throws naming what is missing (at most 20).
 */
export function verifyObjects(app: CoreApp, from: Fs, to: Fs): VerifyReport {
  const there = objectsOf(to);
  const objects = objectsOf(from);
  const missing: string[] = [];
  const report: VerifyReport = { objects: 0, thumbs: 0, records: 0, files: 0 };
  const keys = Object.keys(objects);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (there[key] !== objects[key]) missing.push(`${key} (${there[key] === undefined ? 'missing' : 'other size'})`);
    report.objects++;
    if (key.indexOf('/thumbs_') > 0) report.thumbs++;
  }
  const collections = app.findAllCollections();
  for (let c = 0; c < collections.length; c++) {
    const collection = collections[c]!;
    if (collection.type === 'view') continue;
    const fileFields = collection.fields.filter((f) => f!.type() === 'file').map((f) => f!.getName());
    if (!fileFields.length) continue;
    const records = app.findAllRecords(collection);
    for (let r = 0; r < records.length; r++) {
      const record = records[r]!;
      let listed = 0;
      for (const field of fileFields) {
        for (const name of record.getStringSlice(field)) {
          const key = `${collection.id}/${record.id}/${name}`;
          if (there[key] === undefined) missing.push(`${key} (${collection.name} ${record.id}, ${field})`);
          listed++;
        }
      }
      if (listed) report.records++;
      report.files += listed;
    }
  }
  if (missing.length) {
    throw new Error(
      `Not verified: ${missing.length} object(s) missing in the target, e.g.\n  ${missing.slice(0, 20).join('\n  ')}`,
    );
  }
  return report;
}

/** Copies `from` into `to`, verifies, and describes both in one line. */
export function copyAndVerify(app: CoreApp, from: Fs, to: Fs, log: (line: string) => void): string {
  const copy = copyObjects(from, to, log);
  const verified = verifyObjects(app, from, to);
  return (
    `${copy.copied} object(s) copied (${(copy.bytes / 1048576).toFixed(1)} MB), ${copy.kept} already there; ` +
    `verified ${verified.objects} object(s) (${verified.thumbs} thumbs) and the ${verified.files} file(s) ` +
    `of ${verified.records} record(s)`
  );
}
