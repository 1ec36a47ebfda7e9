// Cache headers: hashed assets immutable for a year, HTML revalidated (ETag → 304).
import type * as CacheHeaders from './lib/cacheHeaders';

routerUse((e) => {
  const lib = require(`${__hooks}/lib/cacheHeaders.js`) as typeof CacheHeaders;
  lib.applyCacheHeaders(e);
});

export {};
