/**
 * Record lists read without a token, per client address and collection (issue 38, decision 048;
 * docs/SECURITY.md, bursts): GUEST_LIST_LIMIT in a window, then 429 before any search. The
 * sign-in screens' reads fit; signed-in staff keep the `/api/` rule; a revoked account's old token
 * is a guest here too.
 */
import http from 'node:http';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, PUBLIC_KEYS } from '../../shared/content';
import { GUEST_LIST_LIMIT } from '../../shared/limits';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;

beforeAll(async () => {
  server = await startPocketBase({ sampleContent: true });
  root = await server.superuser();
  // The last approved admin cannot be revoked: this one stays.
  await signedInUser(server, 'keeper@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

/** A GET from a given loopback source address (the limiter counts per address): the status. */
function statusFrom(localAddress: string, path: string, token = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${server.url}${path}`,
      { localAddress, agent: false, headers: token ? { Authorization: token } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
  });
}

const listOf = (collection: string) => `/api/collections/${collection}/records?perPage=1`;
const PROJECTS = listOf(CONTENT.projects.collection);

/** `count` lists of `path` from `address`, one after another: their statuses. */
async function lists(address: string, count: number, token = '', path = PROJECTS): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await statusFrom(address, path, token));
  return statuses;
}

describe('record lists read by a guest', () => {
  it('are limited by a rule of GUEST_LIST_LIMIT for guests', async () => {
    const rules: { label: string }[] = (await root.settings.getAll()).rateLimits.rules;
    expect(rules.filter((rule) => rule.label === '*:list')).toEqual([
      { label: '*:list', audience: '@guest', ...GUEST_LIST_LIMIT },
    ]);
  });

  it('take each public collection’s list once per visit to the sign-in screens, as many visits as the limit', async () => {
    // web/src/stores/site.ts fetchAll reads one list of each public collection but the
    // testimonials (their own store reads theirs): here all of them at once, a visit at a time.
    for (let visit = 0; visit < GUEST_LIST_LIMIT.maxRequests; visit++) {
      const statuses = await Promise.all(
        PUBLIC_KEYS.map((key) => statusFrom('127.0.4.5', listOf(CONTENT[key].collection))),
      );
      expect(statuses).toEqual(PUBLIC_KEYS.map(() => 200));
    }
    expect(await statusFrom('127.0.4.5', PROJECTS)).toBe(429);
  });

  it(`are answered ${GUEST_LIST_LIMIT.maxRequests} times per address and collection in a window, then 429; another address is not held`, async () => {
    const { maxRequests } = GUEST_LIST_LIMIT;
    expect(await lists('127.0.4.1', maxRequests)).toEqual(Array(maxRequests).fill(200));
    const over = await lists('127.0.4.1', 3);
    expect(over).toEqual([429, 429, 429]);
    // A single record is no list: the `/api/` rule still answers it.
    const { items } = await root.collection('projects').getList(1, 1, { filter: 'published = true' });
    expect(await statusFrom('127.0.4.1', `/api/collections/projects/records/${items[0]!.id}`)).toBe(200);
    // note: PocketBase keeps a window per collection: another collection's lists have their own.
    expect(await statusFrom('127.0.4.1', listOf(CONTENT.services.collection))).toBe(200);
    expect(await statusFrom('127.0.4.2', PROJECTS)).toBe(200);
  });

  it('do not hold signed-in staff, from an address past the limit', async () => {
    const { maxRequests } = GUEST_LIST_LIMIT;
    expect((await lists('127.0.4.3', maxRequests + 1)).pop()).toBe(429);
    const staff = await signedInUser(server, 'staff-lists@example.test', true);
    expect(await lists('127.0.4.3', 20, staff.authStore.token)).toEqual(Array(20).fill(200));
  });

  it('hold a revoked account’s old token as a guest', async () => {
    const pb = await signedInUser(server, 'revoked-lists@example.test', true);
    const token = pb.authStore.token;
    await root.collection('users').update(pb.authStore.record!.id, { approved: false });
    const { maxRequests } = GUEST_LIST_LIMIT;
    // Its token no longer verifies: the lists are answered as a guest's, then held as one.
    expect(await lists('127.0.4.4', maxRequests + 2, token)).toEqual([...Array(maxRequests).fill(200), 429, 429]);
  });
});
