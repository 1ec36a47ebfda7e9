// Text fields of content collections: trimmed, and refused when they hold control characters.
import type * as TextFields from './lib/textFields';

onRecordValidate(
  (e) => {
    const lib = require(`${__hooks}/lib/textFields.js`) as typeof TextFields;
    lib.cleanTextFields(e);
  },
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
);

export {};
