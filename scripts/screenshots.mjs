// Screenshots of the running site at desktop and phone widths, to look at before resolving.
//   node scripts/screenshots.mjs [BASE_URL] [path ...]   → screenshots/<path>-<width>.png
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChrome } from './find-chrome.mjs';
import { ROOT } from './pocketbase-bin.mjs';

// The route table's pages without parameters, and the sign-in screen (the hooks' build of shared/routes.ts).
const { APP_ROUTES, PUBLIC_ROUTES, SCREENS, pathOf } = createRequire(import.meta.url)(
  '../pb_hooks/lib/shared/routes.js',
);
const [base = 'http://127.0.0.1:8090', ...paths] = process.argv.slice(2);
const routes = paths.length
  ? paths
  : [
      ...SCREENS.filter((screen) => !PUBLIC_ROUTES[screen].includes(':')).map((screen) => pathOf(screen)),
      APP_ROUTES.login,
    ];
const out = path.join(ROOT, 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: findChrome(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const width of [1280, 360]) {
    const page = await browser.newPage({ viewport: { width, height: width > 800 ? 800 : 740 } });
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      const name = (route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + `-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(path.join('screenshots', name));
    }
    await page.close();
  }
} finally {
  await browser.close();
}
