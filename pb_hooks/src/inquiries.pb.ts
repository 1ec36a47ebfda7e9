// Quote requests: honeypot, phone normalisation, email to the company (issue 7), spam limits
// (issue 29), no ?, & or # in the visitor's email (issue 38); the WhatsApp number of the contact
// settings as wa.me digits. The checks run with the other record hooks (lib/recordHooks.ts); the
// email after a new request is sent here.
import type * as Content from '../../shared/content';
import type * as Inquiries from './lib/inquiries';

// note: a top-level require runs once, at registration; handlers still require their own.
const { CONTENT } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;

onRecordAfterCreateSuccess((e) => {
  const lib = require(`${__hooks}/lib/inquiries.js`) as typeof Inquiries;
  lib.emailNewInquiry(e);
}, CONTENT.inquiries.collection);

export {};
