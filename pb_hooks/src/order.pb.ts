// Staff-set order (issue 15): new items start first; `position` is not written directly; POST /api/site/order/{collection}/{id}
// moves one next to another (lib/order.ts).
import type * as Order from './lib/order';
import type * as Content from '../../shared/content';

// note: a top-level require runs once, at registration; handlers still require their own.
const { ORDERED_COLLECTIONS } = require(`${__hooks}/lib/shared/content.js`) as typeof Content;

onRecordCreate(
  (e) => {
    const lib = require(`${__hooks}/lib/order.js`) as typeof Order;
    lib.placeFirst(e);
  },
  ...ORDERED_COLLECTIONS,
);

onRecordCreateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/order.js`) as typeof Order;
    lib.refusePositionWrites(e);
  },
  ...ORDERED_COLLECTIONS,
);

onRecordUpdateRequest(
  (e) => {
    const lib = require(`${__hooks}/lib/order.js`) as typeof Order;
    lib.refusePositionWrites(e);
  },
  ...ORDERED_COLLECTIONS,
);

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
