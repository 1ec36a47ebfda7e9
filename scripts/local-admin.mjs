// Credentials of the local demo instance that `make start` runs: one superuser (for the
// PocketBase dashboard at /_/) and one approved site admin (for /admin), same email and a
// random password, kept in pb_data/ so every start prints the same ones.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCAL_ADMIN_EMAIL = 'admin@example.com';

/** Reads, or creates on first use, `{ email, password }` in `<dataDir>/local-admin.json`. */
export function localAdmin(dataDir) {
  const file = path.join(dataDir, 'local-admin.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const credentials = { email: LOCAL_ADMIN_EMAIL, password: randomBytes(9).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  return credentials;
}
