/**
 * A public route renamed through the route table alone (issue 40, item 1; decision 037): the
 * built hooks are copied and their route table (the hooks' copy and the page renderer's) says
 * `services` is `/our-services`, with the old path in REDIRECTS, as a rebuild after that one
 * change to shared/routes.ts would. The page, the links of every page, the sitemap and the
 * rendered files follow; the old path answers 301 with the new one, in every language.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages';
import { localePath } from '../../shared/routes';
// @ts-expect-error plain ESM script without types
import { ROOT } from '../../scripts/pocketbase-bin.mjs';
import { startSampleSite, type TestServer } from '../support/pocketbase';

const SITE = 'https://builder.example.lk';
const OLD = '/services';
const NEW = '/our-services';

let hooksDir: string;
let server: TestServer;
let root: PocketBase;

/** Replaces `from` by `to` in a built file, which must hold `from` exactly once. */
async function replaceOnce(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  expect(text.split(from).length - 1, `${file}: ${from}`).toBe(1);
  await writeFile(file, text.replace(from, to));
}

beforeAll(async () => {
  hooksDir = await mkdtemp(path.join(os.tmpdir(), 'rename-hooks-'));
  await cp(path.join(ROOT, 'pb_hooks'), hooksDir, { recursive: true });
  const routes = path.join(hooksDir, 'lib/shared/routes.js');
  await replaceOnce(routes, `services: "${OLD}",`, `services: "${NEW}",`);
  await replaceOnce(routes, 'var REDIRECTS = {};', `var REDIRECTS = { "${OLD}": "${NEW}" };`);
  await replaceOnce(path.join(hooksDir, 'lib/ssr/renderPage.js'), `services:\`${OLD}\``, `services:\`${NEW}\``);
  ({ server, root } = await startSampleSite(SITE, { hooksDir }));
});

afterAll(async () => {
  await server?.dispose();
  if (hooksDir) await rm(hooksDir, { recursive: true, force: true });
});

const get = (p: string) => fetch(server.url + p, { redirect: 'manual' });

it('serves the page at its new path and redirects the old one (301) in every language', async () => {
  for (const language of LANGUAGES) {
    const page = await get(localePath(NEW, language));
    expect(page.status, language).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}${localePath(NEW, language)}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}${NEW}" />`);
    const old = await get(localePath(OLD, language));
    expect(old.status, language).toBe(301);
    expect(old.headers.get('location')).toBe(localePath(NEW, language));
  }
});

it('links every page to the new path, never the old, and lists only the new in the sitemap', async () => {
  for (const language of LANGUAGES) {
    for (const p of ['/', '/about', '/projects', '/contact']) {
      const html = await (await get(localePath(p, language))).text();
      expect(html, `${language} ${p}`).not.toMatch(new RegExp(`href="(/si|/ta)?${OLD}[/"#]`));
      if (language === 'en') expect(html, p).toContain(`href="${NEW}"`);
    }
  }
  const sitemap = await (await get('/sitemap.xml')).text();
  for (const language of LANGUAGES) {
    expect(sitemap).toContain(`<loc>${SITE}${localePath(NEW, language)}</loc>`);
    expect(sitemap).not.toContain(`${SITE}${localePath(OLD, language)}<`);
  }
});

it("removes the old path's page files on a full render, so the old path answers its redirect", async () => {
  // The files a server rendered before the rename, left in its site folder.
  for (const language of LANGUAGES) {
    const folder = path.join(server.dataDir, 'site', localePath(OLD, language).slice(1));
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>The old services page</title>');
  }
  expect((await get(OLD)).status).toBe(200);
  // A settings edit renders every page: the pass removes the pages no longer in the site.
  const footer = await root.collection('Footer_menu').getFirstListItem('');
  await root.collection('Footer_menu').update(footer.id, { company_name: `${footer.company_name} ` });
  await server.siteRendered();
  for (const language of LANGUAGES) {
    const old = await get(localePath(OLD, language));
    expect(old.status, language).toBe(301);
    expect(old.headers.get('location')).toBe(localePath(NEW, language));
  }
});
