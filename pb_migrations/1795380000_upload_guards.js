/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 14 (decision 007):
// - `users.avatar` goes: nothing shows or sets it, and it let anyone who registers store files
//   (PocketBase's default types include SVG). Registration now carries no file at all.
// - Every file field takes JPEG, PNG, WebP and GIF only (the upload hook then reads each file).
// - Every write rule also requires the header the response middleware sets once the hooks have
//   checked themselves: a server started without its hooks refuses every write.

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const HOOKS_CHECKED = '@request.headers.x_site_hooks = "checked"';
const WRITE_RULES = ['createRule', 'updateRule', 'deleteRule'];

function guarded(rule) {
  if (rule === null || rule === undefined) return rule;
  return rule === '' ? HOOKS_CHECKED : `(${rule}) && ${HOOKS_CHECKED}`;
}

function unguarded(rule) {
  if (rule === null || rule === undefined) return rule;
  if (rule === HOOKS_CHECKED) return '';
  const suffix = `) && ${HOOKS_CHECKED}`;
  return rule.indexOf('(') === 0 && rule.endsWith(suffix) ? rule.slice(1, -suffix.length) : rule;
}

// note: plain index loops: Go slices in PocketBase's JSVM are not JS iterables.
function siteCollections(app) {
  const all = app.findAllCollections();
  const site = [];
  for (let i = 0; i < all.length; i++) if (!all[i].system && all[i].type !== 'view') site.push(all[i]);
  return site;
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('avatar');
    app.save(users);

    for (const collection of siteCollections(app)) {
      const fields = collection.fields;
      for (let i = 0; i < fields.length; i++) if (fields[i].type() === 'file') fields[i].mimeTypes = IMAGE_TYPES;
      for (const rule of WRITE_RULES) collection[rule] = guarded(collection[rule]);
      app.save(collection);
    }
  },
  (app) => {
    for (const collection of siteCollections(app)) {
      for (const rule of WRITE_RULES) collection[rule] = unguarded(collection[rule]);
      app.save(collection);
    }
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(
      new Field({
        type: 'file',
        name: 'avatar',
        maxSelect: 1,
        maxSize: 5242880,
        mimeTypes: ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp'],
      }),
    );
    app.save(users);
  },
);
