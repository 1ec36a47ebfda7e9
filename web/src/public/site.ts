/**
 * The page script of every public page (issue 24; web/page.html names it, its loader adds it after
 * the largest paint: shared/pageLoader.ts). The pages are static
 * HTML rendered by the server, so this is all the browser runs besides the islands: the header's
 * scroll state and phone menu, the cookie-free count of the view and taps (beacon.ts), and
 * starting the islands. No React here: keep it a few KB.
 */
import './public.css';
import { initSite } from './pageScript';

// note: the page loader adds this module after the page has loaded (or at the visitor's first
// press), so the whole page is there.
initSite();
