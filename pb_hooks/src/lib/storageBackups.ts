/**
 * Backups that keep their files (issue 27, item 3; decision 024).
 *
 * A backup is PocketBase's zip of the data folder: under S3 it holds no uploaded files, and the
 * hooks cannot read a zip to learn which files it needs. So when a backup is made (the dashboard's
 * "Initialize new backup", the API or the schedule: all go through onBackupCreate), the hooks write a
 * manifest, the keys of every file the backed-up database lists, into the file storage under
 * MANIFEST_PREFIX, named after the backup, with where the zip is (the data folder's backups/ or
 * an S3 backup storage) and which deployment made it. The cleanup (lib/cleanup.ts) keeps every
 * object a manifest lists until its backup is known to be gone (issue 36): deleted through this
 * server (DELETE /api/backups/{key} marks its manifest) or rotated by the schedule (enough newer
 * scheduled backups beside it). A backup that is merely not seen (a backups folder moved aside by
 * a restore, another machine's folder, an S3 backup storage the settings no longer name) keeps
 * its files: an empty list never means every backup was deleted. A backup without a manifest
 * (made before this, or uploaded) may list anything older than itself: while it exists, nothing
 * older than it is removed. A server that is a copy (lib/storageOwner.ts) writes no manifest.
 *
 * PocketBase itself deletes a record's files as soon as the record is deleted, and a replaced
 * file as soon as the update is saved; then no manifest could keep them. So those deletes are
 * left to the cleanup too (storage.pb.ts): a file no record lists is no longer served (the file
 * route asks its record), and the cleanup removes it once the margin and the backups allow.
 */
import type * as Thumbs from '../../../shared/thumbs';
import type * as StorageOwner from './storageOwner';

const thumbs = (): typeof Thumbs => require(`${__hooks}/lib/shared/thumbs.js`) as typeof Thumbs;

/** Where the manifests are, in the file storage (not in the backups' storage: the dashboard lists all of that). */
export const MANIFEST_PREFIX = '.site-backups/';

/** PocketBase's handler that deletes a deleted record's (or collection's) files at once (core/base.go). */
export const PB_FILES_DELETE_HANDLER = '__pbFilesManagerDelete__';

/**
 * Where PocketBase's file field keeps, between the update and its after-update step, the names
 * of the files the update replaced or removed (core/field_file.go, deletedFilesPrefix); the
 * after-update step deletes them. Held true by tests/integration/backup-files.test.ts.
 */
export const PB_DELETED_FILES_KEY = '@pbInternal_deletedFilesPrefix_';

/** The names of the scheduled backups, which the schedule rotates (core/base_backup.go, autoPrefix). */
export const AUTO_BACKUP_PREFIX = '@auto_pb_backup_';

/** The data folder's own backups folder (core.LocalBackupsDirName). */
export const LOCAL_BACKUPS_DIR = 'backups';

/** The manifest's key for the backup named `backup`. */
export function manifestKey(backup: string): string {
  return `${MANIFEST_PREFIX}${backup}.json`;
}

export interface Manifest {
  backup: string;
  created: string;
  /** Storage keys (`<collection id>/<record id>/<file>`) of the files the backup's database lists. */
  files: string[];
  /**
   * Where the backup's zip is (backupsLocation): read there, wherever the settings now point.
   * Absent in the first manifests (then: where the backups go now).
   */
  location?: string;
  /** The deployment that made it (lib/storageOwner.ts identity): a `local` zip is in its data folder. */
  deployment?: string;
  /** When this server saw the backup deleted (its DELETE /api/backups/{key}): its files are then free. */
  deleted?: string;
}

/** Where the backups go now: `local` (the data folder's backups/) or `s3:<endpoint>/<bucket>`. */
export function backupsLocation(app: CoreApp): string {
  const s3 = app.settings().backups.s3;
  return s3.enabled ? `s3:${s3.endpoint}/${s3.bucket}` : 'local';
}

/** The storage keys of every file the database lists now (the originals; thumbs follow them). */
export function listedFiles(app: CoreApp): string[] {
  const keys: string[] = [];
  const collections = app.findAllCollections();
  for (let i = 0; i < collections.length; i++) {
    const collection = collections[i]!;
    if (collection.type === 'view') continue;
    const fields: string[] = [];
    for (let j = 0; j < collection.fields.length; j++)
      if (collection.fields[j]!.type() === 'file') fields.push(collection.fields[j]!.getName());
    if (!fields.length) continue;
    const records = app.findAllRecords(collection);
    for (let j = 0; j < records.length; j++) {
      const record = records[j]!;
      for (let k = 0; k < fields.length; k++) {
        const names = record.getStringSlice(fields[k]!);
        for (let n = 0; n < names.length; n++) keys.push(`${collection.id}/${record.id}/${names[n]}`);
      }
    }
  }
  return keys;
}

