// Every record hook of the site's collections: one handler per event, which runs that event's
// steps for the record's collection in one VM (lib/recordHooks.ts, decision 042). Separate hook
// files each held a VM of their own while the rest of the request ran inside them (issue 38).
// Registered only for the collections some step is for (every collection where a step is for all).
// note: the library is kept on the VM once loaded (a `require` resolves its path on every call).
import type * as RecordHooks from './lib/recordHooks';

// note: a top-level require runs once, at registration: the collection lists.
const { hookedCollections } = require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks;

onRecordCreateRequest(
  (e) => {
    const vm = globalThis as { recordHooks?: typeof RecordHooks };
    const lib = vm.recordHooks || (vm.recordHooks = require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks);
    lib.runRecordHooks('onRecordCreateRequest', e);
  },
  ...hookedCollections('onRecordCreateRequest'),
);

onRecordUpdateRequest(
  (e) => {
    const vm = globalThis as { recordHooks?: typeof RecordHooks };
    const lib = vm.recordHooks || (vm.recordHooks = require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks);
    lib.runRecordHooks('onRecordUpdateRequest', e);
  },
  ...hookedCollections('onRecordUpdateRequest'),
);

onRecordDeleteRequest(
  (e) => {
    const vm = globalThis as { recordHooks?: typeof RecordHooks };
    const lib = vm.recordHooks || (vm.recordHooks = require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks);
    lib.runRecordHooks('onRecordDeleteRequest', e);
  },
  ...hookedCollections('onRecordDeleteRequest'),
);

onRecordValidate(
  (e) => {
    const vm = globalThis as { recordHooks?: typeof RecordHooks };
    const lib = vm.recordHooks || (vm.recordHooks = require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks);
    lib.runRecordHooks('onRecordValidate', e);
  },
  ...hookedCollections('onRecordValidate'),
);

onRecordCreate(
  (e) => {
    const vm = globalThis as { recordHooks?: typeof RecordHooks };
    const lib = vm.recordHooks || (vm.recordHooks = require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks);
    lib.runRecordHooks('onRecordCreate', e);
  },
  ...hookedCollections('onRecordCreate'),
);

onRecordUpdate(
  (e) => {
    const vm = globalThis as { recordHooks?: typeof RecordHooks };
    const lib = vm.recordHooks || (vm.recordHooks = require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks);
    lib.runRecordHooks('onRecordUpdate', e);
  },
  ...hookedCollections('onRecordUpdate'),
);

onRecordDelete(
  (e) => {
    const vm = globalThis as { recordHooks?: typeof RecordHooks };
    const lib = vm.recordHooks || (vm.recordHooks = require(`${__hooks}/lib/recordHooks.js`) as typeof RecordHooks);
    lib.runRecordHooks('onRecordDelete', e);
  },
  ...hookedCollections('onRecordDelete'),
);

export {};
