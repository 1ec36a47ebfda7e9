// Every response: security headers (CSP, nosniff, ...) and cache headers; then the public site
// (rendered pages, from the cache when they are; files, precompressed when the build left a
// .br or .gz; redirects and 404s) or, for everything else, PocketBase's routing with gzip for
// all but uploaded images. One middleware, not three: a JS middleware holds a pooled VM while
// the rest of the request runs, and nested ones exhausted PocketBase's VM pool under load
// (issue 6). Mail requests beyond their recipient's limit are refused (lib/mailLimits.ts). Record updates and deletes run in a transaction, uncompressed (lib/recordWrites.ts:
// their response is written after the commit, outside gzip's wrapper).
import type * as CacheHeaders from './lib/cacheHeaders';
import type * as Compression from './lib/compression';
import type * as MailLimits from './lib/mailLimits';
import type * as Pages from './lib/pages';
import type * as RecordWrites from './lib/recordWrites';
import type * as SecurityHeaders from './lib/securityHeaders';

routerUse((e) => {
  const security = require(`${__hooks}/lib/securityHeaders.js`) as typeof SecurityHeaders;
  const cache = require(`${__hooks}/lib/cacheHeaders.js`) as typeof CacheHeaders;
  const compression = require(`${__hooks}/lib/compression.js`) as typeof Compression;
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  const writes = require(`${__hooks}/lib/recordWrites.js`) as typeof RecordWrites;
  const mail = require(`${__hooks}/lib/mailLimits.js`) as typeof MailLimits;
  security.setSecurityHeaders(e);
  cache.setCacheHeaders(e);
  if (pages.servePage(e)) return;
  mail.refuseMailFlood(e);
  if (writes.serialiseRecordWrite(e)) return;
  compression.compressResponse(e);
});

export {};
