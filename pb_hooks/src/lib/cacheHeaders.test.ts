import { expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE } from './cacheHeaders';

it.each([
  ['/assets/index-DvGAdtue.js', IMMUTABLE],
  ['/assets/index-gaGtsshl.css', IMMUTABLE],
  ['/favicon.svg', 'public, max-age=3600'],
  ['/', 'no-cache'],
  ['/projects/residential', 'no-cache'],
  ['/api/files/x/y/z.jpg', ''],
  ['/api/collections/projects/records', ''],
  ['/_/', ''],
])('%s → %j', (path, value) => {
  expect(cacheControlFor(path)).toBe(value);
});
