// Text fields of content collections and accounts: trimmed, and refused when they hold control
// characters, or line breaks outside the fields edited as paragraphs.
import type * as Collections from './lib/collections';
import type * as TextFields from './lib/textFields';

// note: a top-level require runs once, at registration; handlers still require their own.
const { WRITABLE_CONTENT } = require(`${__hooks}/lib/collections.js`) as typeof Collections;

onRecordValidate(
  (e) => {
    const lib = require(`${__hooks}/lib/textFields.js`) as typeof TextFields;
    lib.cleanTextFields(e);
  },
  ...WRITABLE_CONTENT,
  'users',
);

export {};
