// Tools the tests run that come from Debian's packages: Chromium (browser tests), Caddy and
// nginx (the proxy configs in deploy/ are checked with the real ones), systemd-analyze (the
// unit). Each is used where it is installed; missing, it is installed with apt-get when run as
// root on Debian (as `make test` does), else the caller stops with the install command.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The deploy checks' tools: path, and the Debian package that installs it. */
export const DEPLOY_TOOLS = {
  caddy: { path: '/usr/bin/caddy', pkg: 'caddy' },
  nginx: { path: '/usr/sbin/nginx', pkg: 'nginx' },
  systemdAnalyze: { path: '/usr/bin/systemd-analyze', pkg: 'systemd' },
  // The pages' Brotli copies (pb_hooks/src/lib/pages.ts compresses with it when installed).
  brotli: { path: '/usr/bin/brotli', pkg: 'brotli' },
};

let updated = false;

/** Returns `path` once it exists, installing `pkg` if allowed and needed; else throws. */
export function debianTool(path, pkg, { install = false } = {}) {
  if (existsSync(path)) return path;
  if (install && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.error(`${path} is missing: installing Debian's ${pkg} package...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
    if (existsSync(path)) return path;
  }
  throw new Error(`${path} is missing: install it (Debian: \`sudo apt-get install ${pkg}\`).`);
}
