// The file storage's owner (lib/storageOwner.ts, issues 27 and 36): a server that is a copy of
// the site (a restore drill on a spare pointed at production's bucket) refuses the writes that
// would add or delete files in storage (a step of every record write: lib/recordHooks.ts), and
// writes no backup there; the deployment's identity
// stays out of backups, and an in-place restore keeps it.
import type * as StorageBackups from './lib/storageBackups';
import type * as StorageLock from './lib/storageLock';
import type * as StorageMove from './lib/storageMove';
import type * as StorageOwner from './lib/storageOwner';

// Backups keep their files (lib/storageBackups.ts, decision 024): PocketBase deletes no file of a
// deleted record or a replaced file at once; the cleanup does, once no existing backup lists it.
{
  const { PB_FILES_DELETE_HANDLER } = require(`${__hooks}/lib/storageBackups.js`) as typeof StorageBackups;
  $app.onModelAfterDeleteSuccess().unbind(PB_FILES_DELETE_HANDLER);
}

// The serving server marks its data folder, so `storage to-s3|to-local` refuse to run under it
// (lib/storageLock.ts). note: onServe is no JSVM global; its handler runs once, in the loading VM.
$app.onServe().bindFunc((e: core.ServeEvent) => {
  const lock = require(`${__hooks}/lib/storageLock.js`) as typeof StorageLock;
  lock.markServing(e.app, e.server!.addr);
  return e.next();
});

onTerminate((e) => {
  const lock = require(`${__hooks}/lib/storageLock.js`) as typeof StorageLock;
  lock.unmarkServing(e.app);
  e.next();
});

onRecordUpdateExecute((e) => {
  e.next();
  const lib = require(`${__hooks}/lib/storageBackups.js`) as typeof StorageBackups;
  lib.keepReplacedFiles(e.record!);
});

onBackupCreate((e) => {
  const lib = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
  const backups = require(`${__hooks}/lib/storageBackups.js`) as typeof StorageBackups;
  const lock = require(`${__hooks}/lib/storageLock.js`) as typeof StorageLock;
  const move = require(`${__hooks}/lib/storageMove.js`) as typeof StorageMove;
  // A copy makes no backup in the live site's S3 backup storage (the API says why first:
  // lib/storageBackups.ts backupWrite).
  const refusal = lib.backupRefusal(e.app);
  if (refusal) throw new Error(refusal);
  e.exclude = [...e.exclude, lib.IDENTITY_FILE, lock.SERVER_FILE];
  // With the files on S3 a backup holds the database only: its name says so in the dashboard's
  // list (the files stay in the bucket while its manifest lists them; docs/DEPLOY.md, "Backups"),
  // and the data folder's storage/ (the copy left by `storage to-s3`, stale) stays out of it.
  if (e.app.settings().s3.enabled) {
    e.name = lib.backupNameWithoutFiles(e.name);
    e.exclude = [...e.exclude, move.LOCAL_STORAGE_DIR];
  }
  if (!e.name) e.name = backups.backupName();
  // A copy writes no manifest: the storage is the live site's (it deletes nothing there either).
  if (!lib.mayDeleteInStorage(e.app)) {
    e.next();
    return;
  }
  // The manifest lists what the zip's database lists: written before the zip (so a restored
  // data folder holds it: local storage is in the zip) and again after it with what was listed
  // meanwhile. A failure is loud: that backup then keeps everything older than itself. A zip
  // that failed takes its manifest with it.
  const deployment = lib.identity(e.app);
  let before: string[] = [];
  try {
    before = backups.listedFiles(e.app);
    backups.writeManifest(e.app, e.name, deployment, before);
  } catch (err) {
    console.error(`The manifest of backup ${e.name} could not be written: ${String(err)}`);
  }
  try {
    e.next();
  } catch (err) {
    backups.removeManifest(e.app, e.name);
    throw err;
  }
  try {
    backups.writeManifest(e.app, e.name, deployment, before.concat(backups.listedFiles(e.app)));
  } catch (err) {
    console.error(`The manifest of backup ${e.name} could not be written: ${String(err)}`);
  }
});

