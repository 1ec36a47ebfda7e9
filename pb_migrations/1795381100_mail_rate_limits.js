/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Everything that sends mail has a limit of its own per client address (issue 14): password
// reset, verification and email change requests, 5 an hour each (429 beyond). The limit per
// recipient is lib/mailLimits.ts. PocketBase applies the first rule whose label matches, so these
// come before the catch-all `/api/` rule.

const MAIL_RULES = [
  { label: '*:requestPasswordReset', audience: '', duration: 3600, maxRequests: 5 },
  { label: '*:requestVerification', audience: '', duration: 3600, maxRequests: 5 },
  { label: '*:requestEmailChange', audience: '', duration: 3600, maxRequests: 5 },
];

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = [...MAIL_RULES, ...settings.rateLimits.rules];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    const labels = MAIL_RULES.map((rule) => rule.label);
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => labels.indexOf(rule.label) < 0);
    app.save(settings);
  },
);
