/**
 * Staff-set order (issue 15, item 1): new items first, a move writes one record, concurrent
 * moves by two staff leave one consistent order, the public reads and pages follow it, and the
 * migration backfills the order the site showed before.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { pocketBaseDirArgs, ROOT } from '../../scripts/pocketbase-bin.mjs';
import { ORDERED_COLLECTIONS } from '../../shared/content';
import { ORDER_SORT } from '../../shared/order';
import { validPayload } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer, statusOf } from '../support/pocketbase';

const run = promisify(execFile);

let server: TestServer;
let root: PocketBase;
let staffA: PocketBase;
let staffB: PocketBase;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  staffA = await signedInUser(server, 'a@example.test', true);
  staffB = await signedInUser(server, 'b@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

interface Placed {
  id: string;
  position: number;
  updated: string;
}

async function order(collection: string, pb: PocketBase = root): Promise<Placed[]> {
  return pb.collection(collection).getFullList<Placed>({ sort: ORDER_SORT });
}

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

function move(pb: PocketBase, collection: string, id: string, target: { before?: string; after?: string }) {
  return pb.send<{ items: Array<{ id: string; position: number }> }>(`/api/site/order/${collection}/${id}`, {
    method: 'POST',
    body: target,
  });
}

async function makeTeam(n: number): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i < n; i++) made.push((await staffA.collection('team').create(validPayload('team'))).id);
  return made;
}

async function clear(collection: string): Promise<void> {
  for (const item of await order(collection)) await root.collection(collection).delete(item.id);
}

it('puts a new item first, in every ordered collection', async () => {
  const category = await root.collection('project_categories').create(validPayload('project_categories'));
  for (const collection of ORDERED_COLLECTIONS) {
    const a = await root.collection(collection).create(validPayload(collection, category.id));
    const b = await root.collection(collection).create(validPayload(collection, category.id));
    const listed = ids(await order(collection));
    expect(listed.indexOf(b.id), collection).toBeLessThan(listed.indexOf(a.id));
    expect(listed[0], collection).toBe(b.id);
  }
});

it('moves an item before or after another, writing only that record', async () => {
  await clear('team');
  const [oldest, middle, newest] = await makeTeam(3); // shown newest first
  const before = await order('team');
  expect(ids(before)).toEqual([newest, middle, oldest]);

  const answer = await move(staffA, 'team', oldest, { before: newest });
  expect(ids(answer.items)).toEqual([oldest, newest, middle]);
  const after = await order('team');
  expect(ids(after)).toEqual([oldest, newest, middle]);
  // Only the moved record's position changed; no record's `updated` did.
  for (const item of after) {
    const was = before.find((b) => b.id === item.id)!;
    expect(item.updated).toBe(was.updated);
    if (item.id !== oldest) expect(item.position).toBe(was.position);
  }

  await move(staffA, 'team', oldest, { after: middle });
  expect(ids(await order('team'))).toEqual([newest, middle, oldest]);
});

it('renumbers only when a gap runs out, and the order stays right', async () => {
  await clear('team');
  const [c, b, a] = await makeTeam(3); // a, b, c
  // Moving the last item between the first two, again and again, halves one gap each time.
  let last = c;
  let second = b;
  for (let i = 0; i < 60; i++) {
    await move(staffA, 'team', last, { after: a });
    [last, second] = [second, last];
  }
  const final = await order('team');
  expect(ids(final)).toEqual([a, second, last]);
  expect(new Set(final.map((item) => item.position)).size).toBe(3);
});

it('keeps one order when two staff move items at the same time', async () => {
  await clear('team');
  const made = await makeTeam(12);
  const start = ids(await order('team'));
  const moves: Array<Promise<unknown>> = [];
  for (let i = 0; i < 40; i++) {
    const pb = i % 2 ? staffA : staffB;
    const id = start[(i * 5) % start.length];
    const anchor = start[(i * 7 + 3) % start.length];
    if (id === anchor) continue;
    moves.push(move(pb, 'team', id, i % 3 ? { before: anchor } : { after: anchor }));
  }
  const results = await Promise.allSettled(moves);
  expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
  const final = await order('team');
  // Every item once, each at its own position, and the public read agrees with the staff's.
  expect([...ids(final)].sort()).toEqual([...made].sort());
  expect(new Set(final.map((item) => item.position)).size).toBe(final.length);
  expect(ids(await order('team', server.client()))).toEqual(ids(final));
  // Each answer was a whole, consistent order too.
  for (const r of results) {
    const items = (r as PromiseFulfilledResult<{ items: Array<{ id: string }> }>).value.items;
    expect([...ids(items)].sort()).toEqual([...made].sort());
  }
});

it('changes the order only by moves: a position written directly is refused', async () => {
  const [x] = await makeTeam(1);
  const before = (await root.collection('team').getOne(x)).position;
  // note: each request starts when its turn comes: a refusal left waiting is an unhandled rejection.
  for (const attempt of [
    () => staffA.collection('team').update(x, { position: -1e9 }),
    () => staffA.collection('team').create({ ...validPayload('team'), position: -1e9 }),
  ]) {
    const err = await attempt().then(
      () => null,
      (e: unknown) => e as ClientResponseError,
    );
    expect(err?.status).toBe(400);
    expect(err?.response.data.position.message).toBe("Change the order with the list's Move buttons.");
  }
  // A form body (or the query string, which PocketBase binds into a form) is refused too.
  for (const [query, body] of [
    ['', 'position=-1000000000'],
    ['?position=-1000000000', 'name=Renamed'],
  ]) {
    const res = await fetch(`${server.url}/api/collections/team/records/${x}${query}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: staffA.authStore.token },
      body,
    });
    expect(res.status).toBe(400);
  }
  expect((await root.collection('team').getOne(x)).position).toBe(before);
});

it('lets only approved admins move, and refuses bad targets', async () => {
  const [x, y] = await makeTeam(2);
  const pending = await signedInUser(server, 'pending@example.test', false);
  expect(await statusOf(move(server.client(), 'team', x, { before: y }))).toBe(401);
  expect(await statusOf(move(pending, 'team', x, { before: y }))).toBe(401);
  const unapproved = server.client();
  await root.collection('users').create({
    email: 'unapproved@example.test',
    password: 'user-password-123',
    passwordConfirm: 'user-password-123',
    approved: true,
  });
  await unapproved.collection('users').authWithPassword('unapproved@example.test', 'user-password-123');
  const user = await root.collection('users').getFirstListItem('email = "unapproved@example.test"');
  await root.collection('users').update(user.id, { approved: false });
  // Revoking ended its token (issue 38): a guest.
  expect(await statusOf(move(unapproved, 'team', x, { before: y }))).toBe(401);

  expect(await statusOf(move(staffA, 'journey', x, { before: y }))).toBe(404);
  expect(await statusOf(move(staffA, 'team', 'nosuchid1234567', { before: y }))).toBe(404);
  expect(await statusOf(move(staffA, 'team', x, {}))).toBe(400);
  expect(await statusOf(move(staffA, 'team', x, { before: y, after: y }))).toBe(400);
  expect(await statusOf(move(staffA, 'team', x, { before: x }))).toBe(400);
  expect(await statusOf(move(staffA, 'team', x, { before: 'nosuchid1234567' }))).toBe(400);
  expect(await statusOf(move(staffA, 'team', x, { before: 12 as unknown as string }))).toBe(400);
});

it('shows the staff order in the public reads and the sitemap (the pages: tests/e2e/order-drafts)', async () => {
  await clear('team');
  const [second, first] = await makeTeam(2);
  expect(ids(await order('team', server.client()))).toEqual([first, second]);
  await move(staffA, 'team', second, { before: first });
  expect(ids(await order('team', server.client()))).toEqual([second, first]);

  const category = await root.collection('project_categories').create(validPayload('project_categories'));
  const p1 = await root.collection('projects').create({ ...validPayload('projects', category.id), published: true });
  const p2 = await root.collection('projects').create({ ...validPayload('projects', category.id), published: true });
  await server.siteRendered();
  let sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap.indexOf(p2.id)).toBeLessThan(sitemap.indexOf(p1.id));
  await move(staffB, 'projects', p1.id, { before: p2.id });
  await server.siteRendered();
  sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap.indexOf(p1.id)).toBeGreaterThan(-1);
  expect(sitemap.indexOf(p1.id)).toBeLessThan(sitemap.indexOf(p2.id));
});

it('backfills the order the site showed before: newest first, categories by name', async () => {
  await clear('team');
  const made = await makeTeam(3);
  const b = await root.collection('project_categories').create({ name: 'Bravo order' });
  const a = await root.collection('project_categories').create({ name: 'alpha order' });
  await server.stop();
  const args = pocketBaseDirArgs(server.dataDir) as string[];
  await new Promise<void>((resolve, reject) => {
    const child = execFile(server.bin, ['migrate', 'down', '1', ...args], { cwd: ROOT }, (err) =>
      err ? reject(err) : resolve(),
    );
    child.stdin!.end('y\n');
  });
  await run(server.bin, ['migrate', 'up', ...args], { cwd: ROOT });
  await server.restart();
  root = await server.superuser();
  expect(ids(await order('team'))).toEqual([...made].reverse());
  const categories = ids(await order('project_categories'));
  expect(categories.indexOf(a.id)).toBeLessThan(categories.indexOf(b.id));
  const projects = await root.collection('projects').getFullList();
  expect(projects.length).toBeGreaterThan(0);
  expect(projects.every((p) => p.published === true)).toBe(true);
});
