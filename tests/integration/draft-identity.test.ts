/**
 * A draft keeps its identity from visitors (issue 26, item 6): no public answer names a draft's
 * id (a testimonial's project: list, view, fields, expand, realtime), no filter or sort of a
 * visitor compares it (it was read a character at a time: `project ~ 'a%'`), and a draft's files and
 * thumbs are served to approved staff and superusers only (with a file token, as the admin asks
 * for them), never to a visitor who kept the URL from before it was unpublished.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_RELATIONS, PUBLIC_COLLECTIONS as PUBLIC_CONTENT } from '../../shared/content';
import { ORDER_SORT } from '../../shared/order';
import { pngFile, validPayload } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';
import { openRealtime } from '../support/realtime';

let server: TestServer;
let root: PocketBase;
let staff: PocketBase;
let unapproved: PocketBase;
let draft: { id: string; coverImage: string };
let published: { id: string; coverImage: string };
let draftService: { id: string; image: string };
let draftTestimonial: { id: string };
let publishedTestimonial: { id: string };
let testimonialsId = '';
const DRAFT_TESTIMONIALS_ID = () => testimonialsId;

async function project(title: string, isPublished: boolean, categoryId: string) {
  return staff.collection('projects').create<{ id: string; coverImage: string }>({
    ...validPayload('projects', categoryId),
    title,
    coverImage: pngFile(),
    published: isPublished,
  });
}

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  staff = await signedInUser(server, 'staff@example.test', true);
  await signedInUser(server, 'pending@example.test', false);
  // note: an unapproved account cannot sign in; its token comes from the superuser.
  const pending = await root.collection('users').getFirstListItem('email = "pending@example.test"');
  unapproved = server.client();
  const impersonated = await root.collection('users').impersonate(pending.id, 600);
  unapproved.authStore.save(impersonated.authStore.token, impersonated.authStore.record);
  const category = await staff.collection('project_categories').create(validPayload('project_categories'));
  draft = await project('Secret Draft Villa', false, category.id);
  published = await project('Public Villa', true, category.id);
  draftService = await staff
    .collection('services')
    .create<{ id: string; image: string }>({ ...validPayload('services'), published: false });
  draftTestimonial = await staff
    .collection('testimonials')
    .create({ ...validPayload('testimonials'), client_name: 'Draft Client', project: draft.id });
  publishedTestimonial = await staff
    .collection('testimonials')
    .create({ ...validPayload('testimonials'), client_name: 'Public Client', project: published.id });
  testimonialsId = (await root.collections.getOne('testimonials')).id;
});
afterAll(async () => {
  await server?.dispose();
});

describe('a public record that points at a draft', () => {
  it('covers every relation of a public collection to a collection with drafts', async () => {
    const collections = await root.collections.getFullList();
    const drafted = new Set(collections.filter((c) => c.fields.some((f) => f.name === 'published')).map((c) => c.id));
    const found: Record<string, Record<string, string>> = {};
    for (const c of collections) {
      if (!PUBLIC_CONTENT.includes(c.name)) continue;
      for (const f of c.fields) {
        if (f.type !== 'relation' || !drafted.has(f.collectionId as string)) continue;
        const target = collections.find((t) => t.id === f.collectionId)!.name;
        (found[c.name] ??= {})[f.name] = target;
      }
    }
    expect(found).toEqual(DRAFT_RELATIONS);
  });

  it('does not name the draft to a visitor or an unapproved account: list, fields, view, expand', async () => {
    for (const pb of [server.client(), unapproved]) {
      const list = await pb.collection('testimonials').getFullList({ fields: 'id,client_name,project' });
      expect(list.find((t) => t.id === draftTestimonial.id)?.project).toBe('');
      expect(list.find((t) => t.id === publishedTestimonial.id)?.project).toBe(published.id);
      const one = await pb.collection('testimonials').getOne(draftTestimonial.id, { expand: 'project' });
      expect(one.project).toBe('');
      expect(one.expand?.project).toBeUndefined();
      const raw = await fetch(`${server.url}/api/collections/testimonials/records?fields=client_name,project`, {
        headers: pb.authStore.token ? { Authorization: pb.authStore.token } : {},
      });
      expect(await raw.text()).not.toContain(draft.id);
    }
  });

  it('names it to approved staff and superusers', async () => {
    for (const pb of [staff, root]) {
      const one = await pb.collection('testimonials').getOne(draftTestimonial.id, { expand: 'project' });
      expect(one.project).toBe(draft.id);
      expect(one.expand?.project?.id).toBe(draft.id);
    }
  });

  it('does not name it in a realtime message to a visitor', async () => {
    const stream = await openRealtime(server.url);
    expect((await stream.subscribe(['testimonials', `testimonials/${draftTestimonial.id}`])).status).toBe(204);
    await staff.collection('testimonials').update(draftTestimonial.id, { client_name: 'Draft Client Edited' });
    expect(await stream.waitFor('Draft Client Edited')).toBe(true);
    await stream.close();
    expect(stream.events.join('\n')).not.toContain(draft.id);
  });
});

describe('a filter or sort on a relation to drafts', () => {
  const list = (pb: PocketBase, query: string) =>
    fetch(`${server.url}/api/collections/testimonials/records?fields=id,client_name&${query}`, {
      headers: pb.authStore.token ? { Authorization: pb.authStore.token } : {},
    });
  const filters = () => [
    // The audit's way: the draft's id a character at a time, 294 requests for 15 characters.
    `id = '${draftTestimonial.id}' && project ~ '${draft.id.slice(0, 3)}%'`,
    `project = '${draft.id}'`,
    `project.id = '${draft.id}'`, // PocketBase reads a single relation's id from the record itself
    `project:lower = '${draft.id}'`,
    `project:each ?= '${draft.id}'`,
    `(client_name != '' && (project ~ '${draft.id.slice(0, 3)}%'))`,
  ];

  it('is refused for a visitor and an unapproved account, with the reason', async () => {
    for (const pb of [server.client(), unapproved]) {
      for (const filter of filters()) {
        const res = await list(pb, `filter=${encodeURIComponent(filter)}`);
        const body = await res.text();
        expect(res.status, `${filter}: ${body}`).toBe(400);
        expect(JSON.parse(body).message).toMatch(/project/);
      }
      for (const sort of ['project', '-project.title', 'client_name,+project']) {
        const res = await list(pb, `sort=${encodeURIComponent(sort)}`);
        expect(res.status, sort).toBe(400);
      }
    }
    // Through the collection's id too.
    const byId = await fetch(
      `${server.url}/api/collections/${DRAFT_TESTIMONIALS_ID()}/records?filter=${encodeURIComponent(`project = '${draft.id}'`)}`,
    );
    expect(byId.status).toBe(400);
  });

  it('is answered for approved staff and superusers', async () => {
    for (const pb of [staff, root]) {
      const res = await list(pb, `filter=${encodeURIComponent(`project = '${draft.id}'`)}&sort=-project`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { items: { id: string }[] }).items.map((t) => t.id)).toEqual([draftTestimonial.id]);
    }
  });

  it("leaves a visitor's other filters and the site's own reads alone", async () => {
    const visitor = server.client();
    const found = await visitor.collection('testimonials').getFullList({ filter: `client_name = 'Public Client'` });
    expect(found.map((t) => t.id)).toEqual([publishedTestimonial.id]);
    const site = await visitor
      .collection('testimonials')
      .getFullList({ sort: ORDER_SORT, expand: 'project,project.category' });
    expect(site.length).toBeGreaterThanOrEqual(2);
  });

  it('is refused in a realtime subscription of a visitor, kept for staff', async () => {
    const stream = await openRealtime(server.url);
    try {
      const filter = encodeURIComponent(JSON.stringify({ query: { filter: `project ~ '${draft.id.slice(0, 3)}%'` } }));
      for (const topic of [
        'testimonials',
        'testimonials/*',
        `testimonials/${draftTestimonial.id}`,
        DRAFT_TESTIMONIALS_ID(),
      ]) {
        const res = await stream.subscribe([`${topic}?options=${filter}`]);
        expect(res.status, topic).toBe(400);
        expect(((await res.json()) as { message: string }).message).toMatch(/project/);
      }
      const sorted = encodeURIComponent(JSON.stringify({ query: { sort: 'project' } }));
      expect((await stream.subscribe([`testimonials?options=${sorted}`])).status).toBe(400);
    } finally {
      await stream.close();
    }
    const staffStream = await openRealtime(server.url);
    try {
      const filter = encodeURIComponent(JSON.stringify({ query: { filter: `project = '${draft.id}'` } }));
      const res = await staffStream.subscribe([`testimonials?options=${filter}`], {
        Authorization: staff.authStore.token,
      });
      expect(res.status).toBe(204);
    } finally {
      await staffStream.close();
    }
  });
});

describe("a draft's files", () => {
  const file = (collection: string, id: string, name: string, query = '') =>
    `${server.url}/api/files/${collection}/${id}/${name}${query}`;

  it('are not served to a visitor or an unapproved account, with or without a thumb', async () => {
    const pendingToken = await unapproved.files.getToken();
    for (const query of ['', '?thumb=480x320', '?thumb=100x100', `?token=${pendingToken}`]) {
      expect((await fetch(file('projects', draft.id, draft.coverImage, query))).status, query).toBe(404);
      expect((await fetch(file('services', draftService.id, draftService.image, query))).status, query).toBe(404);
    }
  });

  it('are served to approved staff and superusers with a file token', async () => {
    for (const pb of [staff, root]) {
      const token = await pb.files.getToken();
      const res = await fetch(file('projects', draft.id, draft.coverImage, `?thumb=480x320&token=${token}`));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      expect((await fetch(file('services', draftService.id, draftService.image, `?token=${token}`))).status).toBe(200);
    }
  });

  it("show in the staff preview of the draft's page: its file URLs carry the preview's token", async () => {
    const token = await staff.files.getToken();
    const category = await root
      .collection('project_categories')
      .getOne((await root.collection('projects').getOne(draft.id)).category as string);
    const res = await fetch(
      `${server.url}/api/site/preview?path=${encodeURIComponent(`/projects/${category.slug}/${draft.id}`)}&token=${token}`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const src = /src="(\/api\/files\/[^"]+)"/.exec(html)?.[1].replace(/&amp;/g, '&');
    expect(src).toContain(draft.id);
    expect(src).toContain(`token=${token}`);
    expect((await fetch(`${server.url}${src}`)).status).toBe(200);
  });

  it("a published record's files need no token; unpublished, they are refused again", async () => {
    expect((await fetch(file('projects', published.id, published.coverImage))).status).toBe(200);
    expect((await fetch(file('projects', published.id, published.coverImage, '?thumb=480x320'))).status).toBe(200);
    await staff.collection('projects').update(published.id, { published: false });
    expect((await fetch(file('projects', published.id, published.coverImage))).status).toBe(404);
    await staff.collection('projects').update(published.id, { published: true });
    expect((await fetch(file('projects', published.id, published.coverImage))).status).toBe(200);
  });
});
