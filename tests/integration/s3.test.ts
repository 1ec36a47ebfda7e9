/**
 * S3 as a first-class path (issue 27, items 1 and 4): against a real S3-compatible server on
 * loopback (tests/support/s3.ts), uploads land in the bucket with the hooks' thumbs, are served,
 * deletes remove every object of a record (at the cleanup: decision 024); health says storage is unreachable while S3 is down,
 * and the console log says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, pngFile, validPayload } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';
import { ageObjects, startS3, useS3Storage, type TestS3 } from '../support/s3';

const BUCKET = 'site-files';
let s3: TestS3;
let server: TestServer;

/** The object keys in the bucket, sorted. */
async function objects(): Promise<string[]> {
  const res = await fetch(`${s3.endpoint}/${BUCKET}?list-type=2`);
  const xml = await res.text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!).sort();
}

async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not so after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  s3 = await startS3([BUCKET]);
  server = await startPocketBase();
  await useS3Storage(await server.superuser(), s3, BUCKET);
});

afterAll(async () => {
  await server?.dispose();
  await s3?.dispose();
});

describe('uploads with S3 storage', () => {
  it('land in the bucket with their thumbs, are served, and a delete removes every object (at the cleanup)', async () => {
    const root = await server.superuser();
    const project = await createRecord(root, 'projects');
    const saved = await root.collection('projects').update(project.id, { coverImage: pngFile('cover.png') });
    const collection = await root.collections.getOne('projects');
    const prefix = `${collection.id}/${project.id}/`;
    expect(await objects()).toContain(`${prefix}${saved.coverImage}`);
    const file = await fetch(`${server.url}/api/files/projects/${project.id}/${saved.coverImage}`);
    expect(file.status).toBe(200);
    const thumb = await fetch(`${server.url}/api/files/projects/${project.id}/${saved.coverImage}?thumb=480x320`);
    expect(thumb.status).toBe(200);
    expect((await objects()).filter((k) => k.startsWith(`${prefix}thumbs_`)).length).toBeGreaterThan(0);

    await root.collection('projects').delete(project.id);
    // The files are no longer served; they are removed by the cleanup once past its margin, no
    // backup listing them (decision 024: a backup's files stay while it exists).
    expect((await fetch(`${server.url}/api/files/projects/${project.id}/${saved.coverImage}`)).status).toBe(404);
    await ageObjects(s3, 2 * 24 * 3600);
    const cleanup = await root.send('/api/site/cleanup', { method: 'POST' });
    expect(cleanup.storage).toContain(`${prefix}${saved.coverImage}`);
    await eventually(async () => (await objects()).filter((k) => k.startsWith(prefix)).length === 0);
  });
});

describe('an S3 outage', () => {
  it('fails both health checks with the reason for superusers and the console, and recovers', async () => {
    const root = await server.superuser();
    expect(await (await fetch(`${server.url}/api/site/health`)).json()).toMatchObject({
      status: 'ok',
      storage: { ok: true, kind: 's3' },
    });
    await s3.stop();
    try {
      await eventually(async () => (await fetch(`${server.url}/api/health`)).status === 503);
      const site = await fetch(`${server.url}/api/site/health`);
      expect(site.status).toBe(503);
      expect(await site.json()).toMatchObject({ status: 'failed', storage: { ok: false, kind: 's3' } });
      const detail = await root.send('/api/site/health', {}).catch((err: { response: unknown }) => err.response);
      expect(JSON.stringify(detail)).toContain('S3 storage');
      expect(server.output()).toMatch(/UNHEALTHY: S3 storage \(http:\/\/127\.0\.0\.1:\d+, bucket site-files\)/);
      // An upload fails, and the console says why.
      await expect(
        root.collection('services').create({ ...validPayload('services'), image: pngFile('s.png') }),
      ).rejects.toMatchObject({ status: 400 });
      expect(server.output()).toMatch(/Record create failed: services\/\S+: .*(connect|refused|dial)/i);
    } finally {
      await s3.start();
    }
    await eventually(async () => (await fetch(`${server.url}/api/health`)).status === 200);
  });
});
