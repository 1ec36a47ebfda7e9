// Staff-set order (issue 15): new items start first; `position` is not written directly; POST /api/site/order/{collection}/{id}
// moves one next to another (lib/order.ts).
// The create and write steps run with the other record hooks (lib/recordHooks.ts).
import type * as Order from './lib/order';

routerAdd(
  'POST',
  '/api/site/order/{collection}/{id}',
  (e) => {
    const lib = require(`${__hooks}/lib/order.js`) as typeof Order;
    lib.moveRecord(e);
  },
  $apis.requireAuth(),
);

export {};
