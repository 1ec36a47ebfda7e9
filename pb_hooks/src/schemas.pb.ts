// Every save of site content is checked with the schemas the admin forms use
// (shared/schemas.ts): the server refuses what the client should have refused.
import type * as Collections from './lib/collections';
import type * as SchemaCheck from './lib/schemaCheck';

// note: a top-level require runs once, at registration; handlers still require their own.
const { PUBLIC_CONTENT } = require(`${__hooks}/lib/collections.js`) as typeof Collections;

onRecordValidate(
  (e) => {
    const lib = require(`${__hooks}/lib/schemaCheck.js`) as typeof SchemaCheck;
    lib.checkSchema(e);
  },
  ...PUBLIC_CONTENT,
);

export {};
