/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 40: the site in Sinhala and Tamil. Each translated field of the content model
// (shared/content.ts, `translated`) gets a column per translation beside it, `<field>_si` and
// `<field>_ta`: the same kind of field with the same length, never required (a page shows the
// English where a translation is empty). The content-model test holds this list equal to the
// declarations. Names, phone numbers, prices, photos and numbers stay one field for all languages.

const TRANSLATIONS = ['si', 'ta'];

const TRANSLATED = {
  project_categories: ['name'],
  projects: ['title', 'coverImage_alt', 'images_alt', 'description'],
  services: ['title', 'shortDescription', 'longDescription', 'image_alt'],
  team: ['role', 'bio', 'avatar_alt'],
  testimonials: ['client_role', 'quote'],
  journey: ['title', 'description'],
  home_settings: ['title', 'subtitle'],
  about_settings: ['title', 'description'],
  contact_settings: ['address'],
  Footer_menu: ['footer_about'],
};

migrate(
  (app) => {
    for (const name of Object.keys(TRANSLATED)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of TRANSLATED[name]) {
        const english = collection.fields.getByName(field);
        for (const language of TRANSLATIONS) {
          const options = { name: `${field}_${language}`, type: english.type(), required: false };
          if (english.type() === 'text') options.max = english.max;
          else options.maxSize = english.maxSize;
          collection.fields.add(new Field(options));
        }
      }
      app.save(collection);
    }
  },
  (app) => {
    for (const name of Object.keys(TRANSLATED)) {
      const collection = app.findCollectionByNameOrId(name);
      for (const field of TRANSLATED[name])
        for (const language of TRANSLATIONS) collection.fields.removeByName(`${field}_${language}`);
      app.save(collection);
    }
  },
);
