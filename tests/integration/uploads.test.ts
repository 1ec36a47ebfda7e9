/**
 * Uploads are images checked by their own bytes (issue 14, items 1 and 2): a decompression
 * bomb, a GIF/JavaScript polyglot, an SVG and a non-image named .jpg are refused by every file
 * field with a field error and nothing changed; the server's memory stays low; no thumb is made
 * of an oversized image already stored; files are served as images only; registration keeps no
 * file.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRecord,
  pngFile,
  refusal,
  SINGLETON_COLLECTIONS,
  validPayload,
  type ContentCollection,
} from '../support/fixtures';
import { bombPng, GIF_1PX, gifJsPolyglot, SVG_WITH_SCRIPT } from '../support/images';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let admin: PocketBase;
let bomb: Uint8Array<ArrayBuffer>;

const SINGLETONS: readonly string[] = SINGLETON_COLLECTIONS;

/** Every file field of the site, with a record to update (singletons: their one record). */
const FILE_FIELDS: Array<[ContentCollection, string]> = [
  ['projects', 'coverImage'],
  ['projects', 'images'],
  ['services', 'image'],
  ['team', 'avatar'],
  ['home_settings', 'logo'],
  ['home_settings', 'backgroundImage'],
  ['home_settings', 'hero_image'],
  ['home_settings', 'about_page_image'],
  ['about_settings', 'image'],
  ['testimonials', 'photo'],
];

/** The resident memory of the server process, in MB. */
async function rssMb(): Promise<number> {
  const status = await readFile(`/proc/${server.pid()}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** The peak resident memory of the server process so far, in MB. */
async function peakMb(): Promise<number> {
  const status = await readFile(`/proc/${server.pid()}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** The error a refused request rejects with. */
beforeAll(async () => {
  bomb = await bombPng(50_000);
  server = await startPocketBase();
  root = await server.superuser();
  admin = await signedInUser(server, 'admin@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

describe('every file field refuses what is not an acceptable image', () => {
  const hostile: Array<[string, () => File]> = [
    ['a 50,000 x 50,000 PNG (decompression bomb)', () => new File([bomb], 'cover.png', { type: 'image/png' })],
    ['a GIF/JavaScript polyglot named p.js', () => new File([gifJsPolyglot()], 'p.js', { type: 'text/javascript' })],
    ['a real SVG', () => new File([SVG_WITH_SCRIPT], 'logo.svg', { type: 'image/svg+xml' })],
    ['an SVG named .png', () => new File([SVG_WITH_SCRIPT], 'logo.png', { type: 'image/png' })],
    ['text named .jpg', () => new File(['just some text, not a photo'], 'photo.jpg', { type: 'image/jpeg' })],
  ];

  it.each(FILE_FIELDS)('%s.%s', async (collection, field) => {
    const record = SINGLETONS.includes(collection)
      ? ((await root.collection(collection).getList(1, 1)).items[0] ?? (await createRecord(root, collection)))
      : await createRecord(root, collection);
    const before = await root.collection(collection).getOne(record.id);
    for (const [label, file] of hostile) {
      const err = await refusal(admin.collection(collection).update(record.id, { [field]: file() }));
      expect(err.status, label).toBe(400);
      expect(err.response.data[field]?.code, label).toBe('validation_invalid_image');
      expect(await root.collection(collection).getOne(record.id), label).toEqual(before);
    }
  });

  it('the bomb is refused without the server decoding it (memory stays under 300 MB)', async () => {
    const project = await createRecord(root, 'projects');
    const err = await refusal(
      admin.collection('projects').update(project.id, { coverImage: new File([bomb], 'cover.png') }),
    );
    expect(err.response.data.coverImage.message).toMatch(/50000 x 50000 pixels/);
    expect(await peakMb()).toBeLessThan(300);
  });

  it('a project created with a bomb among its gallery images is not created', async () => {
    const category = await root.collection('project_categories').create(validPayload('project_categories'));
    const before = (await root.collection('projects').getList(1, 1)).totalItems;
    const err = await refusal(
      admin.collection('projects').create({
        ...validPayload('projects', category.id),
        images: [pngFile('a.png'), new File([bomb], 'b.png'), pngFile('c.png')],
      }),
    );
    expect(err.response.data.images.message).toMatch(/^b\.png: /i);
    expect((await root.collection('projects').getList(1, 1)).totalItems).toBe(before);
  });
});

describe('files are served as images only', () => {
  it('a real GIF named p.js is kept as .gif and served as image/gif with nosniff', async () => {
    const project = await createRecord(root, 'projects');
    const saved = await admin
      .collection('projects')
      .update(project.id, { coverImage: new File([GIF_1PX], 'p.js', { type: 'text/javascript' }) });
    expect(saved.coverImage).toMatch(/^p\w+\.gif$/);
    const res = await fetch(`${server.url}/api/files/projects/${project.id}/${saved.coverImage}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(GIF_1PX);
  });

  it('a JPEG named .png is kept as .jpg', async () => {
    const project = await createRecord(root, 'projects');
    const jpeg = Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
      'base64',
    );
    const saved = await admin.collection('projects').update(project.id, { coverImage: new File([jpeg], 'x.png') });
    expect(saved.coverImage).toMatch(/^x\w+\.jpg$/);
  });
});

describe('thumbs of a stored image over the caps', () => {
  it('are refused before PocketBase decodes it (the server stays under 300 MB)', async () => {
    // A cover kept before the check existed: a valid file, replaced on disk by the bomb.
    const project = await createRecord(root, 'projects');
    const saved = await admin.collection('projects').update(project.id, { coverImage: pngFile('cover.png') });
    const collection = await root.collections.getOne('projects');
    const dir = path.join(server.dataDir, 'storage', collection.id, project.id);
    await writeFile(path.join(dir, saved.coverImage), bomb);

    const url = `${server.url}/api/files/projects/${project.id}/${saved.coverImage}`;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${url}?thumb=480x0`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await readdir(dir)).filter((name) => name.startsWith('thumbs_'))).toEqual([]);
    expect(await rssMb()).toBeLessThan(300);
    expect(await peakMb()).toBeLessThan(300);
  });

  it('are made as usual for an image within the caps', async () => {
    const project = await createRecord(root, 'projects');
    const saved = await admin.collection('projects').update(project.id, { coverImage: pngFile('cover.png') });
    const res = await fetch(`${server.url}/api/files/projects/${project.id}/${saved.coverImage}?thumb=480x0`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('no guest uploads', () => {
  it('users have no file field', async () => {
    const users = await root.collections.getOne('users');
    expect(users.fields.filter((f) => f.type === 'file')).toEqual([]);
  });

  it('a registration sent with files keeps none', async () => {
    const guest = server.client();
    const created = await guest.collection('users').create({
      email: 'guest@example.test',
      password: 'guest-password-123',
      passwordConfirm: 'guest-password-123',
      avatar: new File([gifJsPolyglot()], 'p.js'),
      photo: new File([SVG_WITH_SCRIPT], 'a.svg'),
    });
    const users = await root.collections.getOne('users');
    const stored = await readdir(path.join(server.dataDir, 'storage', users.id)).catch(() => []);
    expect(stored).toEqual([]);
    expect(created).not.toHaveProperty('avatar');
  });
});
