// Quote requests: honeypot, phone normalisation, email to the company (issue 7), spam limits
// (issue 29); the WhatsApp number of the contact settings as wa.me digits.
import type * as Inquiries from './lib/inquiries';

onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.refuseHoneypot(e);
}, 'inquiries');

// Spam kept out without turning real visitors away: time to fill, duplicates, per phone (issue 29).
onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.guardVisitorRequest(e);
}, 'inquiries');

onRecordValidate((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.normalizeInquiryPhone(e);
}, 'inquiries');

onRecordValidate((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.normalizeWhatsapp(e);
}, 'contact_settings');

onRecordAfterCreateSuccess((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.emailNewInquiry(e);
}, 'inquiries');

export {};
