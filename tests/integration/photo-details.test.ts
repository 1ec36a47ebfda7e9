/**
 * Photo details saved with the photos (issue 28, item 3): a new gallery photo's alt text is sent
 * with the upload under `+n` (its place among the files sent) and stored under the name the
 * server gives the file; an image's focal point is stored as whole percents 0–100, refused
 * otherwise, and the pages' cropped <img> are positioned at it.
 */
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFields } from '../../shared/content';
import { FOCUS_MESSAGE } from '../../shared/focus';
import { newFileAltKey } from '../../shared/images';
import { pngFile } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let category: RecordModel;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  category = await root.collection('project_categories').create({ name: 'Residential' });
});

afterAll(async () => {
  await server?.dispose();
});

const project = () => ({ ...exampleFields('projects'), category: category.id });

describe("a new gallery photo's alt text", () => {
  it('is stored under the new file names on a create, in the order sent', async () => {
    const created = await root.collection('projects').create({
      ...project(),
      coverImage: pngFile('cover.png'),
      images: [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')],
      images_alt: { [newFileAltKey(0)]: 'The kitchen', [newFileAltKey(2)]: 'The roof terrace' },
    });
    const [a, , c] = created.images as string[];
    expect(created.images_alt).toEqual({ [a]: 'The kitchen', [c]: 'The roof terrace' });
  });

  it('is stored with files appended on an update, beside the kept texts; an index past the files is dropped', async () => {
    const created = await root.collection('projects').create({
      ...project(),
      coverImage: pngFile('cover.png'),
      images: [pngFile('a.png')],
    });
    const [kept] = created.images as string[];
    const updated = await root.collection('projects').update(created.id, {
      'images+': [pngFile('d.png'), pngFile('e.png')],
      images_alt: { [kept]: 'The garden', [newFileAltKey(1)]: 'The hall', [newFileAltKey(7)]: 'Nothing' },
    });
    const names = updated.images as string[];
    expect(names).toHaveLength(3);
    expect(updated.images_alt).toEqual({ [kept]: 'The garden', [names[2]]: 'The hall' });
    // Without uploads a `+n` key names nothing and is dropped.
    const again = await root.collection('projects').update(created.id, {
      images_alt: { [kept]: 'The garden', [newFileAltKey(0)]: 'Nothing' },
    });
    expect(again.images_alt).toEqual({ [kept]: 'The garden' });
  });

  it('is checked like any alt text', async () => {
    const err = await root
      .collection('projects')
      .create({
        ...project(),
        coverImage: pngFile('cover.png'),
        images: [pngFile('a.png')],
        images_alt: { [newFileAltKey(0)]: 'x'.repeat(301) },
      })
      .then(
        () => null,
        (e: { status: number; response: { data: Record<string, unknown> } }) => e,
      );
    expect(err?.status).toBe(400);
    expect(err?.response.data.images_alt).toBeTruthy();
  });
});

describe('a focal point', () => {
  async function refusal(collection: string, id: string, body: Record<string, unknown>): Promise<string> {
    try {
      await root.collection(collection).update(id, body);
      return '';
    } catch (err) {
      const e = err as { status: number; response: { data: Record<string, { message: string }> } };
      expect(e.status).toBe(400);
      return Object.values(e.response.data)[0]?.message ?? '';
    }
  }

  it('is stored per image field as whole percents 0-100; empty is the centre', async () => {
    const created = await root.collection('projects').create({
      ...project(),
      coverImage: pngFile('cover.png'),
      coverImage_focus: { x: 0, y: 100 },
    });
    expect(created.coverImage_focus).toEqual({ x: 0, y: 100 });
    const cleared = await root.collection('projects').update(created.id, { coverImage_focus: null });
    expect(cleared.coverImage_focus).toBeNull();
    const member = await root.collection('team').create({ ...exampleFields('team'), avatar_focus: { x: 35, y: 12 } });
    expect(member.avatar_focus).toEqual({ x: 35, y: 12 });
    const service = await root
      .collection('services')
      .create({ ...exampleFields('services'), image: pngFile(), image_focus: { x: 70, y: 40 } });
    expect(service.image_focus).toEqual({ x: 70, y: 40 });
    const home = await root.collection('home_settings').getFullList();
    const settings = home[0]
      ? await root.collection('home_settings').update(home[0].id, { backgroundImage_focus: { x: 10, y: 90 } })
      : await root
          .collection('home_settings')
          .create({ ...exampleFields('homeSettings'), backgroundImage_focus: { x: 10, y: 90 } });
    expect(settings.backgroundImage_focus).toEqual({ x: 10, y: 90 });
  });

  it('is refused out of 0-100, not whole, not two numbers, or with more keys', async () => {
    const created = await root.collection('projects').create({ ...project(), coverImage: pngFile('cover.png') });
    for (const bad of [
      { x: -1, y: 50 },
      { x: 50, y: 101 },
      { x: 12.5, y: 50 },
      { x: '50', y: 50 },
      { x: 50 },
      { x: 50, y: 50, z: 1 },
      [50, 50],
      50,
      'centre',
    ]) {
      expect(await refusal('projects', created.id, { coverImage_focus: bad }), JSON.stringify(bad)).toBe(FOCUS_MESSAGE);
    }
    expect((await root.collection('projects').getOne(created.id)).coverImage_focus).toBeNull();
  });

  it("positions the pages' cropped images at it", async () => {
    const created = await root.collection('projects').create({
      ...project(),
      published: true,
      coverImage: pngFile('cover.png'),
      coverImage_focus: { x: 20, y: 75 },
    });
    await server.siteRendered();
    const page = await (await fetch(`${server.url}/projects/${category.slug}/${created.id}`)).text();
    const covers = [...page.matchAll(/<img[^>]*cover[^>]*>/g)].map((m) => m[0]);
    expect(covers.length).toBeGreaterThan(0);
    for (const img of covers) expect(img).toContain('style="object-position:20% 75%"');
    const list = await (await fetch(`${server.url}/projects`)).text();
    expect(list).toContain('object-position:20% 75%');
  });
});
