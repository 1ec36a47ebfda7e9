/**
 * The settings a deploy needs, from the environment, applied when the server starts
 * (`settings.pb.ts`); docs/DEPLOY.md lists them for the operator and decision 009 says why.
 * A variable that is set wins over the dashboard on every start; one that is unset leaves the
 * setting as the dashboard has it, except an empty backup schedule, which gets the default.
 */

/** The environment variables, each named once. */
export const ENV = {
  url: 'SITE_URL',
  name: 'SITE_NAME',
  mailFrom: 'SITE_MAIL_FROM',
  mailFromName: 'SITE_MAIL_FROM_NAME',
  trustedProxyHeaders: 'SITE_TRUSTED_PROXY_HEADERS',
  backupCron: 'SITE_BACKUP_CRON',
  backupKeep: 'SITE_BACKUP_KEEP',
} as const;

/** Daily at 03:00 (server time), the newest 14 kept: two weeks to notice a mistake. */
export const DEFAULT_BACKUP_CRON = '0 3 * * *';
export const DEFAULT_BACKUP_KEEP = 14;
/** PocketBase's Application name until someone sets it: every email is signed with it. */
export const DEFAULT_APP_NAME = 'Acme';
/** `SITE_BACKUP_CRON=off` turns the scheduled backups off. */
export const BACKUP_OFF = 'off';

/** The part of PocketBase's settings this file touches (the JSVM's settings object is one). */
export interface DeploySettings {
  meta: { appURL: string; appName: string; senderAddress: string; senderName: string };
  trustedProxy: { headers: string[]; useLeftmostIP: boolean };
  backups: { cron: string; cronMaxKeep: number };
}

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/;

/**
 * Applies the variables `env` returns (empty string: unset) to `settings`; returns the
 * problems to refuse the start with (a malformed value) and the warnings to log loudly.
 */
export function applyDeploySettings(
  settings: DeploySettings,
  env: (name: string) => string,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const get = (name: string) => env(name).trim();

  const url = get(ENV.url);
  if (url) {
    const parsed = /^(https?):\/\/([^/?#@\s]+)\/*$/i.exec(url);
    if (parsed) settings.meta.appURL = url.replace(/\/+$/, '');
    else errors.push(`${ENV.url}=${url}: expected the site's address, e.g. https://example.lk (no path)`);
  }
  const name = get(ENV.name);
  if (name) settings.meta.appName = name;
  const from = get(ENV.mailFrom);
  if (from) settings.meta.senderAddress = from;
  const fromName = get(ENV.mailFromName);
  if (fromName) settings.meta.senderName = fromName;

  const headers = get(ENV.trustedProxyHeaders);
  if (headers) {
    settings.trustedProxy.headers = headers
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    // The proxy configs in deploy/ set the header to the client's address alone, and the
    // rightmost address is the one the nearest proxy wrote.
    settings.trustedProxy.useLeftmostIP = false;
  }

  const cron = get(ENV.backupCron);
  if (cron === BACKUP_OFF) settings.backups.cron = '';
  else if (cron) settings.backups.cron = cron;
  else if (!settings.backups.cron) {
    settings.backups.cron = DEFAULT_BACKUP_CRON;
    settings.backups.cronMaxKeep = DEFAULT_BACKUP_KEEP;
  }
  const keep = get(ENV.backupKeep);
  if (keep) {
    const n = Number(keep);
    if (Number.isInteger(n) && n >= 1) settings.backups.cronMaxKeep = n;
    else errors.push(`${ENV.backupKeep}=${keep}: expected a whole number of backups to keep, 1 or more`);
  }

  const host = /^https?:\/\/(\[[^\]]+\]|[^/:]+)/i.exec(settings.meta.appURL)?.[1]?.toLowerCase() ?? '';
  // A local address is meant only when SITE_URL names it (make start, the tests).
  if ((!host || LOOPBACK.test(host)) && !url) {
    warnings.push(
      `The Application URL is "${settings.meta.appURL}": canonical links, the sitemap and emails ` +
        `point there. Set ${ENV.url}=https://your-domain (docs/DEPLOY.md).`,
    );
  } else if (/^http:/i.test(settings.meta.appURL) && !LOOPBACK.test(host)) {
    warnings.push(`The Application URL ${settings.meta.appURL} is not https: browsers will warn visitors.`);
  }
  // A published site (not a local address) still named "Acme" signs its emails so.
  if (settings.meta.appName === DEFAULT_APP_NAME && host && !LOOPBACK.test(host)) {
    warnings.push(
      `The Application name is still "${DEFAULT_APP_NAME}": every email is signed with it. ` +
        `Set ${ENV.name}=the company's name (docs/DEPLOY.md).`,
    );
  }
  return { errors, warnings };
}
