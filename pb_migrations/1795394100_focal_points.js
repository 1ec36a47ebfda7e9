/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 28, item 3 (decision 021): the focal point of each image the public pages crop, as JSON
// `{ "x": 0-100, "y": 0-100 }` beside its file field; empty is the centre (today's look). The
// hooks check the shape with the shared schemas (shared/focus.ts).

const FOCUS = [
  ['projects', 'coverImage_focus'],
  ['services', 'image_focus'],
  ['team', 'avatar_focus'],
  ['home_settings', 'backgroundImage_focus'],
];

migrate(
  (app) => {
    for (const [name, field] of FOCUS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new Field({ name: field, type: 'json', maxSize: 64 }));
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, field] of FOCUS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName(field);
      app.save(collection);
    }
  },
);
