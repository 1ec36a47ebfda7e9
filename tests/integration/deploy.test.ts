/**
 * deploy/ as the operator installs it: the proxy configs checked by the real Caddy and nginx
 * (Debian's packages), nginx run in front of a real PocketBase, the systemd unit checked by
 * systemd-analyze, and a backup made by the schedule restored by deploy/backup.sh into a new
 * folder with the same content and files.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { DEPLOY_TOOLS, debianTool } from '../../scripts/debian-tools.mjs';
// @ts-expect-error plain ESM script without types
import { pocketBaseDirArgs, ROOT } from '../../scripts/pocketbase-bin.mjs';
// @ts-expect-error plain ESM script without types
import { assembleRuntime } from '../../scripts/runtime.mjs';
import { createRecord } from '../support/fixtures';
import { freePort, startPocketBase, waitForHealth, type TestServer } from '../support/pocketbase';

const run = promisify(execFile);
const DEPLOY = path.join(ROOT, 'deploy');
const tool = (name: keyof typeof DEPLOY_TOOLS): string => debianTool(DEPLOY_TOOLS[name].path, DEPLOY_TOOLS[name].pkg);

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'deploy-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** One HTTPS request to the proxy on 127.0.0.1 for example.lk (its self-signed certificate). */
function httpsRequest(
  port: number,
  urlPath: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer | string } = {},
): Promise<Answer & { body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: options.method ?? 'GET',
        servername: 'example.lk',
        headers: { host: 'example.lk', ...options.headers },
        rejectUnauthorized: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('Caddy', () => {
  it('deploy/Caddyfile is valid for Caddy and formatted as caddy fmt writes it', async () => {
    const caddy = tool('caddy');
    const file = path.join(DEPLOY, 'Caddyfile');
    const { stdout, stderr } = await run(caddy, ['validate', '--config', file, '--adapter', 'caddyfile']);
    expect(stdout + stderr).toContain('Valid configuration');
    expect((await run(caddy, ['fmt', file])).stdout).toBe(await readFile(file, 'utf8'));
  });
});

describe('nginx in front of the app', () => {
  let server: TestServer;
  let nginx: ChildProcess;
  let httpPort: number;
  let httpsPort: number;
  let nginxLog = '';

  beforeAll(async () => {
    server = await startPocketBase({ env: { SITE_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } });
    httpPort = await freePort();
    httpsPort = await freePort();
    const cert = path.join(tmp, 'cert.pem');
    const key = path.join(tmp, 'key.pem');
    await run('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=example.lk', '-days', '1'],
      ...['-keyout', key, '-out', cert],
    ]);
    // The operator's placeholders, filled in for this machine: ports, certificate, upstream.
    const site = (await readFile(path.join(DEPLOY, 'nginx.conf'), 'utf8'))
      .replace(/^\s*#.*\n/gm, '')
      .replace(/listen \[::\]:\d+[^;]*;/g, '')
      .replaceAll('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replaceAll('/etc/letsencrypt/live/example.lk/fullchain.pem', cert)
      .replaceAll('/etc/letsencrypt/live/example.lk/privkey.pem', key)
      .replace('server 127.0.0.1:8090;', `server ${server.url.replace('http://', '')};`);
    expect(site).not.toMatch(/listen (80|443)\b|letsencrypt\/live|:8090/);
    await writeFile(path.join(tmp, 'site.conf'), site);
    // Debian's nginx.conf, reduced to what a test run needs: pid, logs and buffers in the test's
    // own folder, which only its owner may write (so the workers run as that owner).
    await writeFile(
      path.join(tmp, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;' : ''}
       pid ${tmp}/nginx.pid;
       error_log ${tmp}/error.log;
       worker_processes 1;
       events { worker_connections 256; }
       http {
         include /etc/nginx/mime.types;
         access_log off;
         gzip on;
         client_body_temp_path ${tmp}/body;
         proxy_temp_path ${tmp}/proxy;
         include ${tmp}/site.conf;
       }`,
    );
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await server?.dispose();
  });

  it('passes nginx -t', async () => {
    const { stderr } = await run(tool('nginx'), ['-t', '-c', path.join(tmp, 'nginx.conf'), '-p', tmp]);
    expect(stderr).toContain('syntax is ok');
    expect(stderr).toContain('test is successful');
  });

  it('redirects to https, adds HSTS, takes uploads up to the app’s 32 MB and refuses more', async () => {
    nginx = spawn(tool('nginx'), ['-c', path.join(tmp, 'nginx.conf'), '-p', tmp, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr!.on('data', (d) => (nginxLog += d));
    for (let i = 0; i < 100 && nginx.exitCode === null; i++) {
      const up = await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' }).catch(() => null);
      if (up) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const plain = await fetch(`http://127.0.0.1:${httpPort}/projects?x=1`, {
      headers: { host: 'example.lk' },
      redirect: 'manual',
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://example.lk/projects?x=1');

    const home = await httpsRequest(httpsPort, '/');
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");

    // 2 MB (over nginx's 1 MB default) reaches the app, which answers for itself.
    const twoMB = await httpsRequest(httpsPort, '/api/collections/journey/records', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(twoMB.status, twoMB.body.slice(0, 300)).not.toBe(413);
    expect(twoMB.headers['content-type']).toContain('application/json');
    const tooBig = await httpsRequest(httpsPort, '/api/collections/journey/records', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(33 * 1024 * 1024),
    }).catch((err: Error) => err);
    expect(tooBig).toMatchObject({ status: 413 });
  });

  it('counts rate limits by the client’s address, whatever X-Forwarded-For the client sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await httpsRequest(httpsPort, '/api/collections/users/auth-with-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ identity: 'nobody@example.test', password: 'wrong-password' }),
      });
      statuses.push(answer.status);
    }
    // 10 password attempts a minute per address (migration *_rate_limits.js).
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('holds at most 10 realtime streams open per client', async () => {
    const streams: http.ClientRequest[] = [];
    const open = () =>
      new Promise<number>((resolve, reject) => {
        const req = https.request(
          {
            host: '127.0.0.1',
            port: httpsPort,
            path: '/api/realtime',
            servername: 'example.lk',
            headers: { host: 'example.lk', accept: 'text/event-stream' },
            rejectUnauthorized: false,
          },
          (res) => {
            // The first event (PB_CONNECT) arrives at once: the stream is not buffered.
            if (res.statusCode !== 200) resolve(res.statusCode!);
            res.once('data', () => resolve(200));
          },
        );
        req.on('error', reject);
        req.end();
        streams.push(req);
      });
    try {
      const first = await Promise.all(Array.from({ length: 10 }, open));
      expect(first).toEqual(Array(10).fill(200));
      expect(await open()).toBe(429);
    } finally {
      for (const s of streams) s.destroy();
    }
  });
});

