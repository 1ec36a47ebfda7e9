/// <reference path="../node_modules/.cache/pb-types/types.d.ts" />
// Issue 26, item 6: a draft's files and thumbs are not served to visitors. The file fields of the
// collections with drafts are "protected": PocketBase then serves a file only to a request that
// passes the record's view rule (published = true || @request.auth.approved = true), the auth
// taken from a file token (?token=, pb.files.getToken()). A published record's files need no
// token (the rule passes for anyone); a draft's need an approved staff member's or a superuser's.
// The check runs before any thumb is made.

const FIELDS = [
  ['projects', 'coverImage'],
  ['projects', 'images'],
  ['services', 'image'],
];

function setProtected(app, value) {
  for (const [name, field] of FIELDS) {
    const collection = app.findCollectionByNameOrId(name);
    collection.fields.getByName(field).protected = value;
    app.save(collection);
  }
}

migrate(
  (app) => setProtected(app, true),
  (app) => setProtected(app, false),
);
