// Every response: security headers (CSP, nosniff, ...), cache headers, and gzip for all but
// uploaded images. One middleware, not three: a JS middleware holds a pooled VM while the rest
// of the request runs, and three nested ones (four with a page's own handler) exhausted
// PocketBase's VM pool under load, cutting page throughput to a quarter (issue 6). A rendered
// page in the cache is sent from here, before routing: one VM per visit, gzip bytes ready.
import type * as CacheHeaders from './lib/cacheHeaders';
import type * as Compression from './lib/compression';
import type * as Pages from './lib/pages';
import type * as SecurityHeaders from './lib/securityHeaders';

routerUse((e) => {
  const security = require(`${__hooks}/lib/securityHeaders.js`) as typeof SecurityHeaders;
  const cache = require(`${__hooks}/lib/cacheHeaders.js`) as typeof CacheHeaders;
  const compression = require(`${__hooks}/lib/compression.js`) as typeof Compression;
  const pages = require(`${__hooks}/lib/pages.js`) as typeof Pages;
  security.setSecurityHeaders(e);
  cache.setCacheHeaders(e);
  if (pages.serveCachedPage(e)) return;
  compression.compressResponse(e);
});

export {};
