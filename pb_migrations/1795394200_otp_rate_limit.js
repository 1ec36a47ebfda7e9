/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// One-time passwords get a limit of their own per client address, as the other mail requests
// (1795381100_mail_rate_limits.js): 5 an hour (429 beyond), in every auth collection. OTP is off
// for accounts; the operator's checklist turns it on for superusers (docs/SECURITY.md), and
// PocketBase mails a code for each request. The limit per recipient is lib/mailLimits.ts. Placed
// before the catch-all `/api/` rule: PocketBase applies the first rule whose label matches.

const OTP_RULE = { label: '*:requestOTP', audience: '', duration: 3600, maxRequests: 5 };

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = [OTP_RULE, ...settings.rateLimits.rules];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== OTP_RULE.label);
    app.save(settings);
  },
);
