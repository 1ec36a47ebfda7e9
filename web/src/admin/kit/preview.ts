import { pb } from '../../lib/pocketbase';

/**
 * Opens the staff preview of a public page (`path`, with an optional `#anchor`): the page as
 * visitors would see it, drafts included, rendered on demand by the server
 * (GET /api/site/preview, docs/ARCHITECTURE.md "Public pages"). The public page itself never
 * shows drafts; the preview needs a short-lived file token of the signed-in staff member.
 */
export async function openPreview(path: string): Promise<void> {
  const at = path.indexOf('#');
  const [page, anchor] = at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const token = await pb.files.getToken();
  window.location.assign(
    `/api/site/preview?path=${encodeURIComponent(page)}&token=${encodeURIComponent(token)}${anchor}`,
  );
}
