/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 13 (decision 006): thumbs sized to the slots a phone shows them in. PocketBase writes a
// JPEG thumb at quality 95, so every pixel counts on a first load. Chrome takes the smallest
// srcset width that covers the slot at the screen's density; on Lighthouse's phone (412 px wide
// at 1.75x):
// - a project cover in the two-column category tiles and a gallery photo (~190 px, 332 device
//   px) take 360x240 (23-34 KB) instead of 480x320 (34-52 KB);
// - the logo (40-44 px) takes 96 px up to 2x and 144 px at 3x, not 192 px (6.8 KB, not 13.7 KB).

const FIELDS = [
  ['projects', 'coverImage', ['360x240', '480x320', '720x480', '960x640', '1200x800', '1600x0']],
  ['projects', 'images', ['360x240', '480x320', '960x640', '1600x0']],
  ['home_settings', 'logo', ['96x96', '144x144', '192x192']],
];

const BEFORE = {
  'projects.coverImage': ['480x320', '720x480', '960x640', '1200x800', '1600x0'],
  'projects.images': ['480x320', '960x640', '1600x0'],
  'home_settings.logo': ['96x96', '192x192'],
};

function setThumbs(app, thumbsOf) {
  for (const [name, field, after] of FIELDS) {
    const collection = app.findCollectionByNameOrId(name);
    collection.fields.getByName(field).thumbs = thumbsOf(`${name}.${field}`, after);
    app.save(collection);
  }
}

migrate(
  (app) => setThumbs(app, (_, after) => after),
  (app) => setThumbs(app, (key) => BEFORE[key]),
);
