/**
 * Commands beside a running server (issue 36, item 5): PocketBase's `superuser upsert` and the
 * site's `admin upsert`, run in a loop against the server's data folder as an operator would,
 * never make a write of the server fail. Each command commits from its own process; before,
 * a transaction of the hooks that had read before that commit failed at once with "database is
 * locked (517)" (SQLITE_BUSY_SNAPSHOT): the sample seed rolled back and `make start` exited.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { pocketBaseDirArgs, ROOT } from '../../scripts/pocketbase-bin.mjs';
// @ts-expect-error plain ESM script without types
import { hasContent, seedSampleContent } from '../../scripts/seed/seed.mjs';
import { createRecord } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const run = promisify(execFile);

let server: TestServer;
beforeAll(async () => {
  server = await startPocketBase();
});
afterAll(async () => {
  await server?.dispose();
});

/**
 * Runs the operator's commands one after another against the server's data folder until
 * stop() is called; ran() is how many have run so far, and stop() resolves to how many ran and
 * the output of any that failed.
 */
function commandsInALoop(): { ran: () => number; stop: () => Promise<{ ran: number; failed: string[] }> } {
  let stopping = false;
  let ran = 0;
  const failed: string[] = [];
  const loop = (async () => {
    while (!stopping) {
      const command =
        ran % 2 === 0
          ? ['superuser', 'upsert', 'operator@example.test', 'operator-password-1']
          : ['admin', 'upsert', 'office@example.test', 'office-password-1'];
      await run(server.bin, [...command, '--dev=false', ...pocketBaseDirArgs(server.dataDir)], { cwd: ROOT }).catch(
        (err: { stdout?: string; stderr?: string; message: string }) =>
          failed.push(`${command.slice(0, 2).join(' ')}: ${err.stderr || err.stdout || err.message}`),
      );
      ran++;
    }
    return ran;
  })();
  return {
    ran: () => ran,
    stop: async () => {
      stopping = true;
      return { ran: await loop, failed };
    },
  };
}

it('seeds the sample content while the commands run', { timeout: 300_000 }, async () => {
  const root = await server.superuser();
  const { stop } = commandsInALoop();
  let seeded: Promise<unknown>;
  try {
    seeded = seedSampleContent(root, { log: () => {} });
    await seeded;
  } finally {
    const { ran, failed } = await stop();
    expect(failed).toEqual([]);
    expect(ran).toBeGreaterThan(2);
  }
  expect(await hasContent(root)).toBe(true);
  expect(server.output()).not.toContain('Record create failed');
});

it('takes every one of many staff writes at once while the commands run', { timeout: 300_000 }, async () => {
  const admin: PocketBase = await signedInUser(server, 'staff@example.test', true);
  const root = await server.superuser();
  const services = [];
  for (let i = 0; i < 4; i++) services.push(await createRecord(root, 'services'));
  const commands = commandsInALoop();
  const failures: string[] = [];
  let writes = 0;
  let round = 0;
  try {
    // Rounds of 12 writes at once (creates, which log activity in their transaction, and
    // updates, which run in the one-writer transaction): 6 at least, and until the commands have
    // run a while (each starts a process: on a fast machine 6 rounds ended before the third).
    for (; round < 6 || (commands.ran() < 3 && round < 60); round++) {
      const batch = [
        ...Array.from({ length: 4 }, () => createRecord(admin, 'project_categories')),
        ...Array.from({ length: 4 }, () => createRecord(admin, 'testimonials')),
        ...services.map((s, i) =>
          admin.collection('services').update(s.id, { shortDescription: `Round ${round}, edit ${i}.` }),
        ),
      ];
      writes += batch.length;
      for (const result of await Promise.allSettled(batch))
        if (result.status === 'rejected') failures.push(String(result.reason?.response?.message ?? result.reason));
    }
  } finally {
    const { ran, failed } = await commands.stop();
    expect(failed).toEqual([]);
    expect(ran).toBeGreaterThan(2);
  }
  expect(failures).toEqual([]);
  expect(writes).toBe(12 * round);
  const edited = await root.collection('services').getOne(services[3].id);
  expect(edited.shortDescription).toBe(`Round ${round - 1}, edit 3.`);
});
