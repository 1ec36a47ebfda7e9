/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 13: a service's image and the about page's image (each the largest paint of its page on
// a phone) get a 720x480 thumb beside 480x320 and 960x640: a phone about 380 px wide at 1.75x
// (665 device px) fetches 720 wide instead of 960.

const FIELDS = [
  ['services', 'image'],
  ['about_settings', 'image'],
];

function setThumbs(app, thumbs) {
  for (const [name, field] of FIELDS) {
    const collection = app.findCollectionByNameOrId(name);
    collection.fields.getByName(field).thumbs = thumbs;
    app.save(collection);
  }
}

migrate(
  (app) => setThumbs(app, ['480x320', '720x480', '960x640']),
  (app) => setThumbs(app, ['480x320', '960x640']),
);
