/**
 * Nothing is lost: concurrent edits stay consistent, a SIGKILL in the middle of a burst of
 * writes loses no acknowledged write and leaves an intact database, and a backup made
 * through PocketBase's API restores the same content and files.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type PocketBase from 'pocketbase';
import { afterEach, expect, it } from 'vitest';
import { createRecord, pngFile } from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

const run = promisify(execFile);
let server: TestServer | undefined;

afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

/** Runs PRAGMA integrity_check on a (stopped) data dir through PocketBase itself. */
async function integrityCheck(bin: string, dataDir: string): Promise<string> {
  const hooks = await mkdtemp(path.join(os.tmpdir(), 'pb-integrity-'));
  try {
    await writeFile(
      path.join(hooks, 'integrity.pb.js'),
      `$app.rootCmd.addCommand(new Command({
        use: 'integrity',
        run: () => {
          const row = new DynamicModel({ integrity_check: '' });
          $app.db().newQuery('PRAGMA integrity_check').one(row);
          console.log('INTEGRITY=' + row.integrity_check);
        },
      }));`,
    );
    const { stdout, stderr } = await run(bin, ['integrity', `--dir=${dataDir}`, `--hooksDir=${hooks}`]);
    return /INTEGRITY=(\S+)/.exec(stdout + stderr)?.[1] ?? `no answer: ${stdout}${stderr}`;
  } finally {
    await rm(hooks, { recursive: true, force: true });
  }
}

it('keeps 20 parallel edits of one project consistent', async () => {
  server = await startPocketBase();
  const admin = await signedInUser(server, 'admin@example.test', true);
  const root = await server.superuser();
  const project = await createRecord(root, 'projects');
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      admin.collection('projects').update(project.id, { title: `Edit ${i}`, client: `Client ${i}`, year: 2000 + i }),
    ),
  );
  expect(results).toHaveLength(20);
  const after = await root.collection('projects').getOne(project.id);
  const i = Number(after.title.replace('Edit ', ''));
  expect(after.client).toBe(`Client ${i}`);
  expect(after.year).toBe(2000 + i);
  expect((await root.collection('projects').getFullList()).filter((p) => p.id === project.id)).toHaveLength(1);
});

it('loses no acknowledged write when killed with SIGKILL mid-burst, and the database is intact', async () => {
  server = await startPocketBase();
  const root: PocketBase = await server.superuser();
  const acknowledged: string[] = [];
  let killed = false;

  async function writer(w: number) {
    for (let i = 0; !killed; i++) {
      try {
        const r = await root
          .collection('journey')
          .create({ year: 1990 + (i % 30), title: `w${w}-${i}`, description: 'x'.repeat(500) });
        // Answered, so acknowledged, even if the kill was already on its way: must survive.
        acknowledged.push(r.id);
      } catch {
        return; // the server is gone
      }
    }
  }

  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
  killed = true;
  await server.stop('SIGKILL');
  await Promise.all(writers);
  expect(acknowledged.length).toBeGreaterThanOrEqual(150);

  expect(await integrityCheck(server.bin, server.dataDir)).toBe('ok');
  await server.restart();
  const after = await server.superuser();
  const ids = new Set((await after.collection('journey').getFullList({ fields: 'id' })).map((r) => r.id));
  const lost = acknowledged.filter((id) => !ids.has(id));
  expect(lost).toEqual([]);
});

it('restores a backup made through the API to the same content and files', async () => {
  server = await startPocketBase();
  const root = await server.superuser();
  const category = await root.collection('project_categories').create({ name: 'Backed up' });
  const service = await root.collection('services').create({
    title: 'Roofing',
    icon: 'FaHardHat',
    shortDescription: 'Roofs that last',
    longDescription: 'Long text',
    image: pngFile('roof.png'),
  });
  const fileUrl = `${server.url}/api/files/${service.collectionId}/${service.id}/${service.image}`;
  const originalBytes = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
  expect(originalBytes.length).toBeGreaterThan(0);

  await root.backups.create('before.zip');
  expect((await root.backups.getFullList()).map((b) => b.key)).toContain('before.zip');

  // Change everything after the backup.
  await root.collection('services').delete(service.id);
  await root.collection('project_categories').update(category.id, { name: 'Renamed after backup' });
  await root.collection('journey').create({ year: 2020, title: 'After backup', description: 'gone after restore' });

  // note: PocketBase restores by replacing pb_data and restarting its own process in place.
  await root.backups.restore('before.zip').catch(() => undefined);
  const deadline = Date.now() + 30_000;
  let restored: PocketBase | undefined;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    try {
      restored = await server.superuser();
      const names = (await restored.collection('project_categories').getFullList()).map((c) => c.name);
      if (names.includes('Backed up')) break;
    } catch {
      // restarting
    }
  }
  expect(restored).toBeDefined();
  const categories = (await restored!.collection('project_categories').getFullList()).map((c) => c.name);
  expect(categories).toEqual(['Backed up']);
  expect((await restored!.collection('journey').getFullList()).map((j) => j.title)).toEqual([]);
  const back = await restored!.collection('services').getOne(service.id);
  expect(back.image).toBe(service.image);
  const restoredBytes = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
  expect(restoredBytes.equals(originalBytes)).toBe(true);
});
