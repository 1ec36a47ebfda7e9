// The lead pipeline of quote requests (issue 29, decision 019): status, assignee, value and lost
// reason kept consistent, hidden from anyone but approved staff; notes signed by their author;
// every staff change in the activity log. The record steps run with the other record hooks
// (lib/recordHooks.ts); the list route and the hiding of the pipeline are here.
import type * as LeadsModel from '../../shared/leads';
import type * as Leads from './lib/leads';

// note: a top-level require runs once, at registration; handlers still require their own.
const { LEADS_ROUTE } = require(`${__hooks}/lib/shared/leads.js`) as typeof LeadsModel;

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

onRecordEnrich((e) => {
  const lib = require(`${__hooks}/lib/leads.js`) as typeof Leads;
  lib.hidePipeline(e);
}, 'inquiries');

export {};
