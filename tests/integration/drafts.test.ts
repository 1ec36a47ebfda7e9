/**
 * Drafts (issue 15, item 2): a project or service with Published off is never seen by a
 * visitor, through the API's list, view, filter, expand and realtime, nor on a rendered page,
 * in its embedded data, JSON-LD or the sitemap; approved admins read it.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pngFile } from '../support/fixtures';
import { signedInUser, startSampleSite, type TestServer, statusOf } from '../support/pocketbase';
import { openRealtime } from '../support/realtime';

const SITE = 'https://drafts.example.lk';
const DRAFT_PROJECT = 'Secret Villa Draft';
const DRAFT_SERVICE = 'Secret Service Draft';

let server: TestServer;
let root: PocketBase;
let staff: PocketBase;
let pending: PocketBase;
let category: { id: string; slug: string };
let draftProject: { id: string };
let draftService: { id: string };
let testimonial: { id: string };

function projectPayload(title: string, published?: boolean) {
  return {
    title,
    category: category.id,
    client: 'Client',
    architect: 'Architect',
    location: 'Galle',
    cost: 'LKR 1M',
    year: 2025,
    status: 'On-going',
    coverImage: pngFile(),
    ...(published === undefined ? {} : { published }),
  };
}

beforeAll(async () => {
  ({ server, root } = await startSampleSite(SITE));
  staff = await signedInUser(server, 'staff@example.test', true);
  pending = server.client();
  await root.collection('users').create({
    email: 'pending@example.test',
    password: 'pending-pass-123',
    passwordConfirm: 'pending-pass-123',
    approved: false,
  });
  category = await root.collection('project_categories').create({ name: 'Draft only' });
  // Created by staff without the switch: a new project or service is a draft.
  draftProject = await staff.collection('projects').create(projectPayload(DRAFT_PROJECT));
  draftService = await staff.collection('services').create({
    title: DRAFT_SERVICE,
    icon: 'Quality',
    shortDescription: 'Short',
    longDescription: 'Long',
    image: pngFile(),
  });
  testimonial = await staff
    .collection('testimonials')
    .create({ client_name: 'Draft Client', quote: 'Lovely work on the villa.', project: draftProject.id });
  // The pages as visitors get them once these edits are rendered.
  await server.siteRendered();
});

afterAll(async () => {
  await server?.dispose();
});

it('starts new projects and services as drafts, and staff read them', async () => {
  expect((await staff.collection('projects').getOne(draftProject.id)).published).toBe(false);
  expect((await staff.collection('services').getOne(draftService.id)).published).toBe(false);
  const listed = await staff.collection('projects').getFullList({ filter: 'published = false' });
  expect(listed.map((p) => p.id)).toContain(draftProject.id);
  const seeded = await staff.collection('projects').getFullList({ filter: 'published = true' });
  expect(seeded.length).toBeGreaterThan(0);
});

it('never shows a draft to a visitor or an unapproved account through the API', async () => {
  for (const pb of [server.client(), pending]) {
    for (const [collection, id] of [
      ['projects', draftProject.id],
      ['services', draftService.id],
    ] as const) {
      expect(await statusOf(pb.collection(collection).getOne(id))).toBe(404);
      const all = await pb.collection(collection).getFullList();
      expect(all.length).toBeGreaterThan(0);
      expect(all.map((r) => r.id)).not.toContain(id);
      for (const filter of [`id = "${id}"`, 'published = false', 'published != true', `title ~ "Secret"`]) {
        expect((await pb.collection(collection).getList(1, 50, { filter })).totalItems, filter).toBe(0);
      }
    }
    // The testimonial stays public, but not the draft project it names.
    const t = await pb.collection('testimonials').getOne(testimonial.id, { expand: 'project' });
    expect(t.expand?.project).toBeUndefined();
    // A filter through the relation is refused outright (draft-identity.test.ts has the cases).
    expect(await statusOf(pb.collection('testimonials').getList(1, 50, { filter: `project.title ~ "Secret"` }))).toBe(
      400,
    );
    const byCategory = await pb
      .collection('project_categories')
      .getList(1, 50, { filter: `projects_via_category.title ?~ "Secret"` });
    expect(byCategory.totalItems).toBe(0);
  }
});

it('sends a visitor no realtime event of a draft', async () => {
  const stream = await openRealtime(server.url);
  const subscribed = await stream.subscribe(['projects', 'services', `projects/${draftProject.id}`]);
  expect(subscribed.status).toBe(204);

  await staff.collection('projects').update(draftProject.id, { location: 'Still secret' });
  const hidden = await staff.collection('projects').create(projectPayload('Another Secret Draft'));
  const shown = await staff.collection('projects').create(projectPayload('Public Realtime Project', true));
  // The published one arrives; give a stray draft event the same time to arrive too.
  await stream.waitFor(shown.id);
  await new Promise((r) => setTimeout(r, 300));
  await stream.close();
  const events = stream.events;
  expect(events.some((e) => e.includes(shown.id))).toBe(true);
  expect(events.join('\n')).not.toContain('Secret');
  expect(events.join('\n')).not.toContain(hidden.id);
  await root.collection('projects').delete(hidden.id);
  await root.collection('projects').delete(shown.id);
});

it('leaves drafts off every rendered page, its data and JSON-LD, and the sitemap', async () => {
  // note: the test before published a project in the draft's category and deleted it; the
  // lists and the sitemap follow with the render, so the site is read once it is current.
  await server.siteRendered();
  const project = await fetch(`${server.url}/projects/${category.slug}/${draftProject.id}`);
  expect(project.status).toBe(404);
  for (const path of ['/', '/projects', '/services', '/contact', '/about', `/projects/${category.slug}`]) {
    const html = await (await fetch(server.url + path)).text();
    expect(html, path).not.toContain(DRAFT_PROJECT);
    expect(html, path).not.toContain(DRAFT_SERVICE);
    expect(html, path).not.toContain(draftProject.id);
    expect(html, path).not.toContain(draftService.id);
  }
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(draftProject.id);
  // A category with only drafts is empty to visitors: not in the sitemap.
  expect(sitemap).not.toContain(`/projects/${category.slug}<`);
});

it('shows a project everywhere once published, and hides it again when unpublished', async () => {
  await staff.collection('projects').update(draftProject.id, { published: true });
  await server.siteRendered();
  const page = await fetch(`${server.url}/projects/${category.slug}/${draftProject.id}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(DRAFT_PROJECT);
  expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(draftProject.id);
  const t = await server.client().collection('testimonials').getOne(testimonial.id, { expand: 'project' });
  expect(t.expand?.project?.id).toBe(draftProject.id);

  await staff.collection('projects').update(draftProject.id, { published: false });
  // Its page goes at once; the lists and the sitemap follow with the render.
  expect((await fetch(`${server.url}/projects/${category.slug}/${draftProject.id}`)).status).toBe(404);
  await server.siteRendered();
  expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(draftProject.id);
  expect(await statusOf(server.client().collection('projects').getOne(draftProject.id))).toBe(404);
});