it('the systemd unit passes systemd-analyze verify and starts the runtime’s one command', async () => {
  const runtime = path.join(tmp, 'runtime');
  assembleRuntime(runtime);
  const unit = await readFile(path.join(DEPLOY, 'contractor-site.service'), 'utf8');
  expect(unit).toContain('ExecStart=/opt/contractor-site/current/site serve\n');
  const copy = path.join(tmp, 'contractor-site.service');
  await writeFile(copy, unit.replaceAll('/opt/contractor-site/current', runtime));
  const { stdout, stderr } = await run(tool('systemdAnalyze'), ['verify', copy]);
  expect(stdout + stderr).toBe('');
  // The Docker image runs the same runtime and command.
  const dockerfile = await readFile(path.join(ROOT, 'Dockerfile'), 'utf8');
  expect(dockerfile).toContain('node scripts/runtime.mjs /runtime');
  expect(dockerfile).toContain('CMD ["/pb/site", "serve"]');
});

describe('backups', () => {
  let server: TestServer;
  let restored: ChildProcess | undefined;
  afterAll(async () => {
    if (restored && restored.exitCode === null) {
      const exited = new Promise((r) => restored!.once('exit', r));
      restored.kill('SIGTERM');
      await exited;
    }
    await server?.dispose();
  });

  it('a backup made by the schedule restores into a new folder with the same content and files', async () => {
    server = await startPocketBase({ env: { SITE_BACKUP_KEEP: '2' } });
    const root = await server.superuser();
    const services = [await createRecord(root, 'services'), await createRecord(root, 'services')];
    const project = await createRecord(root, 'projects');
    // The job the schedule runs (SITE_BACKUP_CRON), three times: two are kept.
    for (let i = 0; i < 3; i++) {
      await root.crons.run('__pbAutoBackup__');
      await new Promise((r) => setTimeout(r, 1100)); // one name per second
    }
    const backups = (await root.backups.getFullList()).map((b) => b.key).sort();
    expect(backups).toHaveLength(2);
    expect(backups.every((k) => k.startsWith('@auto_pb_backup_'))).toBe(true);
    const bytes = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
    const files = await Promise.all(services.map((s) => bytes(root.files.getURL(s, s.image))));
    // Changed after the backup: the restore brings back the state of the backup.
    await root.collection('services').delete(services[0].id);

    const script = path.join(DEPLOY, 'backup.sh');
    const env = { ...process.env, PB_DATA: server.dataDir };
    expect((await run(script, ['list'], { env })).stdout.trim().split('\n')).toEqual(backups);
    const zip = path.join(server.dataDir, 'backups', backups[1]);
    const dest = path.join(tmp, 'restored');
    await run(script, ['restore', zip, dest], { env });
    await expect(run(script, ['restore', zip, dest], { env })).rejects.toMatchObject({
      stderr: expect.stringContaining('restore into a new folder'),
    });
    const damaged = path.join(tmp, 'damaged.zip');
    await writeFile(damaged, (await readFile(zip)).subarray(0, 2000));
    await expect(run(script, ['restore', damaged, path.join(tmp, 'x')], { env })).rejects.toMatchObject({
      stderr: expect.stringContaining('damaged'),
    });
    await chmod(dest, 0o750);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let log = '';
    restored = spawn(
      server.bin,
      ['serve', `--http=127.0.0.1:${port}`, '--dev=false', '--hooksWatch=false', ...pocketBaseDirArgs(dest)],
      { cwd: ROOT, env: { ...process.env, SITE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    restored.stdout!.on('data', (d) => (log += d));
    restored.stderr!.on('data', (d) => (log += d));
    await waitForHealth(url, restored, () => log);

    const list = async (base: string) =>
      (await (await fetch(`${base}/api/collections/services/records?sort=created`)).json()).items.map(
        (s: { id: string; title: string; image: string }) => [s.id, s.title, s.image],
      );
    expect(await list(url)).toEqual(services.map((s) => [s.id, s.title, s.image]));
    for (const [i, s] of services.entries()) {
      expect(files[i].length).toBeGreaterThan(0);
      expect(await bytes(`${url}/api/files/services/${s.id}/${s.image}`)).toEqual(files[i]);
    }
    expect((await (await fetch(`${url}/api/collections/projects/records/${project.id}`)).json()).title).toBe(
      project.title,
    );
  });
});
