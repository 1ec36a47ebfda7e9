/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 6: hero-sized images (home background, hero and about images) get 800 px and 1280 px
// thumbs beside 960 and 1920. Phones pick the smallest thumb at least as wide as their screen
// in device pixels: 412 px at 1.75x gets 800 (not 960), and 360-412 px at 3x gets 1280
// (not the 1920 one, about twice the bytes).

const FIELDS = ['backgroundImage', 'hero_image', 'about_page_image'];

function setThumbs(app, thumbs) {
  const home = app.findCollectionByNameOrId('home_settings');
  for (const name of FIELDS) home.fields.getByName(name).thumbs = thumbs;
  app.save(home);
}

migrate(
  (app) => setThumbs(app, ['800x0', '960x0', '1280x0', '1920x0']),
  (app) => setThumbs(app, ['960x0', '1920x0']),
);
