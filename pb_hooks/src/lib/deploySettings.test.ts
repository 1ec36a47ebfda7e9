import { describe, expect, it } from 'vitest';
import { applyDeploySettings, DEFAULT_BACKUP_CRON, DEFAULT_BACKUP_KEEP, type DeploySettings } from './deploySettings';

function fresh(): DeploySettings {
  // PocketBase's own defaults.
  return {
    meta: {
      appURL: 'http://localhost:8090',
      appName: 'Acme',
      senderAddress: 'support@example.com',
      senderName: 'Support',
    },
    trustedProxy: { headers: [], useLeftmostIP: false },
    backups: { cron: '', cronMaxKeep: 3 },
  };
}
const envOf = (vars: Record<string, string>) => (name: string) => vars[name] ?? '';

describe('applyDeploySettings', () => {
  it('leaves what no variable names, and warns about a localhost Application URL', () => {
    const settings = fresh();
    const { errors, warnings } = applyDeploySettings(settings, envOf({}));
    expect(errors).toEqual([]);
    expect(settings.meta).toEqual(fresh().meta);
    expect(settings.backups).toEqual({ cron: DEFAULT_BACKUP_CRON, cronMaxKeep: DEFAULT_BACKUP_KEEP });
    expect(warnings[0]).toContain('SITE_URL=https://your-domain');
  });

  it.each([
    'http://127.0.0.1:8090',
    'http://localhost',
    'http://site.localhost',
    'http://[::1]:8090',
    'http://0.0.0.0',
  ])('warns about %s left from before, not when SITE_URL names it', (url) => {
    const settings = fresh();
    settings.meta.appURL = url;
    expect(applyDeploySettings(settings, envOf({})).warnings).toHaveLength(1);
    expect(applyDeploySettings(fresh(), envOf({ SITE_URL: url })).warnings).toEqual([]);
  });

  it('warns about a public address without https', () => {
    const { warnings } = applyDeploySettings(fresh(), envOf({ SITE_URL: 'http://example.lk', SITE_NAME: 'Builders' }));
    expect(warnings).toEqual([expect.stringContaining('is not https')]);
  });

  it('warns while a published site is still named "Acme", not a local one', () => {
    const { warnings } = applyDeploySettings(fresh(), envOf({ SITE_URL: 'https://example.lk' }));
    expect(warnings).toEqual([expect.stringMatching(/Application name is still "Acme".*SITE_NAME=/)]);
    expect(applyDeploySettings(fresh(), envOf({ SITE_URL: 'https://example.lk', SITE_NAME: 'B' })).warnings).toEqual(
      [],
    );
    expect(applyDeploySettings(fresh(), envOf({ SITE_URL: 'http://127.0.0.1:8090' })).warnings).toEqual([]);
  });

  it('trims, drops a trailing slash and splits the header list', () => {
    const settings = fresh();
    applyDeploySettings(
      settings,
      envOf({ SITE_URL: ' https://example.lk/ ', SITE_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For, X-Real-IP,' }),
    );
    expect(settings.meta.appURL).toBe('https://example.lk');
    expect(settings.trustedProxy.headers).toEqual(['X-Forwarded-For', 'X-Real-IP']);
  });

  it('keeps a schedule set in the dashboard, and turns backups off on request', () => {
    const settings = fresh();
    settings.backups = { cron: '0 4 * * 0', cronMaxKeep: 4 };
    applyDeploySettings(settings, envOf({}));
    expect(settings.backups).toEqual({ cron: '0 4 * * 0', cronMaxKeep: 4 });
    applyDeploySettings(settings, envOf({ SITE_BACKUP_CRON: 'off' }));
    expect(settings.backups.cron).toBe('');
  });

  it.each([
    ['SITE_URL', 'example.lk'],
    ['SITE_URL', 'https://example.lk/path'],
    ['SITE_URL', 'https://user@example.lk'],
    ['SITE_URL', 'ftp://example.lk'],
    ['SITE_BACKUP_KEEP', '0'],
    ['SITE_BACKUP_KEEP', '2.5'],
    ['SITE_BACKUP_KEEP', 'many'],
  ])('refuses %s=%s, naming it', (name, value) => {
    const { errors } = applyDeploySettings(fresh(), envOf({ [name]: value }));
    expect(errors).toEqual([expect.stringContaining(`${name}=${value}`)]);
  });
});
