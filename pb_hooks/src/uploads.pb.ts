// Uploaded files are images checked by their own bytes before any record keeps them (a step of
// lib/recordHooks.ts), and are served as images only (lib/uploads.ts; the thumb guard runs in
// responses.pb.ts, before PocketBase would decode the file).
import type * as Uploads from './lib/uploads';
import type * as Thumbs from './lib/thumbs';

onFileDownloadRequest((e) => {
  // A thumb's WebP twin first (lib/thumbs.ts): the served name decides the headers.
  const thumbs = require(`${__hooks}/lib/thumbs.js`) as typeof Thumbs;
  thumbs.servedWebpTwin(e);
  const lib = require(`${__hooks}/lib/uploads.js`) as typeof Uploads;
  lib.safeDownloadHeaders(e);
});

export {};
