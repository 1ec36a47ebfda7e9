/**
 * Day-one settings (issue 27, item 5): `make start` names the site after SITE_NAME or the
 * company name in the content while PocketBase's defaults ("Acme", "Support") are still set;
 * a name chosen in the dashboard stays.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { nameSite } from '../../scripts/site-name.mjs';
import { validPayload } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
beforeAll(async () => {
  server = await startPocketBase();
  const root = await server.superuser();
  await root.collection('Footer_menu').create({ ...validPayload('Footer_menu'), company_name: 'Serendib Build' });
});
afterAll(async () => {
  await server?.dispose();
});

it('takes the company name from the content, then leaves a name set in the dashboard alone', async () => {
  const root = await server.superuser();
  expect((await root.settings.getAll()).meta).toMatchObject({ appName: 'Acme', senderName: 'Support' });
  const company = 'Serendib Build';
  expect(await nameSite(root, {})).toEqual({ appName: company, senderName: company });
  expect((await root.settings.getAll()).meta).toMatchObject({ appName: company, senderName: company });

  await root.settings.update({ meta: { appName: 'Chosen in the dashboard' } });
  expect(await nameSite(root, { SITE_NAME: 'Another' })).toEqual({});
  expect((await root.settings.getAll()).meta.appName).toBe('Chosen in the dashboard');
});

it('prefers SITE_NAME, and leaves the sender to SITE_MAIL_FROM_NAME when that is set', async () => {
  const root = await server.superuser();
  await root.settings.update({ meta: { appName: 'Acme', senderName: 'Support' } });
  expect(await nameSite(root, { SITE_NAME: 'Lanka Builders', SITE_MAIL_FROM_NAME: 'Bookings' })).toEqual({
    appName: 'Lanka Builders',
  });
});
