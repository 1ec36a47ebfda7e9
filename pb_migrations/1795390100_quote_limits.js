/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 29 (decision 019): mobile carriers put many visitors behind one client address, and 5
// quote requests per 10 minutes per address turned the sixth away. The address limit becomes 20
// per 10 minutes; the tight limits are per phone number and against duplicates, in the hooks
// (QUOTE_LIMITS, shared/leads.ts; docs/SECURITY.md "Quote requests").

function setInquiryLimit(app, maxRequests) {
  const settings = app.settings();
  settings.rateLimits.rules = [
    { label: 'inquiries:create', audience: '@guest', duration: 600, maxRequests },
    ...settings.rateLimits.rules.filter((r) => r.label !== 'inquiries:create'),
  ];
  app.save(settings);
}

migrate(
  (app) => setInquiryLimit(app, 20),
  (app) => setInquiryLimit(app, 5),
);
