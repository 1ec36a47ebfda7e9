// The lead pipeline of quote requests (issue 29, decision 019): status, assignee, value and lost
// reason kept consistent, hidden from anyone but approved staff; notes signed by their author;
// every staff change in the activity log.
import type * as LeadsModel from '../../shared/leads';
import type * as Leads from './lib/leads';

// note: a top-level require runs once, at registration; handlers still require their own.
const { NOTES_COLLECTION, LEADS_ROUTE } = require(`${__hooks}/lib/shared/leads.js`) as typeof LeadsModel;

// The Inbox's list, searched, filtered, sorted and paged by the server (approved staff).
routerAdd(
  'GET',
  LEADS_ROUTE,
  (e) => {
    const lib = require(`${__hooks}/lib/leads.js`) as typeof Leads;
    lib.listLeads(e);
  },
  $apis.requireAuth(),
);

onRecordValidate((e) => {
  const lib = require(`${__hooks}/lib/leads.js`) as typeof Leads;
  lib.checkLead(e);
}, 'inquiries');

onRecordEnrich((e) => {
  const lib = require(`${__hooks}/lib/leads.js`) as typeof Leads;
  lib.hidePipeline(e);
}, 'inquiries');

onRecordUpdateRequest((e) => {
  const lib = require(`${__hooks}/lib/leads.js`) as typeof Leads;
  lib.logLeadUpdate(e);
}, 'inquiries');

onRecordDeleteRequest((e) => {
  const lib = require(`${__hooks}/lib/leads.js`) as typeof Leads;
  lib.logLeadDelete(e);
}, 'inquiries');

onRecordCreateRequest((e) => {
  const lib = require(`${__hooks}/lib/leads.js`) as typeof Leads;
  lib.addNote(e);
}, NOTES_COLLECTION);

export {};
