// Thumbs made by the uploader at quality 80 instead of PocketBase's 95 (lib/thumbs.ts,
// shared/thumbs.ts, decision 006).
import type * as StorageOwner from './lib/storageOwner';
import type * as Thumbs from './lib/thumbs';
import type * as SharedThumbs from '../../shared/thumbs';

// note: a top-level require runs once, at registration; handlers still require their own.
const { THUMB_ROUTE } = require(`${__hooks}/lib/shared/thumbs.js`) as typeof SharedThumbs;

routerAdd(
  'PUT',
  THUMB_ROUTE,
  (e) => {
    const lib = require(`${__hooks}/lib/thumbs.js`) as typeof Thumbs;
    const owner = require(`${__hooks}/lib/storageOwner.js`) as typeof StorageOwner;
    // A copy of the site writes nothing into the live site's storage (issue 36).
    owner.refuseFilesOnCopy(e.app);
    lib.storeThumb(e);
  },
  $apis.requireAuth(),
);

export {};
