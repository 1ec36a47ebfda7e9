// Types for hook sources: PocketBase's own declarations (written by `pocketbase` into a
// data dir; scripts/hook-types.mjs copies them to node_modules/.cache/pb-types) plus the
// CommonJS `require` that PocketBase's JSVM provides.
/// <reference path="../../node_modules/.cache/pb-types/types.d.ts" />

declare function require(path: string): unknown;

// PocketBase's JSVM provides a console that writes to the app's stdout/stderr.
declare const console: {
  log(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
};
