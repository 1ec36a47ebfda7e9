// Quote requests: honeypot, phone normalisation, email to the company (issue 7), spam limits
// (issue 29), no ?, & or # in the visitor's email (issue 38); the WhatsApp number of the contact
// settings as wa.me digits.
import type * as Content from '../../shared/content';
import type * as Inquiries from './lib/inquiries';

// note: a top-level require runs once, at registration; handlers still require their own.
const { CONTENT } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;

onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.refuseHoneypot(e);
}, CONTENT.inquiries.collection);

// Spam kept out without turning real visitors away: time to fill, duplicates, per phone (issue 29).
onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.guardVisitorRequest(e);
}, CONTENT.inquiries.collection);

onRecordValidate((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.checkInquiryContact(e);
}, CONTENT.inquiries.collection);

onRecordValidate((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.normalizeWhatsapp(e);
}, CONTENT.contact.collection);

onRecordAfterCreateSuccess((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.emailNewInquiry(e);
}, CONTENT.inquiries.collection);

export {};
