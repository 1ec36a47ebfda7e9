/**
 * A spare can never harm production (issue 27, item 3; decision 017).
 *
 * A restore drill on a spare machine, pointed at production's S3 bucket, deleted production's
 * images (its daily cleanup removed what its older database did not list) and would have
 * rotated production's backups. So each deployment has an identity, written at its first start
 * into its data folder (IDENTITY_FILE, left out of every backup and kept by an in-place
 * restore), and the file storage names the deployment that owns it (OWNER_KEY, written by the
 * first deployment that starts on it). A server whose identity is not the owner's is a copy:
 * until told otherwise (SITE_STORAGE_CLAIM=yes at one start) it writes and deletes nothing in
 * storage (issue 36) — the cleanup leaves storage alone, uploads, record deletes and file
 * replacements are refused, its backups write no manifest — and it makes no scheduled backups,
 * and none into an S3 backup storage (backupRefusal), so it adds, overwrites or rotates none.
 */

import type * as Thumbs from '../../../shared/thumbs';

const thumbs = (): typeof Thumbs => require(`${__hooks}/lib/shared/thumbs.js`) as typeof Thumbs;

/** The deployment's identity, in the data folder; never in a backup. */
export const IDENTITY_FILE = '.site-identity';
/** The object in the file storage naming the deployment that owns it. */
export const OWNER_KEY = '.site-owner';
/** `SITE_STORAGE_CLAIM=yes`: this server takes the storage over (the machine that replaces production). */
export const CLAIM_ENV = 'SITE_STORAGE_CLAIM';

const STORE_KEY = 'site.storageOwner';

export interface Ownership {
  /** Whether this server may delete in storage and rotate backups. */
  owner: boolean;
  /** This deployment's identity. */
  id: string;
  /** The owner named by the storage (empty when unknown). */
  ownerId: string;
  /** Why, in a sentence: for the console and the superusers' health. */
  reason: string;
  /** The storage it was decided for (storageName). */
  storage: string;
}

/** Which file storage the settings name: a new one is decided anew. */
export function storageName(app: CoreApp): string {
  const s3 = app.settings().s3;
  return s3.enabled ? `s3:${s3.endpoint}/${s3.bucket}` : 'local';
}

interface OwnerMarker {
  id: string;
  url: string;
  since: string;
}

/** This deployment's identity, made at its first start. */
export function identity(app: CoreApp): string {
  const file = `${app.dataDir()}/${IDENTITY_FILE}`;
  try {
    const id = toString($os.readFile(file)).trim();
    if (id) return id;
  } catch {
    // first start
  }
  const id = $security.randomString(24);
  $os.writeFile(file, id as never, 0o600 as never);
  return id;
}

function readMarker(fsys: ReturnType<CoreApp['newFilesystem']>): OwnerMarker | null {
  if (!fsys.exists(OWNER_KEY)) return null;
  const reader = fsys.getReader(OWNER_KEY);
  try {
    return JSON.parse(toString(reader)) as OwnerMarker;
  } finally {
    reader.close();
  }
}

function writeMarker(app: CoreApp, fsys: ReturnType<CoreApp['newFilesystem']>, id: string): void {
  const marker: OwnerMarker = { id, url: app.settings().meta.appURL, since: new Date().toISOString() };
  fsys.upload(JSON.stringify(marker) as never, OWNER_KEY);
}

/**
 * Decides whether this server owns its file storage: the storage's owner marker names it (or
 * names nobody yet: it is written now), or `claim` is set. Throws when the storage cannot be
 * read (then nothing is decided: the caller treats the server as a copy for now).
 */
export function decideOwnership(app: CoreApp, claim: boolean): Ownership {
  const id = identity(app);
  const fsys = app.newFilesystem();
  try {
    const marker = readMarker(fsys);
    if (!marker || claim) {
      writeMarker(app, fsys, id);
      const reason = marker
        ? `this server claimed the file storage from deployment ${marker.id} (${marker.url}) by ${CLAIM_ENV}`
        : 'this server is the first deployment on its file storage';
      return { owner: true, id, ownerId: id, reason, storage: storageName(app) };
    }
    if (marker.id === id)
      return { owner: true, id, ownerId: id, reason: 'this server owns its file storage', storage: storageName(app) };
    return {
      owner: false,
      id,
      ownerId: marker.id,
      storage: storageName(app),
      reason:
        `this server is a copy: its file storage belongs to deployment ${marker.id} (${marker.url}, since ` +
        `${marker.since}). It writes and deletes nothing in storage and makes no scheduled backups. If this server ` +
        `replaces that deployment, start it once with ${CLAIM_ENV}=yes`,
    };
  } finally {
    fsys.close();
  }
}

/** Decides at start (settings.pb.ts) and keeps the verdict; logs a copy loudly. */
export function establishOwnership(app: CoreApp, claim: boolean): Ownership | null {
  try {
    const ownership = decideOwnership(app, claim);
    app.store().set(STORE_KEY, ownership);
    if (!ownership.owner) {
      console.error(`\n*** WARNING: ${ownership.reason}. ***\n`);
      app.logger().warn('This server is a copy', 'reason', ownership.reason);
    } else if (claim) {
      console.error(`\n*** ${ownership.reason}: remove ${CLAIM_ENV} from the environment. ***\n`);
    }
    return ownership;
  } catch (err) {
    app.store().remove(STORE_KEY);
    console.error(`The file storage's owner cannot be read (${String(err)}): nothing is deleted in it for now.`);
    return null;
  }
}

