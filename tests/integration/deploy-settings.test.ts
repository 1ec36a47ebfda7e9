/**
 * The deploy's settings come from the environment at start (pb_hooks/src/settings.pb.ts):
 * Application URL and name, mail sender, trusted proxy header, backup schedule.
 */
import { afterEach, expect, it } from 'vitest';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

const PRODUCTION = {
  SITE_URL: 'https://builders.example.lk/',
  SITE_NAME: 'Example Builders (Pvt) Ltd',
  SITE_MAIL_FROM: 'no-reply@builders.example.lk',
  SITE_MAIL_FROM_NAME: 'Example Builders',
  SITE_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
  SITE_BACKUP_CRON: '30 2 * * *',
  SITE_BACKUP_KEEP: '7',
};

it('applies every setting from the environment, and the site links to SITE_URL', async () => {
  server = await startPocketBase({ env: PRODUCTION });
  const settings = await (await server.superuser()).settings.getAll();
  expect(settings.meta).toMatchObject({
    appURL: 'https://builders.example.lk',
    appName: 'Example Builders (Pvt) Ltd',
    senderAddress: 'no-reply@builders.example.lk',
    senderName: 'Example Builders',
  });
  expect(settings.trustedProxy).toEqual({ headers: ['X-Forwarded-For'], useLeftmostIP: false });
  expect(settings.backups).toMatchObject({ cron: '30 2 * * *', cronMaxKeep: 7 });
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>https://builders.example.lk/</loc>');
  expect(server.output()).not.toContain('WARNING');
});

it('counts rate limits per client address from the trusted proxy header', async () => {
  server = await startPocketBase({ env: PRODUCTION });
  const attempt = (ip: string) =>
    fetch(`${server!.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ identity: 'nobody@example.test', password: 'wrong-password' }),
    }).then((r) => r.status);
  // 10 password attempts a minute per address (migration *_rate_limits.js).
  const statuses = [];
  for (let i = 0; i < 11; i++) statuses.push(await attempt('203.0.113.7'));
  expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
  expect(statuses[10]).toBe(429);
  expect(await attempt('203.0.113.8')).toBe(400);
});

it('sets a daily backup schedule keeping 14 by default, and keeps settings across a restart', async () => {
  server = await startPocketBase();
  const root = await server.superuser();
  expect((await root.settings.getAll()).backups).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 14 });
  // A schedule chosen in the dashboard stays when no variable names one.
  await root.settings.update({ backups: { cron: '0 4 * * 0', cronMaxKeep: 4 } });
  await server.stop();
  await server.restart();
  const after = await (await server.superuser()).settings.getAll();
  expect(after.backups).toMatchObject({ cron: '0 4 * * 0', cronMaxKeep: 4 });
});

it('warns loudly at start when the Application URL is still localhost', async () => {
  server = await startPocketBase({ env: { SITE_URL: undefined } });
  expect(server.output()).toMatch(/\*\*\* WARNING: The Application URL is "http:\/\/localhost:8090".*SITE_URL=/);
});

it('refuses to start with a malformed setting, saying which', async () => {
  const refused = startPocketBase({ env: { SITE_URL: 'https://example.lk/some/path' } });
  await expect(refused).rejects.toThrow(/SITE_URL=https:\/\/example.lk\/some\/path: expected the site's address/);
  const badMail = startPocketBase({ env: { SITE_MAIL_FROM: 'not-an-address' } });
  await expect(badMail).rejects.toThrow(/Settings from the environment refused:[\s\S]*senderAddress/);
});
