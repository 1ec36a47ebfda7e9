/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 29, items 4 and 5 (decision 019): daily counts of page views and taps, without cookies or
// personal data. The hooks write them (POST /api/site/beacon, pb_hooks/src/lib/insights.ts);
// approved staff read them; nobody writes them through the API. One row per day, kind and path
// (COUNT_KINDS, shared/insights.ts), at most 1,000 rows a day, kept 400 days.

const APPROVED = '@request.auth.approved = true';

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'site_counts',
        listRule: APPROVED,
        viewRule: APPROVED,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'day', type: 'text', required: true, max: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
          { name: 'kind', type: 'select', required: true, maxSelect: 1, values: ['view', 'whatsapp', 'call', 'quote'] },
          { name: 'path', type: 'text', required: true, max: 200 },
          { name: 'count', type: 'number', min: 0, onlyInt: true },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX idx_site_counts_day_kind_path ON site_counts (day, kind, path)'],
      }),
    );
    const settings = app.settings();
    settings.rateLimits.rules = [
      { label: 'POST /api/site/beacon', audience: '', duration: 10, maxRequests: 30 },
      ...settings.rateLimits.rules.filter((r) => r.label !== 'POST /api/site/beacon'),
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((r) => r.label !== 'POST /api/site/beacon');
    app.save(settings);
    app.delete(app.findCollectionByNameOrId('site_counts'));
  },
);