onBackupRestore((e) => {
  const lib = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
  const lock = require(`${__hooks}/lib/storageLock.js`) as typeof StorageLock;
  e.exclude = [...e.exclude, lib.IDENTITY_FILE, lock.SERVER_FILE];
  e.next();
});

// `site storage ...`: moving the uploaded files between the data folder and S3, and the files
// backup (lib/storageMove.ts; docs/DEPLOY.md, "Files on S3"). The moves refuse to run while the
// server serves the data folder (lib/storageLock.ts).
const storageCommand = new Command({
  use: 'storage',
  short: 'Move the uploaded files between the data folder and S3; back them up and restore them',
});

storageCommand.addCommand(
  new Command({
    use: 'to-s3',
    short: 'Copy every file into the S3 bucket of SITE_S3_*, verify each record’s files, then switch to it',
    run: () => {
      const lib = require(`${__hooks}/lib/storageMove.js`) as typeof StorageMove;
      const lock = require(`${__hooks}/lib/storageLock.js`) as typeof StorageLock;
      lock.refuseWhileServing($app, 'to-s3');
      const target = lib.s3FromEnv((name) => $os.getenv(name));
      const from = lib.openLocal($app);
      const to = lib.openS3(target);
      try {
        console.log(lib.copyAndVerify($app, from, to, (line) => console.log(line)));
      } finally {
        from.close();
        to.close();
      }
      const settings = $app.settings();
      settings.s3.enabled = true;
      settings.s3.bucket = target.bucket;
      settings.s3.region = target.region;
      settings.s3.endpoint = target.endpoint;
      settings.s3.accessKey = target.accessKey;
      settings.s3.secret = target.secret;
      settings.s3.forcePathStyle = target.forcePathStyle;
      $app.save(settings);
      console.log(
        `Files storage is now S3 (bucket ${target.bucket} at ${target.endpoint}). The copy in the data ` +
          'folder (storage/) is left as it was: remove it once the site serves every image.',
      );
    },
  }),
);

storageCommand.addCommand(
  new Command({
    use: 'to-local',
    short: 'Copy every file from the S3 bucket into the data folder, verify, then switch S3 off',
    run: () => {
      const lib = require(`${__hooks}/lib/storageMove.js`) as typeof StorageMove;
      const lock = require(`${__hooks}/lib/storageLock.js`) as typeof StorageLock;
      lock.refuseWhileServing($app, 'to-local');
      const settings = $app.settings();
      if (!settings.s3.enabled) throw new Error('The files are in the data folder already (S3 is off).');
      const from = lib.openS3(settings.s3);
      const to = lib.openLocal($app);
      try {
        console.log(lib.copyAndVerify($app, from, to, (line) => console.log(line)));
      } finally {
        from.close();
        to.close();
      }
      settings.s3.enabled = false;
      $app.save(settings);
      console.log('Files storage is now the data folder. The bucket is left as it was.');
    },
  }),
);

storageCommand.addCommand(
  new Command({
    use: 'export DIR',
    short: 'Back up the files: copy every object of the file storage (S3 or local) into the folder DIR',
    run: (_cmd, args) => {
      const lib = require(`${__hooks}/lib/storageMove.js`) as typeof StorageMove;
      if (!args || args.length !== 1) throw new Error('Usage: storage export DIR');
      lib.prepareExportDir(args[0]!);
      const from = $app.newFilesystem();
      const to = $filesystem.local(args[0]!);
      try {
        console.log(lib.copyAndVerify($app, from, to, (line) => console.log(line)));
      } finally {
        from.close();
        to.close();
      }
    },
  }),
);

storageCommand.addCommand(
  new Command({
    use: 'import DIR',
    short: 'Restore the files: copy every object of the folder DIR that the file storage lacks into it',
    run: (_cmd, args) => {
      const lib = require(`${__hooks}/lib/storageMove.js`) as typeof StorageMove;
      if (!args || args.length !== 1) throw new Error('Usage: storage import DIR');
      $os.stat(args[0]!);
      const from = $filesystem.local(args[0]!);
      const to = $app.newFilesystem();
      try {
        console.log(lib.copyAndVerify($app, from, to, (line) => console.log(line)));
      } finally {
        from.close();
        to.close();
      }
    },
  }),
);

$app.rootCmd!.addCommand(storageCommand);

export {};
