/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 15, item 9 (decision 011): alt text for the images visitors see. One text field beside
// each single image (empty: the page uses the title or name), and for a project's gallery a
// JSON object keyed by file name (the server drops the keys of files no longer in the gallery).
// The length is LIMITS.altText of shared/schemas.ts (a test compares them).

const ALT_MAX = 300;
const SINGLE = [
  ['projects', 'coverImage_alt'],
  ['services', 'image_alt'],
  ['team', 'avatar_alt'],
];

migrate(
  (app) => {
    for (const [name, field] of SINGLE) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new Field({ name: field, type: 'text', max: ALT_MAX }));
      app.save(collection);
    }
    const projects = app.findCollectionByNameOrId('projects');
    projects.fields.add(new Field({ name: 'images_alt', type: 'json', maxSize: 64 * 1024 }));
    app.save(projects);
  },
  (app) => {
    for (const [name, field] of SINGLE) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName(field);
      app.save(collection);
    }
    const projects = app.findCollectionByNameOrId('projects');
    projects.fields.removeByName('images_alt');
    app.save(projects);
  },
);
