// URLs the site renders (map embed, social links) are checked on the server, whoever saves
// them (API, dashboard, seed).
import type * as UrlFields from './lib/urlFields';

onRecordValidate(
  (e) => {
    const lib = require(`${__hooks}/lib/urlFields.js`) as typeof UrlFields;
    lib.validateUrlFields(e);
  },
  'contact_settings',
  'Footer_menu',
);

export {};
