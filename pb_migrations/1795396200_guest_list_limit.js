/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 38 (decision 048): record lists read without a token, 60 a minute per client address and
// collection (GUEST_LIST_LIMIT, shared/limits.ts; tests/integration/guest-list-limit.test.ts holds
// them equal). The public pages read nothing through the API; the sign-in screens read each public
// collection's list once. Under the `/api/` rule alone (300 per 10 s) a flood of them ran 300
// searches at once at the start of each window.

const RULE = { label: '*:list', audience: '@guest', duration: 60, maxRequests: 60 };

migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = [RULE, ...settings.rateLimits.rules.filter((rule) => rule.label !== RULE.label)];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== RULE.label);
    app.save(settings);
  },
);
