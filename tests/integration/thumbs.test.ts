/**
 * Thumbs made by the uploader (issue 13, decision 006, shared/thumbs.ts): an approved admin
 * stores a JPEG thumb of a declared size and PocketBase serves exactly it, and its WebP twin to
 * a browser that takes WebP; everyone else, every undeclared size, wrong size, other format,
 * broken or animated image, oversized body or vanished file is refused and nothing is stored; a
 * thumb PocketBase makes itself still works for a file nobody sent one for.
 */
import type PocketBase from 'pocketbase';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, CONTENT_KEYS } from '../../shared/content';
import { THUMBS } from '../../shared/images';
import { MAX_THUMB_BYTES, THUMB_FORM_FIELD, THUMB_QUALITY, thumbBox, thumbPath } from '../../shared/thumbs';
import { validPayload } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let admin: PocketBase;
let pending: PocketBase;
let project: { id: string; coverImage: string; images: string[] };

/** A photo-like JPEG (noise compresses badly, as photos do) of the given size. */
async function photo(width: number, height: number, quality = 90): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A thumb of `size` cut from `original` the way shared/thumbs.ts says (as the browser does). */
async function thumbOf(original: Buffer, size: string): Promise<Buffer> {
  const meta = await sharp(original).metadata();
  const box = thumbBox(size, meta.width!, meta.height!)!;
  return sharp(original)
    .extract({
      left: Math.round(box.sx),
      top: Math.round(box.sy),
      width: Math.round(box.sw),
      height: Math.round(box.sh),
    })
    .resize(box.width, box.height, { fit: 'fill' })
    .jpeg({ quality: Math.round(THUMB_QUALITY.jpeg * 100) })
    .toBuffer();
}

/** The WebP twin of `thumbOf(original, size)`, as the browser encodes it. */
async function webpOf(original: Buffer, size: string): Promise<Buffer> {
  return sharp(await thumbOf(original, size))
    .webp({ quality: Math.round(THUMB_QUALITY.webp * 100) })
    .toBuffer();
}

/** The form of a PUT: the server tells the format by the bytes, not by the part's name or type. */
function form(body: Buffer): FormData {
  const data = new FormData();
  data.append(THUMB_FORM_FIELD, new File([new Uint8Array(body)], 'thumb', { type: 'application/octet-stream' }));
  return data;
}

