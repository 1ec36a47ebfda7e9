/**
 * Photo details saved with the photos (issue 28, item 3): a new gallery photo's alt text is sent
 * with the upload under `+n` (its place among the files sent) and stored under the name the
 * server gives the file.
 */
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const project = () => ({
  title: 'Villa',
  category: category.id,
  client: 'Client',
  architect: 'Architect',
  location: 'Colombo',
  cost: 'LKR 10M',
  year: 2024,
  status: 'Completed',
});

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
