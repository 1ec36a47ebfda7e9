// The site's name for PocketBase's Application name and the mail sender's name under
// `make start` (scripts/start.mjs): SITE_NAME, else the company name in the content
// (Footer_menu.company_name), while they are still PocketBase's defaults ("Acme", "Support"),
// so emails are not signed "Acme". A name set in the dashboard stays. (A server started with
// `site serve` takes SITE_NAME at every start: pb_hooks/src/lib/deploySettings.ts.)

/** PocketBase's default Application name and sender name. */
export const DEFAULT_NAMES = { appName: 'Acme', senderName: 'Support' };

/** The company name in the content, or '' when there is none. */
async function companyName(pb) {
  const { items } = await pb.collection('Footer_menu').getList(1, 1);
  return String(items[0]?.company_name ?? '').trim();
}

/**
 * Sets the Application name and the sender name that are still defaults, with `pb` signed in
 * as a superuser; returns the settings' meta fields it changed.
 */
export async function nameSite(pb, env = process.env) {
  const name = env.SITE_NAME?.trim() || (await companyName(pb));
  if (!name) return {};
  const { meta } = await pb.settings.getAll();
  const changed = {};
  if (meta.appName === DEFAULT_NAMES.appName) changed.appName = name;
  if (meta.senderName === DEFAULT_NAMES.senderName && !env.SITE_MAIL_FROM_NAME?.trim()) changed.senderName = name;
  if (Object.keys(changed).length) await pb.settings.update({ meta: changed });
  return changed;
}
