import { pb } from '../../lib/pocketbase';

/**
 * Opens the staff preview of a public page (`path`, with an optional `#anchor`) in a new tab, so
 * the form or list it was opened from stays as it was (issue 39): the page as visitors would see
 * it, drafts included, rendered on demand by the server (GET /api/site/preview,
 * docs/ARCHITECTURE.md "Public pages"). The public page itself never shows drafts; the preview
 * needs a short-lived file token of the signed-in staff member.
 *
 * note: the tab is opened at once, while the click still counts as the person's (a tab opened
 * after the token's round trip would be taken for a pop-up and blocked), then sent to the page.
 * Where no tab could be opened, this one goes there.
 */
export async function openPreview(path: string): Promise<void> {
  const at = path.indexOf('#');
  const [page, anchor] = at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const token = await pb.files.getToken();
    const url = `/api/site/preview?path=${encodeURIComponent(page)}&token=${encodeURIComponent(token)}${anchor}`;
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
