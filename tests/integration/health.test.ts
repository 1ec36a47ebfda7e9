/**
 * Health that tells the truth, a console that says why (issue 27, item 4): with the data folder
 * on a small disk that fills up, both health checks answer 503 (the reason for superusers
 * only), a failed save reaches the console log with its reason, and both recover when room is
 * made; a start names the migrations it applies. (S3 storage down: tests/integration/s3.test.ts.)
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, open, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findPocketBase, pocketBaseDirArgs, ROOT } from '../../scripts/pocketbase-bin.mjs';
import { validPayload } from '../support/fixtures';
import { freePort, startPocketBase, waitForHealth, type TestServer } from '../support/pocketbase';

const run = promisify(execFile);

/** Polls `check` every 200 ms until it returns true, for up to `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not so after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a data folder on a disk that fills up', () => {
  let server: TestServer;
  let saved: string;
  let mounted = false;
  const filler = () => path.join(server.dataDir, 'filler.bin');

  beforeAll(async () => {
    server = await startPocketBase();
    await server.stop();
    // The server's data folder becomes a 48 MB disk of its own (a tmpfs; the tests run as root).
    saved = await mkdtemp(path.join(os.tmpdir(), 'pb-health-'));
    await cp(server.dataDir, saved, { recursive: true });
    try {
      await run('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', server.dataDir]);
    } catch (err) {
      throw new Error(`This test mounts a small tmpfs and needs root: ${String(err)}`, { cause: err });
    }
    mounted = true;
    await cp(saved, server.dataDir, { recursive: true });
    await server.restart();
  });

  afterAll(async () => {
    await server?.stop();
    if (mounted) await run('umount', [server.dataDir]);
    await server?.dispose();
    if (saved) await rm(saved, { recursive: true, force: true });
  });

  it('is healthy with room to write', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const site = await fetch(`${server.url}/api/site/health`);
    expect(site.status).toBe(200);
    expect(await site.json()).toMatchObject({ status: 'ok', data: { ok: true }, storage: { ok: true, kind: 'local' } });
  });

  it('answers 503 on both checks when the disk is full, says why to superusers, and logs failed saves', async () => {
    const root = await server.superuser();
    // Fill every block: writes until the disk refuses.
    const handle = await open(filler(), 'w');
    const chunk = Buffer.alloc(1024 * 1024, 1);
    try {
      for (;;) await handle.write(chunk);
    } catch (err) {
      expect(String(err)).toContain('ENOSPC');
    } finally {
      await handle.close().catch(() => {});
    }
    expect((await statfs(server.dataDir)).bavail).toBeLessThan(64);

    await eventually(async () => (await fetch(`${server.url}/api/health`)).status === 503);
    const anonymous = await fetch(`${server.url}/api/site/health`);
    expect(anonymous.status).toBe(503);
    const shown = await anonymous.json();
    expect(shown).toMatchObject({ status: 'failed', data: { ok: false }, storage: { ok: true } });
    expect(JSON.stringify(shown)).not.toContain(server.dataDir);
    const detail = await root.send('/api/site/health', {}).catch((err: { response: unknown }) => err.response);
    expect(JSON.stringify(detail)).toContain('cannot be written');
    expect(server.output()).toMatch(/UNHEALTHY: the data folder .* cannot be written/);

    // A save that needs the disk fails, and the console log says why.
    await expect(root.collection('journey').create(validPayload('journey'))).rejects.toMatchObject({ status: 400 });
    expect(server.output()).toMatch(/Record create failed: journey\/.*(full|space)/i);
  });

  it('recovers when room is made, and says so', async () => {
    await rm(filler());
    await eventually(async () => (await fetch(`${server.url}/api/health`)).status === 200);
    expect((await fetch(`${server.url}/api/site/health`)).status).toBe(200);
    expect(server.output()).toContain('every check passes again');
  });

  it('does not log a save refused by validation: that answer is the client’s', async () => {
    const root = await server.superuser();
    await expect(root.collection('journey').create({})).rejects.toMatchObject({ status: 400 });
    await expect(
      root.collection('journey').create({ ...validPayload('journey'), description: 'x'.repeat(100_000) }),
    ).rejects.toMatchObject({ status: 400 });
    expect(server.output()).not.toMatch(/Record create failed: journey\/\S+: (\w+: cannot be blank|Failed to save)/);
  });
});

describe('a start that applies migrations', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pb-fresh-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names them on the console before serving', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = spawn(
      findPocketBase(),
      ['serve', `--http=127.0.0.1:${port}`, '--automigrate=false', '--dev=false', ...pocketBaseDirArgs(dir)],
      { cwd: ROOT, env: { ...process.env, SITE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    proc.stdout!.on('data', (d) => (log += d));
    proc.stderr!.on('data', (d) => (log += d));
    try {
      await waitForHealth(url, proc, () => log);
      expect(log).toMatch(/Applying \d+ migration\(s\) before serving: \d+_\w+\.js/);
      expect(log).toContain('_upload_guards.js');
    } finally {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    }
  });
});
