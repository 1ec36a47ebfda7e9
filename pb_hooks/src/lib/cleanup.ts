/**
 * Cleaning up after crashes (issue 14): a `kill -9` during an upload can leave files in storage
 * that no record lists, and Go's multipart temp files (parts of big request bodies spooled to
 * disk) that nothing will delete. A daily cron (cleanup.pb.ts) removes the temp files once an
 * hour old and the objects in storage once a day old, and the objects only on the deployment
 * that owns the storage (lib/storageOwner.ts: a restored copy on a spare never deletes in
 * production's bucket) and only when no existing backup lists them, wherever that backup is
 * (lib/storageBackups.ts: the files of deleted records and replaced files are left to this
 * cleanup for that; a backup not seen is not taken for deleted); superusers can run it at once
 * (POST /api/site/cleanup). Ages are the objects' modification times, as the storage reports them.
 */
import type * as Thumbs from '../../../shared/thumbs';
import type * as StorageBackups from './storageBackups';
import type * as StorageOwner from './storageOwner';

const thumbs = (): typeof Thumbs => require(`${__hooks}/lib/shared/thumbs.js`) as typeof Thumbs;

/** What is at least this old may be removed, in seconds. */
export const CLEANUP_MIN_AGE_SECONDS = 3600;
/**
 * An object in storage that no record lists is kept at least this long, in seconds (issue 27):
 * a day, so what a newer database lists is never taken by a server that runs an older one for
 * less than that, and an upload in flight is never touched.
 */
export const STORAGE_MIN_AGE_SECONDS = 24 * 3600;

export interface CleanupResult {
  /** Storage keys removed: files no record lists, and their thumbs. */
  storage: string[];
  /** Multipart temp files removed. */
  temp: string[];
  /** Unlisted objects kept because an existing backup lists them or may list them (lib/storageBackups.ts). */
  keptForBackups: string[];
  /** Manifests removed: their backups are gone. */
  manifests: string[];
  /** Why storage was left alone, if it was: this server is a copy (lib/storageOwner.ts), or the backups cannot be read. */
  storageSkipped?: string;
}

/**
 * Whether the stored file at `key` (`<collection id>/<record id>/<file>` or a thumb,
 * `<collection id>/<record id>/thumbs_<file>/<size>_<file>`) is listed by its record. Keys of
 * any other shape are not record files: they count as referenced and are left alone.
 */
function referenced(app: CoreApp, key: string, records: Record<string, string[] | null | 'unknown'>): boolean {
  const parts = key.split('/');
  const file = parts.length === 3 ? parts[2] : thumbs().thumbOwner(key);
  if (file === null) return true;
  const recordKey = `${parts[0]}/${parts[1]}`;
  if (!(recordKey in records)) {
    let names: string[] | null | 'unknown' = null;
    try {
      const record = app.findRecordById(parts[0], parts[1]);
      names = [];
      const fields = record.collection().fields;
      for (let i = 0; i < fields.length; i++) {
        if (fields[i].type() === 'file') names = names.concat(record.getStringSlice(fields[i].getName()));
      }
    } catch (err) {
      // No such record (or collection): nothing lists its files. Any other failure keeps them.
      if (!/no rows in result set|missing collection|no such table/i.test(String(err))) names = 'unknown';
    }
    records[recordKey] = names;
  }
  const names = records[recordKey];
  return names === 'unknown' || (!!names && names.indexOf(file) >= 0);
}

/**
 * Removes the objects in storage that no record lists, once older than STORAGE_MIN_AGE_SECONDS,
 * unless an existing backup lists them (or may: one without a manifest, for what is older than
 * it); and the manifests of backups known to be gone (deleted here, or rotated).
 */
function cleanStorage(app: CoreApp, deployment: string, result: CleanupResult): void {
  const backups = require(`${__hooks}/lib/storageBackups.js`) as typeof StorageBackups;
  const oldest = Date.now() / 1000 - STORAGE_MIN_AGE_SECONDS;
  const fsys = app.newFilesystem();
  try {
    let protection: StorageBackups.BackupProtection;
    try {
      protection = backups.backupProtection(app, fsys, deployment);
    } catch (err) {
      result.storageSkipped = `the backups or their manifests cannot be read (${String(err)})`;
      return;
    }
    const objects = fsys.list('');
    const records: Record<string, string[] | null | 'unknown'> = {};
    for (let i = 0; i < objects.length; i++) {
      const object = objects[i]!;
      if (object.isDir || object.modTime.unix() > oldest) continue;
      if (referenced(app, object.key, records)) continue;
      if (object.modTime.unix() < protection.keepOlderThan || backups.listedByBackup(protection, object.key)) {
        result.keptForBackups.push(object.key);
        continue;
      }
      fsys.delete(object.key);
      result.storage.push(object.key);
    }
    for (let i = 0; i < protection.staleManifests.length; i++) {
      fsys.delete(protection.staleManifests[i]!);
      result.manifests.push(protection.staleManifests[i]!);
    }
  } finally {
    fsys.close();
  }
}

/**
 * Removes unreferenced storage files (only on the deployment that owns the storage) and stale
 * multipart temp files.
 */
export function cleanUp(app: CoreApp): CleanupResult {
  const oldest = Date.now() / 1000 - CLEANUP_MIN_AGE_SECONDS;
  const result: CleanupResult = { storage: [], temp: [], keptForBackups: [], manifests: [] };

  const owner = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
  const ownership = owner.ownership(app);
  if (ownership?.owner) cleanStorage(app, ownership.id, result);
  else result.storageSkipped = ownership ? ownership.reason : "the file storage's owner cannot be read";

  // note: Go's multipart reader spools big parts to os.TempDir() as multipart-*; a request that
  // ends normally removes them, a killed process leaves them.
  const dir = $os.tempDir();
  const entries = $os.readDir(dir);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    const name = entry.name();
    if (entry.isDir() || name.indexOf('multipart-') !== 0) continue;
    if (entry.info().modTime().unix() > oldest) continue;
    try {
      $os.remove(`${dir}/${name}`);
      result.temp.push(name);
    } catch {
      // Gone already, or not ours to remove.
    }
  }

  if (result.storage.length || result.temp.length || result.manifests.length) {
    app
      .logger()
      .info(
        'Removed files left behind',
        'storage',
        result.storage.join(', '),
        'temp',
        result.temp.join(', '),
        'manifests',
        result.manifests.join(', '),
      );
  }
  return result;
}
