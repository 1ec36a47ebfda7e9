#!/usr/bin/env node
// Seeds the demo site's sample content into a running PocketBase, if it has none yet.
//
//   PB_SUPERUSER_EMAIL=... PB_SUPERUSER_PASSWORD=... node scripts/seed.mjs
//
// Environment: PB_URL (default http://127.0.0.1:8090), PB_SUPERUSER_EMAIL, PB_SUPERUSER_PASSWORD
// (default: the local admin that `make start` created in pb_data/local-admin.json, or PB_DATA's).
// Exits 0 when the content was created or the site already had content, 1 otherwise.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { ROOT } from './pocketbase-bin.mjs';
import { describe, seedSampleContent } from './seed/seed.mjs';

/** @param {string} message */
function fail(message) {
  console.error(`seed: ${message}`);
  process.exit(1);
}

const url = (process.env.PB_URL || 'http://127.0.0.1:8090').replace(/\/+$/, '');
const localFile = path.join(path.resolve(process.env.PB_DATA || path.join(ROOT, 'pb_data')), 'local-admin.json');
const local = existsSync(localFile) ? JSON.parse(readFileSync(localFile, 'utf8')) : {};
const email = process.env.PB_SUPERUSER_EMAIL || local.email;
const password = process.env.PB_SUPERUSER_PASSWORD || local.password;

if (!email || !password) {
  fail(
    'PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD must be set to a PocketBase superuser ' +
      '(create one with `pocketbase superuser upsert EMAIL PASSWORD`).',
  );
}

const pb = new PocketBase(url);
pb.autoCancellation(false);

try {
  await pb.health.check();
} catch (err) {
  fail(`cannot reach PocketBase at ${url} (${describe(err)}). Is it running? Set PB_URL if it listens elsewhere.`);
}

try {
  await pb.collection('_superusers').authWithPassword(/** @type {string} */ (email), /** @type {string} */ (password));
} catch (err) {
  fail(`could not sign in as superuser ${email} at ${url}: ${describe(err)}`);
}

try {
  await seedSampleContent(pb, { log: (line) => console.log(`seed: ${line}`) });
} catch (err) {
  fail(`seeding failed: ${describe(err)}`);
}
