/**
 * The names a page and the app's boot script share (shared/seo.ts writes the blocks and
 * web/plugins/bootScript.ts the boot script's tag; web/src/boot.ts and web/src/stores/pageData.ts
 * read them). A module of its own, with no imports: the boot script bundles it.
 */

/**
 * The attribute of the boot script's tag that holds the URL of the app's script, which the
 * boot script imports once the page has painted.
 */
export const APP_SCRIPT_ATTRIBUTE = 'data-app';

/**
 * The id of the page's JSON block that says where the site data it was rendered from is
 * (`PageDataRef` in shared/seo.ts): the SPA's stores start from that data.
 */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/** The id of the JSON list of the chunks a page needs, preloaded by the app's boot script. */
export const APP_MODULES_ELEMENT_ID = 'app-modules';

/**
 * Where the site data of one content version is served, by the hash of its JSON
 * (pb_hooks/src/lib/pages.ts): the same bytes for as long as that version is current, so
 * browsers keep it for good and fetch it once for every page of a visit.
 */
export const SITE_DATA_PATH_PREFIX = '/api/site/data/';
