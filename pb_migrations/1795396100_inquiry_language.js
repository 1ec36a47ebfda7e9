/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 40 (decision 038): a quote request remembers the language of the page it was sent from.
// - `inquiries.language`: en, si or ta (LANGUAGES, shared/languages.ts), not required (requests
//   sent before are English: the Inbox reads an empty value as English). A value not one of the
//   three is refused by the select.
// - The quote form posts without JavaScript to its own page in each language (`/si/contact`,
//   `/ta/contact`, shared/routes.ts pathOf): PocketBase's limiter gets the rule of `POST /contact`
//   (1795394300_quote_form_limit.js, QUOTE_LIMITS.perAddress per perAddressSeconds) for each.

const LANGUAGES = ['en', 'si', 'ta'];
const RULES = ['POST /si/contact', 'POST /ta/contact'].map((label) => ({
  label,
  audience: '@guest',
  duration: 600,
  maxRequests: 20,
}));
const LABELS = RULES.map((rule) => rule.label);

migrate(
  (app) => {
    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.fields.add(new Field({ name: 'language', type: 'select', maxSelect: 1, values: LANGUAGES }));
    app.save(inquiries);

    const settings = app.settings();
    const others = settings.rateLimits.rules.filter((rule) => LABELS.indexOf(rule.label) < 0);
    settings.rateLimits.rules = [...RULES, ...others];
    app.save(settings);
  },
  (app) => {
    const inquiries = app.findCollectionByNameOrId('inquiries');
    inquiries.fields.removeByName('language');
    app.save(inquiries);

    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => LABELS.indexOf(rule.label) < 0);
    app.save(settings);
  },
);
