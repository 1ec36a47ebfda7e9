/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 6: project covers get 720x480 and 1200x800 thumbs beside 480x320, 960x640 and 1600.
// A card or a project page on a phone (about 380 px wide at 1.75x: 665 device px) fetches
// 720 wide instead of 960, and at 3x (1140 px) 1200 instead of the 1600 one.

function setThumbs(app, thumbs) {
  const projects = app.findCollectionByNameOrId('projects');
  projects.fields.getByName('coverImage').thumbs = thumbs;
  app.save(projects);
}

migrate(
  (app) => setThumbs(app, ['480x320', '720x480', '960x640', '1200x800', '1600x0']),
  (app) => setThumbs(app, ['480x320', '960x640', '1600x0']),
);
