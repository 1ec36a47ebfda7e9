// The file storage's owner (lib/storageOwner.ts, issue 27): a server that is a copy of the site
// (a restore drill on a spare pointed at production's bucket) refuses the writes that would
// delete files in storage; the deployment's identity stays out of backups, and an in-place
// restore keeps it.
import type * as StorageOwner from './lib/storageOwner';

onRecordDelete((e) => {
  const lib = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
  lib.refuseStorageDelete(e.app, e.record!, true);
  e.next();
});

onRecordUpdate((e) => {
  const lib = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
  lib.refuseStorageDelete(e.app, e.record!, false);
  e.next();
});

onBackupCreate((e) => {
  const lib = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
  e.exclude = [...e.exclude, lib.IDENTITY_FILE];
  e.next();
});

onBackupRestore((e) => {
  const lib = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
  e.exclude = [...e.exclude, lib.IDENTITY_FILE];
  e.next();
});

export {};
