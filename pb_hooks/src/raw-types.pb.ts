// Content and account writes whose raw values have the wrong type (an object for text, "abc"
// for a number, "yes" for a boolean) are refused instead of being silently cast.
import type * as Collections from './lib/collections';
import type * as RawTypes from './lib/rawTypes';

// note: a top-level require runs once, at registration; handlers still require their own.
const { WRITABLE_CONTENT } = require(`${__hooks}/lib/collections.js`) as typeof Collections;

onRecordCreateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/rawTypes.js`) as typeof RawTypes;
    lib.refuseWrongRawTypes(e);
  },
  ...WRITABLE_CONTENT,
  'users',
);

onRecordUpdateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/rawTypes.js`) as typeof RawTypes;
    lib.refuseWrongRawTypes(e);
  },
  ...WRITABLE_CONTENT,
  'users',
);

export {};
