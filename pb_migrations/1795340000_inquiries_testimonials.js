/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 7: quote requests (`inquiries`: anyone creates, only approved admins read and
// manage), `testimonials` (public read, approved admins write), a WhatsApp number in the
// contact settings, and a rate limit on inquiry bursts from one address.

const APPROVED = '@request.auth.approved = true';
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

function timestamps() {
  return [
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ];
}

migrate(
  (app) => {
    const services = app.findCollectionByNameOrId('services');
    const projects = app.findCollectionByNameOrId('projects');

    app.save(
      new Collection({
        type: 'base',
        name: 'inquiries',
        listRule: APPROVED,
        viewRule: APPROVED,
        // Visitors send inquiries but cannot mark them handled.
        createRule: `@request.body.handled:isset = false || ${APPROVED}`,
        updateRule: APPROVED,
        deleteRule: APPROVED,
        fields: [
          { name: 'name', type: 'text', required: true, max: 120 },
          { name: 'phone', type: 'text', required: true, max: 20, pattern: '^\\+[0-9]{8,15}$' },
          { name: 'email', type: 'email' },
          { name: 'service', type: 'relation', collectionId: services.id, maxSelect: 1, cascadeDelete: false },
          { name: 'location', type: 'text', max: 200 },
          { name: 'message', type: 'text', required: true, max: 3000 },
          { name: 'page', type: 'text', max: 300 },
          { name: 'handled', type: 'bool' },
        ].concat(timestamps()),
        indexes: ['CREATE INDEX idx_inquiries_created ON inquiries (created)'],
      }),
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'testimonials',
        listRule: '',
        viewRule: '',
        createRule: APPROVED,
        updateRule: APPROVED,
        deleteRule: APPROVED,
        fields: [
          { name: 'client_name', type: 'text', required: true, max: 120 },
          { name: 'client_role', type: 'text', max: 120 },
          { name: 'project', type: 'relation', collectionId: projects.id, maxSelect: 1, cascadeDelete: false },
          { name: 'quote', type: 'text', required: true, max: 1000 },
          {
            name: 'photo',
            type: 'file',
            maxSelect: 1,
            maxSize: 8 * 1024 * 1024,
            mimeTypes: IMAGE_TYPES,
            thumbs: ['96x96', '192x192'],
          },
        ].concat(timestamps()),
        indexes: ['CREATE INDEX idx_testimonials_created ON testimonials (created)'],
      }),
    );

    const contact = app.findCollectionByNameOrId('contact_settings');
    // International digits only (wa.me links), e.g. 94771234567; the hook normalises input.
    contact.fields.add(new Field({ name: 'whatsapp', type: 'text', max: 15, pattern: '^[0-9]{8,15}$' }));
    app.save(contact);

    const settings = app.settings();
    settings.rateLimits.rules = [
      { label: 'inquiries:create', audience: '@guest', duration: 600, maxRequests: 5 },
      ...settings.rateLimits.rules.filter((r) => r.label !== 'inquiries:create'),
    ];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((r) => r.label !== 'inquiries:create');
    app.save(settings);

    const contact = app.findCollectionByNameOrId('contact_settings');
    contact.fields.removeByName('whatsapp');
    app.save(contact);

    app.delete(app.findCollectionByNameOrId('testimonials'));
    app.delete(app.findCollectionByNameOrId('inquiries'));
  },
);