/**
 * The kept verdict for the storage the settings name, deciding now (without a claim) when there
 * is none; null while the storage cannot be read.
 */
export function ownership(app: CoreApp): Ownership | null {
  const kept = app.store().get(STORE_KEY) as Ownership | null;
  return kept && kept.storage === storageName(app) ? kept : establishOwnership(app, false);
}

/** Whether this server may delete in its file storage now. */
export function mayDeleteInStorage(app: CoreApp): boolean {
  return ownership(app)?.owner === true;
}

/**
 * What a copy answers to a change of files: it would write or delete in the storage the live
 * site serves. 409 (the server's state conflicts with the request; the admin shows a 409's
 * message beside Save, where a 503 reads "try again in a minute").
 */
export const COPY_STATUS = 409;

/** The message of COPY_STATUS for files. */
export const COPY_FILES_MESSAGE =
  'This server is a copy of the site: it changes no files in the storage the live site uses. ' +
  'Make the change on the live site.';

/** Whether saving (or, `deleting`, deleting) `record` would add or remove files in storage. */
function changesFiles(record: core.Record, deleting: boolean): boolean {
  const fields = record.collection().fields;
  const original = deleting || record.isNew() ? null : record.original();
  for (let i = 0; i < fields.length; i++) {
    if (fields[i]!.type() !== 'file') continue;
    const name = fields[i]!.getName();
    const files = record.getStringSlice(name);
    if (deleting) {
      if (files.length) return true;
      continue;
    }
    if (record.getUnsavedFiles(name).length) return true;
    if (original && original.getStringSlice(name).some((file) => files.indexOf(file) < 0)) return true;
  }
  return false;
}

/**
 * Refuses (COPY_STATUS) a record create or update that uploads files, an update that removes files and
 * a delete of a record with files, on a server that is a copy (issue 36: a spare writes nothing
 * into production's bucket, and deletes nothing in it).
 */
export function refuseStorageChange(app: CoreApp, record: core.Record, deleting: boolean): void {
  if (changesFiles(record, deleting)) refuseFilesOnCopy(app);
}

/** Refuses (COPY_STATUS) a write into the file storage on a server that is a copy. */
export function refuseFilesOnCopy(app: CoreApp): void {
  if (!mayDeleteInStorage(app)) throw new ApiError(COPY_STATUS, COPY_FILES_MESSAGE, {});
}

/**
 * Called by the response middleware for `/api/files/...`: on a copy, a `?thumb=` whose thumb is
 * not in storage yet is answered with the original, since PocketBase would make the thumb and
 * store it in the live site's storage.
 */
export function keepThumbsOfCopy(e: core.RequestEvent, path: string): void {
  const url = e.request!.url!;
  const size = url.query().get('thumb');
  const parts = path.split('/');
  if (!size || parts.length !== 6 || mayDeleteInStorage(e.app)) return;
  let dir: string;
  try {
    dir = `${e.app.findCachedCollectionByNameOrId(parts[3]!)!.id}/${parts[4]}`;
  } catch {
    return;
  }
  const fsys = e.app.newFilesystem();
  try {
    if (fsys.exists(thumbs().thumbStorageKey(dir, parts[5]!, size))) return;
  } finally {
    fsys.close();
  }
  const query = url.query();
  query.del('thumb');
  url.rawQuery = query.encode();
}

/**
 * Why this server may not write a backup now, or null when it may: a copy's backup goes into
 * its own data folder, never into an S3 backup storage (the one it came with is the live
 * site's: there it would add, overwrite or rotate production's backups).
 */
export function backupRefusal(app: CoreApp): string | null {
  if (!app.settings().backups.s3.enabled) return null;
  const verdict = ownership(app);
  if (verdict?.owner) return null;
  if (!verdict)
    return (
      "The file storage cannot be read now, so this server cannot tell whether it is the live site's: " +
      'no backup into S3 until it can. Try again once /api/site/health is ok.'
    );
  return (
    'This server is a copy of the site: its backups would go into the S3 backup storage of the ' +
    'live site. Turn S3 off in Settings → Backups (its backups then go into its own data folder), ' +
    `or, if this server replaces the live site, start it once with ${CLAIM_ENV}=yes.`
  );
}

/** What a backup's name ends with when the files are on S3, not in the zip. */
export const WITHOUT_FILES_SUFFIX = '_without_s3_files';

/** `name` (PocketBase's or a generated one, when empty) marked as holding no uploaded files. */
export function backupNameWithoutFiles(name: string): string {
  const base = name
    ? name.replace(/\.zip$/i, '')
    : `pb_backup_${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}`;
  return base.indexOf(WITHOUT_FILES_SUFFIX) >= 0 ? `${base}.zip` : `${base}${WITHOUT_FILES_SUFFIX}.zip`;
}
