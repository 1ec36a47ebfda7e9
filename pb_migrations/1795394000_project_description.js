/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 28, item 6 (decision 021): a project's description, a few paragraphs of plain text with
// a tiny safe formatting (shared/formatting.ts). Optional: the specification's required fields
// stay as they are. The length is LIMITS.projectDescription of shared/limits.ts (the content-model
// test compares them).

const DESCRIPTION_MAX = 5000;

migrate(
  (app) => {
    const projects = app.findCollectionByNameOrId('projects');
    projects.fields.add(new Field({ name: 'description', type: 'text', max: DESCRIPTION_MAX }));
    app.save(projects);
  },
  (app) => {
    const projects = app.findCollectionByNameOrId('projects');
    projects.fields.removeByName('description');
    app.save(projects);
  },
);
