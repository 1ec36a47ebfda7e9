/**
 * Derived state follows the database (issue 36, docs/ARCHITECTURE.md "The write path"): a page
 * removed by an unpublish never comes back while editors work, the lists follow; a restart serves
 * the files on disk before any render (a new build's pages render in the background, the old
 * pages' build files still served); a page with no file renders on demand; a failed render is
 * told to staff, never hidden.
 */
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveAnswer } from '../../shared/pageRender';
import { LIVE_ROUTE } from '../../shared/routes';
import { publishedProjects, signedInUser, startSampleSite, type TestServer } from '../support/pocketbase';

const ROOT = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface RenderStats {
  changes: number;
  rendered: number;
  passes: number;
  pending: boolean;
  rendering: boolean;
  overtaken: number;
}

describe('the write path on the sample site', () => {
  let server: TestServer;
  let root: PocketBase;

  beforeAll(async () => {
    ({ server, root } = await startSampleSite('https://builder.example.lk'));
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('never brings an unpublished page back while three editors save other projects and the services, and the lists follow', async () => {
    const projects = await publishedProjects<{ id: string; title: string }>(root);
    const [target, ...others] = projects;
    const categoryPath = target.path.slice(0, target.path.lastIndexOf('/'));
    let editing = true;
    let edits = 0;
    // Three editors at work: two save other projects, one the services (a change every page
    // shows: the passes meanwhile render every page, the unpublished project's among them).
    const services = await root.collection('services').getFullList<{ id: string }>();
    const editors = [others[0], others[1], services[0]].map(async (record, i) => {
      const editor = await server.superuser();
      const collection = i === 2 ? 'services' : 'projects';
      const field = i === 2 ? 'shortDescription' : 'description';
      for (let n = 0; editing; n++) {
        await editor.collection(collection).update(record.id, { [field]: `Edit ${i}.${n}` });
        edits++;
        // Staff pace, quick: a save every 0.2-0.7 s each.
        await sleep(200 + ((n * 131 + i * 71) % 500));
      }
    });
    const status = async (p: string) => (await fetch(server.url + p)).status;
    const shows = async (p: string) => (await (await fetch(server.url + p)).text()).includes(target.id);
    const back: string[] = [];
    const listed: number[] = [];
    // note: every services edit renders every page of three languages (84 with the sample content):
    // 6 trials fit make test's load (10 took over 240 s there).
    const TRIALS = 6;
    try {
      for (let trial = 0; trial < TRIALS; trial++) {
        // An edit of the project itself, then the unpublish while the edit's render may be running.
        await root.collection('projects').update(target.id, { description: `Before unpublish ${trial}` });
        await sleep(50 + ((trial * 53) % 250));
        await root.collection('projects').update(target.id, { published: false });
        const answered = Date.now();
        // Polled every ~10 ms for 1.2 s: a render that read the project before must not write it back.
        let followed = 0;
        while (Date.now() - answered < 1200) {
          const code = await status(target.path);
          if (code !== 404) back.push(`trial ${trial}: ${code} after ${Date.now() - answered} ms`);
          if (
            !followed &&
            !(await shows('/projects')) &&
            !(await shows(categoryPath)) &&
            !(await shows('/sitemap.xml'))
          )
            followed = Date.now() - answered;
          await sleep(10);
        }
        // The lists, the category page and the sitemap follow (the bench measures how soon).
        await expect.poll(async () => (await shows('/projects')) || (await shows('/sitemap.xml'))).toBe(false);
        listed.push(followed || Date.now() - answered);
        await root.collection('projects').update(target.id, { published: true });
        await expect.poll(() => status(target.path)).toBe(200);
      }
    } finally {
      editing = false;
      await Promise.all(editors);
    }
    console.log(`unpublish race: ${TRIALS} trials, ${edits} edits; lists followed after ${listed.join(', ')} ms`);
    expect(back).toEqual([]);
    expect(edits).toBeGreaterThan(TRIALS);
    expect(listed).toHaveLength(TRIALS);
    const stats: RenderStats = await root.send('/api/site/pages', {});
    expect(stats.changes).toBeGreaterThan(edits);
  }, 360_000);

  it('stops a pass that an unpublish overtakes: the next pass renders both changes', async () => {
    const [target] = await publishedProjects<{ id: string }>(root);
    const shows = async (p: string) => (await (await fetch(server.url + p)).text()).includes(target.id);
    const before: RenderStats = await root.send('/api/site/pages', {});
    // A services edit: every page of three languages, several seconds of rendering.
    const [service] = await root.collection('services').getFullList<{ id: string }>();
    const words = `Overtaken ${Date.now()}`;
    await root.collection('services').update(service.id, { shortDescription: words });
    await expect
      .poll(async () => ((await root.send('/api/site/pages', {})) as RenderStats).rendering, { interval: 20 })
      .toBe(true);
    await root.collection('projects').update(target.id, { published: false });
    try {
      await server.siteRendered();
      const after: RenderStats = await root.send('/api/site/pages', {});
      expect(after.overtaken).toBeGreaterThan(before.overtaken);
      // Both changes are on the pages: the services edit was rendered by the next pass.
      expect(await shows('/projects')).toBe(false);
      expect(await shows('/sitemap.xml')).toBe(false);
      expect(await (await fetch(`${server.url}/services`)).text()).toContain(words);
    } finally {
      await root.collection('projects').update(target.id, { published: true });
      await server.siteRendered();
    }
  }, 120_000);

  it('is told to staff (GET /api/site/live) while the site stays online, and cleared by the next pass that works', async () => {
    const staff = await signedInUser(server, 'live-staff@example.test', true);
    const [project] = await publishedProjects<{ id: string; title: string }>(root);
    const live = () => staff.send<LiveAnswer>(LIVE_ROUTE, {});
    expect((await live()).failure).toBeNull();
    // Visitors are not told.
    expect((await fetch(server.url + LIVE_ROUTE)).status).toBe(401);

    // Every pass writes the not-found pages: a file where their folder is makes the pass fail.
    const notFound = path.join(server.dataDir, 'site', '_404');
    await rm(notFound, { recursive: true, force: true });
    await writeFile(notFound, 'in the way');
    await staff.collection('projects').update(project.id, { title: `${project.title} (renamed)` });
    await expect.poll(async () => (await live()).failure?.message ?? '').not.toBe('');
    const failed = await live();
    expect(failed.rendered).toBeLessThan(failed.changes);
    // The site stays online (what the pass wrote before it failed, the rest as it was).
    for (const p of ['/', '/projects', project.path])
      expect([p, (await fetch(server.url + p)).status]).toEqual([p, 200]);

    await rm(notFound, { force: true });
    await mkdir(notFound);
    await staff.collection('projects').update(project.id, { title: project.title });
    await expect
      .poll(async () => {
        const answer = await live();
        return answer.failure === null && answer.rendered === answer.changes;
      })
      .toBe(true);
    expect(await readdir(notFound)).toContain('project.html');
  });
});

describe('a restart and a new build', () => {
  let server: TestServer;
  let root: PocketBase;
  let publicDir: string;

  beforeAll(async () => {
    // A copy of the build the test changes as a deploy replaces it.
    publicDir = path.join(os.tmpdir(), `derived-public-${process.pid}-${Date.now()}`);
    await cp(path.join(ROOT, 'pb_public'), publicDir, { recursive: true });
    ({ server, root } = await startSampleSite('https://builder.example.lk', { publicDir }));
  });
  afterAll(async () => {
    await server?.dispose();
    await rm(publicDir, { recursive: true, force: true });
  });

  /** The build files a page names (its stylesheet, scripts and preloads). */
  const assetsOf = (html: string) => [...new Set([...html.matchAll(/"(\/assets\/[^"?#]+)"/g)].map((m) => m[1]))];

  it('serves the files on disk at once after a restart, renders a new build in the background, and keeps the old build files the old pages name', async () => {
    const before = await (await fetch(`${server.url}/services`)).text();
    const stylesheet = assetsOf(before).find((a) => a.endsWith('.css'))!;
    expect(stylesheet).toBeTruthy();
    await server.stop();

    // A new build: the stylesheet under another hashed name, the old one gone.
    const renamed = stylesheet.replace(/\.css$/, '-next.css');
    for (const suffix of ['', '.br', '.gz']) {
      const from = path.join(publicDir, stylesheet + suffix);
      await stat(from).then(
        () => rename(from, path.join(publicDir, renamed + suffix)),
        () => undefined,
      );
    }
    const template = path.join(publicDir, 'page.html');
    await writeFile(template, (await readFile(template, 'utf8')).replaceAll(stylesheet, renamed));
    for (const suffix of ['.br', '.gz']) await rm(template + suffix, { force: true });

    await server.restart();
    const pb = await server.superuser();
    const first: RenderStats = await pb.send('/api/site/pages', {});
    // Not rendered before the server listened: the new build's pass is still to come or running.
    expect(first.passes).toBe(0);
    const old = await fetch(`${server.url}/services`);
    expect(old.status).toBe(200);
    // Whichever version is served, everything it names is there.
    for (const asset of assetsOf(await old.text()))
      expect([asset, (await fetch(server.url + asset)).status]).toEqual([asset, 200]);
    const oldSheet = await fetch(server.url + stylesheet);
    expect(oldSheet.status).toBe(200);
    expect(oldSheet.headers.get('content-type')).toContain('text/css');

    await server.siteRendered();
    const after = await (await fetch(`${server.url}/services`)).text();
    expect(after).toContain(renamed);
    expect(after).not.toContain(`"${stylesheet}"`);
    // The previous build's files stay for pages still open in a browser (and a rollback).
    expect((await fetch(server.url + stylesheet)).status).toBe(200);
    void root;
  });

  it('renders a page that has no file on demand, and writes it', async () => {
    const file = path.join(server.dataDir, 'site', 'about', 'index.html');
    for (const suffix of ['', '.br', '.gz']) await rm(file + suffix, { force: true });
    const res = await fetch(`${server.url}/about`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1');
    await expect
      .poll(() =>
        stat(file).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
  });
});