/** PUTs a thumb as `pb` (its auth token, if any) and returns the status. */
async function putThumb(
  pb: PocketBase | null,
  size: string,
  body: Buffer,
  filename = project.coverImage,
  record = project.id,
): Promise<number> {
  const headers: Record<string, string> = {};
  if (pb?.authStore.token) headers.Authorization = pb.authStore.token;
  const res = await fetch(server.url + thumbPath('projects', record, filename, size), {
    method: 'PUT',
    headers,
    body: form(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/** A thumb as served to a client that sends `accept` (none: Node's fetch sends `*\/*`). */
async function servedAs(filename: string, size: string, accept?: string): Promise<{ body: Buffer; headers: Headers }> {
  const res = await fetch(`${server.url}/api/files/projects/${project.id}/${filename}?thumb=${size}`, {
    headers: accept ? { Accept: accept } : {},
  });
  expect(res.status).toBe(200);
  return { body: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

async function served(filename: string, size: string): Promise<Buffer> {
  return (await servedAs(filename, size)).body;
}

/** What Chrome sends for an <img>. */
const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let cover: Buffer;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  admin = await signedInUser(server, 'admin@example.test', true);
  await signedInUser(server, 'pending@example.test', false);
  pending = server.client();
  // An unapproved account can sign in to nothing; its token is made by the superuser.
  const impersonated = await root
    .collection('users')
    .impersonate((await root.collection('users').getFirstListItem('email="pending@example.test"')).id, 600);
  pending.authStore.save(impersonated.authStore.token, impersonated.authStore.record);
  cover = await photo(1200, 800);
  const category = await root.collection('project_categories').create(validPayload('project_categories'));
  project = await root.collection('projects').create({
    ...validPayload('projects', category.id),
    coverImage: new File([new Uint8Array(cover)], 'cover.jpg', { type: 'image/jpeg' }),
    images: [
      new File([new Uint8Array(await sharp(cover).png().toBuffer())], 'plan.png', { type: 'image/png' }),
      new File([new Uint8Array(await photo(800, 1200))], 'tall.jpg', { type: 'image/jpeg' }),
    ],
  });
});

afterAll(async () => {
  await server?.dispose();
});

describe('an approved admin stores a thumb and PocketBase serves it', () => {
  it('serves the stored bytes, about half of what PocketBase makes at quality 95', async () => {
    const own = await served(project.images[1], '480x320');
    const thumb = await thumbOf(cover, '480x0');
    expect(await putThumb(admin, '480x0', thumb)).toBe(204);
    const stored = await served(project.coverImage, '480x0');
    expect(stored.equals(thumb)).toBe(true);
    expect((await sharp(stored).metadata()).width).toBe(480);
    // PocketBase's own thumb of a photo of the same kind, for scale.
    expect(own.length).toBeGreaterThan(thumb.length * 1.3);
  });

  it('replaces a thumb PocketBase already made', async () => {
    await served(project.coverImage, '720x0');
    const thumb = await thumbOf(cover, '720x0');
    expect(await putThumb(root, '720x0', thumb)).toBe(204);
    expect((await served(project.coverImage, '720x0')).equals(thumb)).toBe(true);
  });

  it('takes a fill crop of a tall photo (centre) at its declared size', async () => {
    const tall = await photo(800, 1200);
    const thumb = await thumbOf(tall, '360x240');
    expect(await putThumb(admin, '360x240', thumb, project.images[1])).toBe(204);
    expect((await served(project.images[1], '360x240')).equals(thumb)).toBe(true);
  });

  it('keeps the last of many stores of one thumb at once, whole', async () => {
    const thumbs = await Promise.all(
      [75, 80, 85, 90].map((q) => sharp(cover).resize(960, 640).jpeg({ quality: q }).toBuffer()),
    );
    const statuses = await Promise.all(
      thumbs.flatMap((t) => [putThumb(admin, '960x0', t), putThumb(admin, '960x0', t)]),
    );
    expect(statuses.every((s) => s === 204)).toBe(true);
    const stored = await served(project.coverImage, '960x0');
    expect(thumbs.some((t) => t.equals(stored))).toBe(true);
  });
});

describe('a WebP twin, served to a browser that takes WebP', () => {
  it('serves the twin by Accept, and the JPEG to everyone else; both vary by Accept', async () => {
    const jpeg = await thumbOf(cover, '480x0');
    const webp = await webpOf(cover, '480x0');
    expect(await putThumb(admin, '480x0', jpeg)).toBe(204);
    expect(await putThumb(admin, '480x0', webp)).toBe(204);
    const chrome = await servedAs(project.coverImage, '480x0', CHROME_IMAGE_ACCEPT);
    expect(chrome.body.equals(webp)).toBe(true);
    expect(chrome.headers.get('content-type')).toBe('image/webp');
    expect(chrome.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(chrome.headers.get('content-disposition')).toMatch(/\.webp/);
    // The twin is smaller: that is what it is for.
    expect(webp.length).toBeLessThan(jpeg.length);
    for (const accept of [undefined, 'image/png,image/*;q=0.8,*/*;q=0.5', 'image/webp;q=0, image/jpeg']) {
      const other = await servedAs(project.coverImage, '480x0', accept);
      expect(other.body.equals(jpeg)).toBe(true);
      expect(other.headers.get('content-type')).toBe('image/jpeg');
      expect(other.headers.get('vary')).toMatch(/\bAccept\b/);
    }
  });

  it('keeps the last of many twins stored at once, whole', async () => {
    const twins = await Promise.all(
      [60, 70, 80, 90].map(async (q) =>
        sharp(await thumbOf(cover, '480x0'))
          .webp({ quality: q })
          .toBuffer(),
      ),
    );
    const statuses = await Promise.all(
      twins.flatMap((t) => [putThumb(admin, '480x0', t), putThumb(admin, '480x0', t)]),
    );
    expect(statuses.every((s) => s === 204)).toBe(true);
    const served = (await servedAs(project.coverImage, '480x0', CHROME_IMAGE_ACCEPT)).body;
    expect(twins.some((t) => t.equals(served))).toBe(true);
  });

  it('serves the JPEG to a browser that takes WebP when no twin was stored', async () => {
    const jpeg = await thumbOf(cover, '360x0');
    expect(await putThumb(admin, '360x0', jpeg)).toBe(204);
    const chrome = await servedAs(project.coverImage, '360x0', CHROME_IMAGE_ACCEPT);
    expect(chrome.body.equals(jpeg)).toBe(true);
    expect(chrome.headers.get('content-type')).toBe('image/jpeg');
  });

  it('leaves the original file alone', async () => {
    const res = await fetch(`${server.url}/api/files/projects/${project.id}/${project.coverImage}`, {
      headers: { Accept: CHROME_IMAGE_ACCEPT },
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(cover)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('vary') ?? '').not.toMatch(/\bAccept\b/);
  });

  it('refuses a twin of the wrong size, a cut one, a header alone and an animated one; the JPEG stays served', async () => {
    const jpeg = await thumbOf(cover, '960x0');
    expect(await putThumb(admin, '960x0', jpeg)).toBe(204);
    expect(await putThumb(admin, '960x0', await webpOf(cover, '480x0'))).toBe(400);
    const webp = await webpOf(cover, '960x0');
    expect(await putThumb(admin, '960x0', webp.subarray(0, webp.length - 64))).toBe(400);
    // A RIFF length that matches and a VP8X header of the right size, but no image in it.
    const header = Buffer.alloc(30);
    header.write('RIFF', 0, 'ascii');
    header.writeUInt32LE(22, 4);
    header.write('WEBPVP8X', 8, 'ascii');
    header.writeUInt32LE(10, 16);
    header.writeUIntLE(959, 24, 3);
    header.writeUIntLE(639, 27, 3);
    expect(await putThumb(admin, '960x0', header)).toBe(400);
    const animated = await sharp([jpeg, await sharp(jpeg).flip().toBuffer()], { join: { animated: true } })
      .webp({ quality: 80, loop: 0 })
      .toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(2);
    expect(await putThumb(admin, '960x0', animated)).toBe(400);
    const chrome = await servedAs(project.coverImage, '960x0', CHROME_IMAGE_ACCEPT);
    expect(chrome.body.equals(jpeg)).toBe(true);
  });
});

describe('one list of thumb sizes', () => {
  it('the sizes the browser makes (shared/images.ts) are the ones the schema declares', async () => {
    const declared: Record<string, Record<string, string[]>> = {};
    for (const collection of await root.collections.getFullList()) {
      for (const field of collection.fields) {
        if (field.type === 'file' && field.thumbs?.length)
          (declared[collection.name] ??= {})[field.name] = field.thumbs;
      }
    }
    // note: THUMBS is keyed by the content model's keys (shared/content.ts), the schema by name.
    const fromModel: Record<string, Record<string, readonly string[]>> = {};
    for (const key of CONTENT_KEYS) {
      const sizes = THUMBS[key] as Record<string, readonly string[]>;
      if (Object.keys(sizes).length) fromModel[CONTENT[key].collection] = sizes;
    }
    expect(declared).toEqual(fromModel);
  });
});

describe('everything else is refused and nothing is stored', () => {
  it('refuses visitors (401) and unapproved accounts (403)', async () => {
    const thumb = await thumbOf(cover, '1200x0');
    expect(await putThumb(null, '1200x0', thumb)).toBe(401);
    expect(await putThumb(pending, '1200x0', thumb)).toBe(403);
    const own = await served(project.coverImage, '1200x0');
    expect(own.equals(thumb)).toBe(false);
  });

  it('refuses a size the field does not declare, a wrong size and what is not a JPEG', async () => {
    expect(await putThumb(admin, '100x100', await sharp(cover).resize(100, 100).jpeg().toBuffer())).toBe(400);
    expect(await putThumb(admin, '1600x0', await sharp(cover).resize(1600, 1000).jpeg().toBuffer())).toBe(400);
    const flat = sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#886644' } });
    expect(await putThumb(admin, '1600x0', await flat.png().toBuffer())).toBe(400);
    const half = await sharp(cover).resize(1600, 1067).jpeg().toBuffer();
    expect(await putThumb(admin, '1600x0', half.subarray(0, half.length >> 1))).toBe(400);
    // The right one is taken: 1200x800 scaled to 1600 wide is 1067 high.
    expect(await putThumb(admin, '1600x0', await thumbOf(cover, '1600x0'))).toBe(204);
  });

  it('refuses a thumb of a PNG original (PocketBase keeps those as PNG), JPEG or WebP', async () => {
    expect(await putThumb(admin, '480x320', await thumbOf(cover, '480x320'), project.images[0])).toBe(400);
    expect(await putThumb(admin, '480x320', await webpOf(cover, '480x320'), project.images[0])).toBe(400);
  });

  it('refuses a body over the limit (413)', async () => {
    const huge = Buffer.concat([await thumbOf(cover, '480x0'), Buffer.alloc(MAX_THUMB_BYTES)]);
    expect(await putThumb(admin, '480x0', huge)).toBe(413);
  });

  it('answers 404 for an unknown record or file, and for a file replaced meanwhile', async () => {
    const thumb = await thumbOf(cover, '480x0');
    expect(await putThumb(admin, '480x0', thumb, 'nope.jpg')).toBe(404);
    expect(await putThumb(admin, '480x0', thumb, project.coverImage, 'aaaaaaaaaaaaaaa')).toBe(404);
    const before = project.coverImage;
    const updated = await root.collection('projects').update(project.id, {
      coverImage: new File([new Uint8Array(cover)], 'cover2.jpg', { type: 'image/jpeg' }),
    });
    expect(await putThumb(admin, '480x0', thumb, before)).toBe(404);
    project = { ...project, coverImage: updated.coverImage };
    expect(await putThumb(admin, '480x0', thumb)).toBe(204);
  });
});
