/**
 * A real S3-compatible server for a test (s3rver, from the npm registry) on a free loopback
 * port, its objects in a temporary folder; `stop()` ends it (an outage), `start()` brings it
 * back on the same port and data, `dispose()` removes everything.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import S3rver from 's3rver';
import { freePort } from './pocketbase';

export interface TestS3 {
  endpoint: string;
  /** The folder s3rver keeps its buckets in. */
  dir: string;
  /** PocketBase's S3 settings for `bucket` on this server. */
  settings(bucket: string): Record<string, unknown>;
  start(): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startS3(buckets: string[]): Promise<TestS3> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 's3-test-'));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory: dir,
      silent: true,
      configureBuckets: buckets.map((name) => ({ name, configs: [] })),
    });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    dir,
    settings: (bucket) => ({
      enabled: true,
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKey: 'S3RVER',
      secret: 'S3RVER',
      forcePathStyle: true,
    }),
    start,
    stop,
    async dispose() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Switches the server's file storage to `bucket` on `s3`. */
export async function useS3Storage(root: PocketBase, s3: TestS3, bucket: string): Promise<void> {
  await root.settings.update({ s3: s3.settings(bucket) });
}

/** Makes every object in `s3` look `ageSeconds` old (s3rver reports its files' modification time). */
export async function ageObjects(s3: TestS3, ageSeconds: number): Promise<void> {
  const when = new Date(Date.now() - ageSeconds * 1000);
  const entries = await readdir(s3.dir, { recursive: true, withFileTypes: true });
  for (const entry of entries)
    if (entry.isFile() && entry.name.endsWith('._S3rver_object'))
      await utimes(path.join(entry.parentPath, entry.name), when, when);
}

/** The object keys in `bucket`, sorted. */
export async function listObjects(s3: TestS3, bucket: string): Promise<string[]> {
  const xml = await (await fetch(`${s3.endpoint}/${bucket}?list-type=2&max-keys=1000`)).text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!).sort();
}

/** Every object of `bucket` with the SHA-256 of its bytes, by key: to tell that nothing changed. */
export async function bucketSnapshot(s3: TestS3, bucket: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const key of await listObjects(s3, bucket)) {
    const body = Buffer.from(await (await fetch(`${s3.endpoint}/${bucket}/${key}`)).arrayBuffer());
    snapshot[key] = createHash('sha256').update(body).digest('hex');
  }
  return snapshot;
}
