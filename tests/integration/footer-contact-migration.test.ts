/**
 * The footer's copy of the Contact settings' phone and email is emptied once (issue 28, item 4:
 * pb_migrations/1795391000_footer_contact_once.js): a copy equal to the contact goes (the footer
 * then shows the contact's, the same value), a deliberate different one stays. Run on a database
 * migrated up to just before it, holding records written the old way.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findPocketBase, ROOT } from '../../scripts/pocketbase-bin.mjs';

const run = promisify(execFile);
const MIGRATION = '1795391000_footer_contact_once.js';
let work: string;

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** A migrations folder: the repository's files that `keep`, plus extra files by name. */
function migrationsDir(name: string, keep: (file: string) => boolean, extra: Record<string, string>): string {
  const dir = path.join(work, name);
  mkdirSync(dir);
  const own = path.join(ROOT, 'pb_migrations');
  for (const file of readdirSync(own).filter((f) => f.endsWith('.js') && keep(f)))
    copyFileSync(path.join(own, file), path.join(dir, file));
  for (const [file, text] of Object.entries(extra)) writeFileSync(path.join(dir, file), text);
  return dir;
}

it('empties the footer fields that copy the contact, and keeps a different one', async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pb-footer-'));
  const data = path.join(work, 'data');
  const out = path.join(work, 'footer.json');
  const before = migrationsDir('before', (file) => file < MIGRATION, {
    '1795390999_old_records.js': `migrate((app) => {
      const contact = new Record(app.findCollectionByNameOrId('contact_settings'));
      contact.load({ email: 'info@serendib.lk', phone: '+94 11 258 4710', address: 'Colombo', googleMapsUrl: '' });
      app.saveNoValidate(contact);
      const footer = new Record(app.findCollectionByNameOrId('Footer_menu'));
      footer.load({ company_name: 'Serendib', footer_phone: ' +94 11 258 4710 ', footer_email: 'sales@serendib.lk' });
      app.saveNoValidate(footer);
    });`,
  });
  const after = migrationsDir('after', () => true, {
    '1795390999_old_records.js': 'migrate(() => {});',
    '1999999999_read_footer.js': `migrate((app) => {
      const footer = app.findFirstRecordByFilter('Footer_menu', '');
      $os.writeFile(${JSON.stringify(out)}, JSON.stringify({
        phone: footer.getString('footer_phone'),
        email: footer.getString('footer_email'),
        name: footer.getString('company_name'),
      }), 0o644);
    });`,
  });
  const bin = findPocketBase() as string;
  const common = [`--dir=${data}`, `--hooksDir=${path.join(work, 'no-hooks')}`, '--dev=false'];
  await run(bin, ['migrate', 'up', `--migrationsDir=${before}`, ...common], { cwd: ROOT });
  const { stdout, stderr } = await run(bin, ['migrate', 'up', `--migrationsDir=${after}`, ...common], { cwd: ROOT });
  expect(stdout + stderr).toContain(`Applied ${MIGRATION}`);
  expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({
    phone: '',
    email: 'sales@serendib.lk',
    name: 'Serendib',
  });
});
