/**
 * Limits on what one request or one client may hold (issue 14, item 5): the 32 MB request cap
 * of docs/SECURITY.md holds on record routes too (PocketBase's own limit there adds each file
 * field's maximum: 248 MB for a project), with or without a Content-Length; a client address
 * holds at most MAX_REALTIME_PER_CLIENT realtime streams.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REALTIME_PER_CLIENT } from '../../shared/limits';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startPocketBase();
  admin = await signedInUser(server, 'admin@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

/** A project create of five 7 MB gallery files (each within the 8 MB per-file cap): 35 MB. */
function bigForm(): FormData {
  const form = new FormData();
  form.set('title', 'Big');
  for (let i = 0; i < 5; i++)
    form.append('images', new Blob([new Uint8Array(7 * 1024 * 1024).fill(i + 1)]), `${i}.png`);
  return form;
}

describe('request bodies over 32 MB', () => {
  it('are refused with 413 on a record route', async () => {
    const res = await fetch(`${server.url}/api/collections/projects/records`, {
      method: 'POST',
      headers: { Authorization: admin.authStore.token },
      body: bigForm(),
    });
    expect(res.status).toBe(413);
  });

  it('are refused when sent without a Content-Length (chunked)', async () => {
    const body = new Response(bigForm());
    const contentType = body.headers.get('content-type')!;
    const res = await fetch(`${server.url}/api/collections/projects/records`, {
      method: 'POST',
      headers: { Authorization: admin.authStore.token, 'Content-Type': contentType },
      body: body.body,
      duplex: 'half',
    } as RequestInit);
    expect([400, 413]).toContain(res.status);
    const answer = (await res.json()) as { status: number; message: string };
    expect(answer.message).toMatch(/too large/i);
    expect((await admin.collection('projects').getList(1, 1)).totalItems).toBe(0);
  });
});

describe('realtime streams', () => {
  /** Opens a stream and waits for its first event; returns its status and a way to close it. */
  async function openStream(): Promise<{ status: number; close: () => void }> {
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/realtime`, { signal: controller.signal });
    if (res.status === 200) await res.body!.getReader().read();
    else await res.text();
    return { status: res.status, close: () => controller.abort() };
  }

  it(`are limited to ${MAX_REALTIME_PER_CLIENT} per client address; a closed one frees its place`, async () => {
    const open = [];
    for (let i = 0; i < MAX_REALTIME_PER_CLIENT; i++) open.push(await openStream());
    expect(open.map((s) => s.status)).toEqual(Array(MAX_REALTIME_PER_CLIENT).fill(200));
    const refused = await openStream();
    expect(refused.status).toBe(429);

    open.pop()!.close();
    let again = 0;
    for (let tries = 0; tries < 40 && again !== 200; tries++) {
      await new Promise((r) => setTimeout(r, 50));
      const stream = await openStream();
      again = stream.status;
      if (again === 200) open.push(stream);
    }
    expect(again).toBe(200);
    for (const stream of open) stream.close();
  });
});
