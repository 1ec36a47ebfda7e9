/**
 * Backups that keep their files (issue 27, item 3; decision 024).
 *
 * A backup is PocketBase's zip of the data folder: under S3 it holds no uploaded files, and the
 * hooks cannot read a zip to learn which files it needs. So when a backup is made (the dashboard's
 * "Backup now", the API or the schedule: all go through onBackupCreate), the hooks write a
 * manifest, the keys of every file the backed-up database lists, into the file storage under
 * MANIFEST_PREFIX, named after the backup. The cleanup (lib/cleanup.ts) keeps every object a
 * manifest lists while its backup exists, and removes the manifests of backups that are gone
 * (deleted in the dashboard or rotated by the schedule). A backup without a manifest (made before
 * this, or uploaded) may list anything older than itself: while it exists, nothing older than it
 * is removed.
 *
 * PocketBase itself deletes a record's files as soon as the record is deleted, and a replaced
 * file as soon as the update is saved; then no manifest could keep them. So those deletes are
 * left to the cleanup too (storage.pb.ts): a file no record lists is no longer served (the file
 * route asks its record), and the cleanup removes it once the margin and the backups allow.
 */
import type * as Thumbs from '../../../shared/thumbs';

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

/** The manifest's key for the backup named `backup`. */
export function manifestKey(backup: string): string {
  return `${MANIFEST_PREFIX}${backup}.json`;
}

export interface Manifest {
  backup: string;
  created: string;
  /** Storage keys (`<collection id>/<record id>/<file>`) of the files the backup's database lists. */
  files: string[];
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

/** Writes the manifest of the backup named `backup`, listing `keys` once each; returns how many. */
export function writeManifest(app: CoreApp, backup: string, keys: string[]): number {
  const seen: Record<string, true> = {};
  const files: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    if (seen[keys[i]!]) continue;
    seen[keys[i]!] = true;
    files.push(keys[i]!);
  }
  const manifest: Manifest = { backup, created: new Date().toISOString(), files };
  const fsys = app.newFilesystem();
  try {
    fsys.upload(JSON.stringify(manifest) as never, manifestKey(backup));
  } finally {
    fsys.close();
  }
  return files.length;
}

/** What the backups that exist keep in storage. */
export interface BackupProtection {
  /** Storage keys of original files some existing backup lists (a set). */
  listed: Record<string, true>;
  /** Unix seconds: objects older than this may be in a backup without a manifest, and are kept (0: none). */
  keepOlderThan: number;
  /** The backups without a manifest. */
  withoutManifest: string[];
  /** Manifests whose backup is gone. */
  staleManifests: string[];
}

/** A manifest whose backup is not there yet is a backup being made while it is younger than this, in seconds. */
export const BACKUP_IN_PROGRESS_SECONDS = 3600;

function addListed(result: BackupProtection, fsys: ReturnType<CoreApp['newFilesystem']>, key: string): void {
  const reader = fsys.getReader(key);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(toString(reader)) as Manifest;
  } finally {
    reader.close();
  }
  for (let j = 0; j < manifest.files.length; j++) result.listed[manifest.files[j]!] = true;
}

/** Reads the backups and their manifests. Throws when either storage cannot be read (then nothing may be removed). */
export function backupProtection(app: CoreApp, fsys: ReturnType<CoreApp['newFilesystem']>): BackupProtection {
  const result: BackupProtection = { listed: {}, keepOlderThan: 0, withoutManifest: [], staleManifests: [] };
  const backups: Record<string, true> = {};
  const bfs = app.newBackupsFilesystem();
  try {
    const objects = bfs.list('');
    for (let i = 0; i < objects.length; i++) {
      const backup = objects[i]!;
      if (backup.isDir) continue;
      backups[backup.key] = true;
      const key = manifestKey(backup.key);
      if (!fsys.exists(key)) {
        result.withoutManifest.push(backup.key);
        result.keepOlderThan = Math.max(result.keepOlderThan, backup.modTime.unix());
        continue;
      }
      addListed(result, fsys, key);
    }
  } finally {
    bfs.close();
  }
  const manifests = fsys.list(MANIFEST_PREFIX);
  const inProgress = Date.now() / 1000 - BACKUP_IN_PROGRESS_SECONDS;
  for (let i = 0; i < manifests.length; i++) {
    const key = manifests[i]!.key;
    const backup = key.slice(MANIFEST_PREFIX.length).replace(/\.json$/, '');
    if (backups[backup]) continue;
    // A fresh manifest without its zip yet: a backup being made now; it keeps its files.
    if (manifests[i]!.modTime.unix() > inProgress) addListed(result, fsys, key);
    else result.staleManifests.push(key);
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
