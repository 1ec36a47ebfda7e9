/**
 * Thousands of quote requests for a test (the Inbox at scale, issue 29): a copy of the built
 * hooks with one more route, superusers only, that inserts them in one SQL statement (through the
 * API, 5,000 creates take minutes on a shared machine). Each is `Seeded Visitor <n>`, phone
 * +9471<n, 7 digits>, "Request number <n> for a house.", the services taking turns, statuses
 * New, Contacted, Quoted, Won in turn, one every 10 minutes back from now (about 35 days).
 */
import type PocketBase from 'pocketbase';
import { hooksWith, removeHooks } from './extraHooks';

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

/** A copy of the built hooks that can seed requests; remove it with `removeHooks` after the test. */
export function hooksWithLeadSeed(): Promise<string> {
  return hooksWith('zz-seed-leads.pb.js', HOOK);
}

/** Inserts `count` requests for `services` (one or two ids). */
export async function seedLeads(root: PocketBase, count: number, services: string[]): Promise<void> {
  await root.send(ROUTE, { method: 'POST', body: { count, services } });
}

export { removeHooks };
