/**
 * How a public page loads its page script (web/src/public/site.ts): after the page's largest
 * paint, not beside it (docs/ARCHITECTURE.md, "Islands"; benchmarks 2026-11-26, "the page script
 * after the paint"). A `<script type="module" src>` in the head is fetched at high priority on a
 * connection of its own and runs before the first paint; in Lighthouse's simulated mobile load it
 * alone put the first paint 250–300 ms later on every route. So the template carries this small
 * inline script instead (web/plugins/pageLoader.ts puts it in place of the module's tag, the
 * module's URL in its `data-src`): it adds the module once the page has loaded and a frame after
 * that has been painted (the load can come before the first paint on a fast connection), or at once when the visitor presses a key or a pointer first. A click made before the
 * module runs is kept under EARLY_CLICK and given again by the module (site.ts), so a quick tap
 * on the menu toggle or an island is not lost.
 *
 * The text is a constant so that the Content-Security-Policy can allow exactly it by its hash
 * (PAGE_LOADER_HASH, in pb_hooks/src/lib/securityHeaders.ts SITE_CSP): `script-src` stays
 * `'self'` plus this one script. pageLoader.test.ts holds the hash equal to the text.
 */

/** The window property the loader keeps the first click in, until the page script takes it. */
export const EARLY_CLICK = '__pageEarlyClick';

/** The window property the page script sets when it runs: the loader stops keeping clicks. */
export const PAGE_STARTED = '__pageStarted';

/** The inline script (classic, run where it stands in the head; no module syntax). */
export const PAGE_LOADER_SCRIPT =
  '(function(s,w,d){var E=["pointerdown","keydown"],done=0,i;' +
  'function go(){if(done)return;done=1;for(i=0;i<E.length;i++)d.removeEventListener(E[i],go,true);' +
  'var m=d.createElement("script");m.type="module";m.src=s.getAttribute("data-src");d.head.appendChild(m)}' +
  'for(i=0;i<E.length;i++)d.addEventListener(E[i],go,true);' +
  `d.addEventListener("click",function(e){if(!w.${PAGE_STARTED}&&!w.${EARLY_CLICK})w.${EARLY_CLICK}=e.target},true);` +
  'function later(){w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})})}' +
  'if(d.readyState==="complete")later();else w.addEventListener("load",later)' +
  '})(document.currentScript,window,document)';

/** The CSP source that allows PAGE_LOADER_SCRIPT: base64 of its SHA-256. */
export const PAGE_LOADER_HASH = "'sha256-HJTMsXjxwWbuswes4l+ccUNZffnOFlAF+04VfJlzQb4='";
