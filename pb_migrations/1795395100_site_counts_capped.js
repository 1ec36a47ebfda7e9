/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 38, item 2: only the site's own pages are counted, so made-up paths no longer fill a
// day's rows; a day whose counts were capped (a second's writes of a kind spent, as in a flood)
// says so in one row of kind `capped` (CAPPED_KIND, shared/insights.ts), which the dashboard shows.

function setKinds(app, kinds) {
  const counts = app.findCollectionByNameOrId('site_counts');
  counts.fields.getByName('kind').values = kinds;
  app.save(counts);
}

migrate(
  (app) => setKinds(app, ['view', 'whatsapp', 'call', 'quote', 'capped']),
  (app) => {
    app.db().newQuery("DELETE FROM site_counts WHERE kind = 'capped'").execute();
    setKinds(app, ['view', 'whatsapp', 'call', 'quote']);
  },
);
