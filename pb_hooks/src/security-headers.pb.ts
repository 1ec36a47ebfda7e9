// Security headers (CSP, nosniff, referrer and permissions policies) on every response.
import type * as SecurityHeaders from './lib/securityHeaders';

routerUse((e) => {
  const lib = require(`${__hooks}/lib/securityHeaders.js`) as typeof SecurityHeaders;
  lib.applySecurityHeaders(e);
});

export {};
