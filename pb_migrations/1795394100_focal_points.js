/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 28, item 3 (decision 021): the focal point of each image the public pages crop, as JSON
// `{ "x": 0-100, "y": 0-100 }` beside its file field; empty is the centre (today's look). The
// hooks check the shape with the shared schemas (shared/focus.ts).
// A `WxH` thumb is cut to its centre by PocketBase, before any focal point could act, so these
// fields' thumbs become uncropped `Wx0` of the same widths: the pages crop them in CSS
// (`object-fit: cover`) at the focal point.

const FOCUS = [
  ['projects', 'coverImage_focus'],
  ['services', 'image_focus'],
  ['team', 'avatar_focus'],
  ['home_settings', 'backgroundImage_focus'],
];

// [collection, field, thumbs before, thumbs after]
const THUMBS = [
  [
    'projects',
    'coverImage',
    ['360x240', '480x320', '720x480', '960x640', '1200x800', '1600x0'],
    ['360x0', '480x0', '720x0', '960x0', '1200x0', '1600x0'],
  ],
  ['services', 'image', ['480x320', '720x480', '960x640'], ['480x0', '720x0', '960x0']],
  ['team', 'avatar', ['240x240', '480x480'], ['240x0', '480x0']],
];

migrate(
  (app) => {
    for (const [name, field] of FOCUS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new Field({ name: field, type: 'json', maxSize: 64 }));
      app.save(collection);
    }
    for (const [name, field, , after] of THUMBS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.getByName(field).thumbs = after;
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, field] of FOCUS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName(field);
      app.save(collection);
    }
    for (const [name, field, before] of THUMBS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.getByName(field).thumbs = before;
      app.save(collection);
    }
  },
);
