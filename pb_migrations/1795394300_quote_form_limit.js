/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 39 (decision 029): the quote form posts to its own page without JavaScript
// (`POST /contact`, pb_hooks/src/lib/quoteForm.ts). PocketBase's limiter gets a rule for that
// route with the numbers of `inquiries:create` (QUOTE_LIMITS.perAddress per perAddressSeconds,
// shared/leads.ts; tests/integration/quote-form.test.ts holds them equal). A rule's count is its
// own: an address may send that many through each path.

const RULE = { label: 'POST /contact', audience: '@guest', duration: 600, maxRequests: 20 };

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
