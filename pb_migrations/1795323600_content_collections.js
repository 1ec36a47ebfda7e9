/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// The site's content and settings collections, with the access rules of docs/ARCHITECTURE.md ("Access rules"):
// anyone reads, only approved admins (and superusers, who bypass rules) write.

const APPROVED = '@request.auth.approved = true';
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
// note: images are compressed to ~1 MB in the browser, but an upload falls back to the
// original file when compression fails, so the server cap leaves room for a phone photo.
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

function timestamps() {
  return [
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ];
}

function text(name, max, required) {
  return { name, type: 'text', max, required: !!required };
}

function image(name, thumbs, maxSelect) {
  return {
    name,
    type: 'file',
    maxSelect: maxSelect || 1,
    maxSize: MAX_IMAGE_BYTES,
    mimeTypes: IMAGE_TYPES,
    thumbs,
  };
}

function content(name, fields, extra) {
  return Object.assign(
    {
      type: 'base',
      name,
      listRule: '',
      viewRule: '',
      createRule: APPROVED,
      updateRule: APPROVED,
      deleteRule: APPROVED,
      fields: fields.concat(timestamps()),
    },
    extra || {},
  );
}

const COVER_THUMBS = ['480x320', '960x640', '1600x0'];
const HERO_THUMBS = ['960x0', '1920x0'];

migrate(
  (app) => {
    const categories = new Collection(
      content('project_categories', [text('name', 80, true), text('slug', 100, false)], {
        indexes: [
          'CREATE UNIQUE INDEX idx_project_categories_name ON project_categories (name COLLATE NOCASE)',
          "CREATE UNIQUE INDEX idx_project_categories_slug ON project_categories (slug) WHERE slug != ''",
        ],
      }),
    );
    categories.fields.getByName('slug').pattern = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
    app.save(categories);

    app.save(
      new Collection(
        content(
          'projects',
          [
            text('title', 200, true),
            {
              name: 'category',
              type: 'relation',
              collectionId: categories.id,
              maxSelect: 1,
              cascadeDelete: false,
              required: true,
            },
            text('client', 200, true),
            text('architect', 200, true),
            text('location', 200, true),
            text('cost', 100, true),
            { name: 'year', type: 'number', onlyInt: true, min: 1950, max: 2100, required: true },
            { name: 'status', type: 'select', values: ['On-going', 'Completed'], maxSelect: 1, required: true },
            image('coverImage', COVER_THUMBS),
            image('images', COVER_THUMBS, 30),
          ],
          {
            indexes: [
              'CREATE INDEX idx_projects_category ON projects (category)',
              'CREATE INDEX idx_projects_created ON projects (created)',
            ],
          },
        ),
      ),
    );

    app.save(
      new Collection(
        content(
          'services',
          [
            text('title', 200, true),
            {
              name: 'icon',
              type: 'select',
              values: ['Quality', 'Safety', 'CostControl', 'FaBuilding', 'FaHardHat', 'FaDraftingCompass'],
              maxSelect: 1,
              required: true,
            },
            text('shortDescription', 500, true),
            text('longDescription', 5000, true),
            Object.assign(image('image', ['480x320', '960x640']), { required: true }),
          ],
          { indexes: ['CREATE INDEX idx_services_created ON services (created)'] },
        ),
      ),
    );

    const team = new Collection(
      content(
        'team',
        [
          // The seed's client makes team ids from Date.now() (13 digits); PocketBase's own are 15.
          {
            name: 'id',
            type: 'text',
            primaryKey: true,
            system: true,
            required: true,
            min: 13,
            max: 15,
            pattern: '^[a-z0-9]+$',
            autogeneratePattern: '[a-z0-9]{15}',
          },
          text('name', 120, true),
          text('role', 120, true),
          text('bio', 2000, true),
          image('avatar', ['240x240', '480x480']),
        ],
        { indexes: ['CREATE INDEX idx_team_created ON team (created)'] },
      ),
    );
    app.save(team);

    app.save(
      new Collection(
        content(
          'journey',
          [
            { name: 'year', type: 'number', onlyInt: true, min: 1900, max: 2100, required: true },
            text('title', 200, true),
            text('description', 2000, true),
          ],
          { indexes: ['CREATE INDEX idx_journey_year ON journey (year)'] },
        ),
      ),
    );

    // Single-record settings collections (the singletons hook keeps them at one record).
    app.save(
      new Collection(
        content('home_settings', [
          text('title', 200, true),
          text('subtitle', 500, true),
          image('logo', ['96x96', '192x192']),
          image('backgroundImage', HERO_THUMBS),
          image('hero_image', HERO_THUMBS),
          image('about_page_image', HERO_THUMBS),
        ]),
      ),
    );
    app.save(
      new Collection(
        content('about_settings', [
          text('title', 200, true),
          text('description', 5000, true),
          image('image', ['480x320', '960x640']),
        ]),
      ),
    );
    app.save(
      new Collection(
        content('contact_settings', [
          { name: 'email', type: 'email', required: true },
          text('phone', 40, true),
          text('address', 500, true),
          { name: 'googleMapsUrl', type: 'url', required: true },
        ]),
      ),
    );
    app.save(
      new Collection(
        content('Footer_menu', [
          text('company_name', 120, false),
          text('footer_about', 1000, false),
          text('footer_phone', 40, false),
          { name: 'footer_email', type: 'email' },
          { name: 'facebook_url', type: 'url' },
          { name: 'instagram_url', type: 'url' },
        ]),
      ),
    );
    // note: number fields are not `required`: PocketBase reads required as non-zero,
    // and zero ongoing projects is a real answer.
    const count = (name) => ({ name, type: 'number', onlyInt: true, min: 0, max: 1000000 });
    app.save(
      new Collection(
        content('stats_settings', [
          count('total_projects'),
          count('ongoing_projects'),
          count('years_experience'),
          count('happy_clients'),
        ]),
      ),
    );
  },
  (app) => {
    const names = [
      'stats_settings',
      'Footer_menu',
      'contact_settings',
      'about_settings',
      'home_settings',
      'journey',
      'team',
      'services',
      'projects',
      'project_categories',
    ];
    for (const name of names) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
