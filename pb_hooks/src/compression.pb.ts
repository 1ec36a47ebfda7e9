// gzip for the SPA's files, the rendered pages and API responses; not for uploaded images.
import type * as Compression from './lib/compression';

routerUse((e) => {
  const lib = require(`${__hooks}/lib/compression.js`) as typeof Compression;
  lib.compressResponse(e);
});

export {};
