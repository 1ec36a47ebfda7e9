/**
 * Thousands of quote requests for a test (the Inbox at scale, issue 29): a copy of the built
 * hooks with one more route, superusers only, that inserts them in one SQL statement (through the
 * API, 5,000 creates take minutes on a shared machine). Each is `Seeded Visitor <n>`, phone
 * +9471<n, 7 digits>, "Request number <n> for a house.", the services taking turns, statuses
 * New, Contacted, Quoted, Won in turn, one every 10 minutes back from now (about 35 days).
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PocketBase from 'pocketbase';
// @ts-expect-error plain ESM script without types
import { ROOT } from '../../scripts/pocketbase-bin.mjs';

const ROUTE = '/api/test/seed-leads';

const HOOK = `routerAdd('POST', '${ROUTE}', (e) => {
  const body = e.requestInfo().body;
  e.app.db().newQuery(
    "WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < {:last}) " +
    "INSERT INTO inquiries (id, name, phone, message, service, status, handled, created, updated) " +
    "SELECT substr(lower(hex(randomblob(8))), 1, 15), 'Seeded Visitor ' || n, '+9471' || substr('0000000' || n, -7), " +
    "'Request number ' || n || ' for a house.', CASE n % 2 WHEN 1 THEN {:a} ELSE {:b} END, " +
    "CASE n % 4 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' WHEN 2 THEN 'quoted' ELSE 'won' END, n % 4 != 0, " +
    "strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || (n * 10 + 1) || ' minutes'), " +
    "strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || (n * 10 + 1) || ' minutes') FROM seq"
  ).bind({ last: body.count - 1, a: body.services[0], b: body.services[1] || body.services[0] }).execute();
  e.noContent(204);
}, $apis.requireSuperuserAuth());
`;

/** A copy of the built hooks that can seed requests; remove it with `rm` after the test. */
export async function hooksWithLeadSeed(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-hooks-leads-'));
  await cp(path.join(ROOT, 'pb_hooks'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}src`) });
  await writeFile(path.join(dir, 'zz-seed-leads.pb.js'), HOOK);
  return dir;
}

/** Inserts `count` requests for `services` (one or two ids). */
export async function seedLeads(root: PocketBase, count: number, services: string[]): Promise<void> {
  await root.send(ROUTE, { method: 'POST', body: { count, services } });
}

export async function removeHooks(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}
