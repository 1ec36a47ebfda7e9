// Single-record settings collections: a second create is refused with a 400.
// note: PocketBase re-compiles each handler alone, so handlers load shared code with
// require() inside their bodies (docs/ARCHITECTURE.md, "Hooks in TypeScript").
import type * as Singletons from './lib/singletons';

// A top-level require runs once, at registration; handlers still require their own.
const { SINGLETON_COLLECTIONS } = require(`${__hooks}/lib/singletons.js`) as typeof Singletons;

onRecordCreate(
  (e) => {
    const lib = require(`${__hooks}/lib/singletons.js`) as typeof Singletons;
    lib.guardSingletonCreate(e);
  },
  ...SINGLETON_COLLECTIONS,
);

export {};