/** A backup's name when none is given (PocketBase's own pattern, without the app's name). */
export function backupName(): string {
  return `pb_backup_${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}.zip`;
}

type Fs = ReturnType<CoreApp['newFilesystem']>;

function readManifest(fsys: Fs, key: string): Manifest {
  const reader = fsys.getReader(key);
  try {
    return JSON.parse(toString(reader)) as Manifest;
  } finally {
    reader.close();
  }
}

/**
 * Writes the manifest of the backup named `backup`, made by deployment `deployment`, listing
 * `keys` once each; returns how many.
 */
export function writeManifest(app: CoreApp, backup: string, deployment: string, keys: string[]): number {
  const seen: Record<string, true> = {};
  const files: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    if (seen[keys[i]!]) continue;
    seen[keys[i]!] = true;
    files.push(keys[i]!);
  }
  const manifest: Manifest = {
    backup,
    created: new Date().toISOString(),
    files,
    location: backupsLocation(app),
    deployment,
  };
  const fsys = app.newFilesystem();
  try {
    fsys.upload(JSON.stringify(manifest) as never, manifestKey(backup));
  } finally {
    fsys.close();
  }
  return files.length;
}

/** Removes the manifest of a backup that was not made (its zip failed). */
export function removeManifest(app: CoreApp, backup: string): void {
  const fsys = app.newFilesystem();
  try {
    if (fsys.exists(manifestKey(backup))) fsys.delete(manifestKey(backup));
  } finally {
    fsys.close();
  }
}

/**
 * Records in its manifest that the backup `backup` was deleted from where the backups go now
 * (called after this server's DELETE /api/backups/{key}, when the zip is gone): the evidence
 * the cleanup needs to free its files. A manifest of a backup elsewhere is left as it is.
 */
export function noteBackupDeleted(app: CoreApp, backup: string, deployment: string): void {
  const bfs = app.newBackupsFilesystem();
  try {
    if (bfs.exists(backup)) return;
  } finally {
    bfs.close();
  }
  const fsys = app.newFilesystem();
  try {
    const key = manifestKey(backup);
    if (!fsys.exists(key)) return;
    const manifest = readManifest(fsys, key);
    const location = manifest.location || backupsLocation(app);
    if (location !== backupsLocation(app)) return;
    if (location === 'local' && manifest.deployment && manifest.deployment !== deployment) return;
    manifest.deleted = new Date().toISOString();
    fsys.upload(JSON.stringify(manifest) as never, key);
  } finally {
    fsys.close();
  }
}

/**
 * The backups API's writes (create, upload, delete, restore), called by the response middleware
 * with `next` to serve them: on a copy whose backups would go to an S3 backup storage, create,
 * upload and delete are refused (409) with the reason (lib/storageOwner.ts backupRefusal); a
 * delete served by the owner marks the backup's manifest (noteBackupDeleted).
 */
export function backupWrite(e: core.RequestEvent, path: string, next: () => void): void {
  const owner = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
  const method = e.request!.method;
  const deleted = method === 'DELETE' ? /^\/api\/backups\/([^/]+)$/.exec(path) : null;
  const creates = method === 'POST' && (path === '/api/backups' || path === '/api/backups/upload');
  const refusal = deleted || creates ? owner.backupRefusal(e.app) : null;
  if (refusal) {
    e.json(owner.COPY_STATUS, { status: owner.COPY_STATUS, message: refusal, data: {} });
    return;
  }
  next();
  if (!deleted || !owner.mayDeleteInStorage(e.app)) return;
  try {
    noteBackupDeleted(e.app, deleted[1]!, owner.identity(e.app));
  } catch (err) {
    // The backup stays listed as kept: its files wait (the safe side); say why.
    console.error(`The deletion of backup ${deleted[1]} could not be noted in its manifest: ${String(err)}`);
  }
}

/** What the backups that exist keep in storage. */
export interface BackupProtection {
  /** Storage keys of original files some existing backup lists (a set). */
  listed: Record<string, true>;
  /** Unix seconds: objects older than this may be in a backup without a manifest, and are kept (0: none). */
  keepOlderThan: number;
  /** The backups without a manifest. */
  withoutManifest: string[];
  /** Manifests whose backup is known to be gone: deleted here, or rotated by the schedule. */
  staleManifests: string[];
}

/** A listing of one place backups are: each zip's modification time (unix seconds), by key. */
type Listing = Record<string, number>;

function listBackups(bfs: Fs): Listing {
  const listing: Listing = {};
  const objects = bfs.list('');
  for (let i = 0; i < objects.length; i++)
    if (!objects[i]!.isDir) listing[objects[i]!.key] = objects[i]!.modTime.unix();
  return listing;
}

