// Content writes whose raw values have the wrong type (an object for text, "abc" for a
// number) are refused instead of being silently cast.
import type * as RawTypes from './lib/rawTypes';

const CONTENT = [
  'project_categories',
  'projects',
  'services',
  'team',
  'journey',
  'home_settings',
  'about_settings',
  'contact_settings',
  'Footer_menu',
  'stats_settings',
  'inquiries',
  'testimonials',
];

onRecordCreateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/rawTypes.js`) as typeof RawTypes;
    lib.refuseWrongRawTypes(e);
  },
  ...CONTENT,
);

onRecordUpdateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/rawTypes.js`) as typeof RawTypes;
    lib.refuseWrongRawTypes(e);
  },
  ...CONTENT,
);

export {};
