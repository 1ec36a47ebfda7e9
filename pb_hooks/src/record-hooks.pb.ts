// Every record hook of the site's collections: one handler per event, which runs that event's
// steps for the record's collection in one VM (lib/recordHooks.ts, decision 042). Separate hook
// files each held a VM of their own while the rest of the request ran inside them (issue 38).
// Registered only for the collections some step is for (every collection where a step is for all).
import type * as RecordHooks from './lib/recordHooks';

// note: a top-level require runs once, at registration: the collection lists.
const { hookedCollections } = require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks;

onRecordCreateRequest(
  (e) => {
    (require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks).runRecordHooks('onRecordCreateRequest', e);
  },
  ...hookedCollections('onRecordCreateRequest'),
);

onRecordUpdateRequest(
  (e) => {
    (require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks).runRecordHooks('onRecordUpdateRequest', e);
  },
  ...hookedCollections('onRecordUpdateRequest'),
);

onRecordDeleteRequest(
  (e) => {
    (require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks).runRecordHooks('onRecordDeleteRequest', e);
  },
  ...hookedCollections('onRecordDeleteRequest'),
);

onRecordValidate(
  (e) => {
    (require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks).runRecordHooks('onRecordValidate', e);
  },
  ...hookedCollections('onRecordValidate'),
);

onRecordCreate(
  (e) => {
    (require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks).runRecordHooks('onRecordCreate', e);
  },
  ...hookedCollections('onRecordCreate'),
);

onRecordUpdate(
  (e) => {
    (require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks).runRecordHooks('onRecordUpdate', e);
  },
  ...hookedCollections('onRecordUpdate'),
);

onRecordDelete(
  (e) => {
    (require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks).runRecordHooks('onRecordDelete', e);
  },
  ...hookedCollections('onRecordDelete'),
);

export {};