/**
 * Every place this server can read backups in, by location: its data folder's backups/ (always:
 * backups made before S3 was turned on for them stay there) and the S3 backup storage when the
 * settings name one. A missing backups folder is an empty place, not an error.
 */
function readLocations(app: CoreApp): Record<string, Listing> {
  const locations: Record<string, Listing> = { local: {} };
  const dir = `${app.dataDir()}/${LOCAL_BACKUPS_DIR}`;
  let hasLocal = true;
  try {
    $os.stat(dir);
  } catch {
    hasLocal = false;
  }
  if (hasLocal) {
    const local = $filesystem.local(dir);
    try {
      locations.local = listBackups(local);
    } finally {
      local.close();
    }
  }
  if (app.settings().backups.s3.enabled) {
    const bfs = app.newBackupsFilesystem();
    try {
      locations[backupsLocation(app)] = listBackups(bfs);
    } finally {
      bfs.close();
    }
  }
  return locations;
}

/**
 * Whether the backup of `manifest`, not in its `listing`, is known to be gone: this server
 * deleted it (`deleted`), or the schedule rotated it (a scheduled backup with at least
 * `maxKeep` scheduled backups newer than it beside it: the rule of core/base_backup.go).
 * A backups folder moved aside, emptied or not yet copied back proves nothing: kept.
 */
export function knownGone(manifest: Manifest, listing: Listing, maxKeep: number): boolean {
  if (manifest.deleted) return true;
  if (manifest.backup.indexOf(AUTO_BACKUP_PREFIX) !== 0 || maxKeep <= 0) return false;
  const created = Date.parse(manifest.created) / 1000;
  if (!(created > 0)) return false;
  let newer = 0;
  for (const key in listing) if (key.indexOf(AUTO_BACKUP_PREFIX) === 0 && listing[key]! > created) newer++;
  return newer >= maxKeep;
}

/**
 * Reads the backups, wherever they are, and their manifests. A manifest's files are kept unless
 * its backup is known to be gone (knownGone): a backup this server cannot see (another
 * deployment's folder, an S3 backup storage the settings no longer name, a folder moved aside by
 * a restore) keeps its files. Throws when a storage cannot be read (then nothing may be removed).
 */
export function backupProtection(app: CoreApp, fsys: Fs, deployment: string): BackupProtection {
  const result: BackupProtection = { listed: {}, keepOlderThan: 0, withoutManifest: [], staleManifests: [] };
  const locations = readLocations(app);
  const maxKeep = app.settings().backups.cronMaxKeep;
  const current = backupsLocation(app);
  const manifests: Record<string, true> = {};
  const objects = fsys.list(MANIFEST_PREFIX);
  for (let i = 0; i < objects.length; i++) {
    const key = objects[i]!.key;
    // note: the backup's name is the key's: a manifest's own `backup` field is not trusted for it.
    const manifest = readManifest(fsys, key);
    manifest.backup = key.slice(MANIFEST_PREFIX.length).replace(/\.json$/, '');
    manifests[manifest.backup] = true;
    const location = manifest.location || current;
    const listing = locations[location];
    const ours = location !== 'local' || !manifest.deployment || manifest.deployment === deployment;
    if (listing && ours && !(manifest.backup in listing) && knownGone(manifest, listing, maxKeep)) {
      result.staleManifests.push(key);
      continue;
    }
    for (let j = 0; j < manifest.files.length; j++) result.listed[manifest.files[j]!] = true;
  }
  for (const location in locations) {
    const listing = locations[location]!;
    for (const backup in listing) {
      if (manifests[backup]) continue;
      result.withoutManifest.push(backup);
      result.keepOlderThan = Math.max(result.keepOlderThan, listing[backup]!);
    }
  }
  return result;
}

/** Whether an existing backup lists the file at `key` (an original or one of its thumbs). */
export function listedByBackup(protection: BackupProtection, key: string): boolean {
  const parts = key.split('/');
  if (parts.length === 3) return !!protection.listed[key];
  const owner = thumbs().thumbOwner(key);
  return owner !== null && !!protection.listed[`${parts[0]}/${parts[1]}/${owner}`];
}

/**
 * Keeps the files an update replaced or removed (PocketBase would delete them after the save):
 * the cleanup removes them once no backup lists them. Call after the update's execute step.
 */
export function keepReplacedFiles(record: core.Record): void {
  const fields = record.collection().fields;
  for (let i = 0; i < fields.length; i++) {
    if (fields[i]!.type() === 'file') record.setRaw(PB_DELETED_FILES_KEY + fields[i]!.getName(), null);
  }
}
