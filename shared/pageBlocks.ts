/**
 * The names a server-rendered page and the app's boot script share (shared/seo.ts writes the
 * blocks, web/src/boot.ts and web/src/stores/pageData.ts read them). A module of its own, with no
 * imports, so that the boot script's chunk needs no other chunk before the page's largest paint.
 */

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
