// Drafts keep their identity from visitors (issue 26, item 6; lib/drafts.ts): a public record's
// relation to a draft is emptied in every answer, and a visitor's filter or sort may not name it
// (lists and realtime subscriptions). A draft's files are protected by their fields.
import type * as Collections from './lib/collections';
import type * as Drafts from './lib/drafts';

// note: a top-level require runs once, at registration (the collections to register for).
const { DRAFT_RELATIONS } = require(`${__hooks}/lib/collections.js`) as typeof Collections;

onRecordEnrich(
  (e) => {
    const lib = require(`${__hooks}/lib/drafts.js`) as typeof Drafts;
    lib.hideDraftRelations(e);
  },
  ...Object.keys(DRAFT_RELATIONS),
);

onRecordsListRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/drafts.js`) as typeof Drafts;
    lib.refuseDraftRelationFilter(e);
    e.next();
  },
  ...Object.keys(DRAFT_RELATIONS),
);

onRealtimeSubscribeRequest((e) => {
  const lib = require(`${__hooks}/lib/drafts.js`) as typeof Drafts;
  lib.refuseDraftRelationSubscriptions(e);
  e.next();
});

export {};
