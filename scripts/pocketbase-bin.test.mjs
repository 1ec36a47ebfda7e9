import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPocketBase, POCKETBASE_SHA256, sha256Of } from './pocketbase-bin.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'pb-bin-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs pocketbase-bin.mjs as the scripts do, with `env` added; returns its exit code and output. */
function locate(env) {
  try {
    const out = execFileSync(process.execPath, [path.join(import.meta.dirname, 'pocketbase-bin.mjs')], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, out };
  } catch (err) {
    return { code: err.status, out: `${err.stdout}${err.stderr}` };
  }
}

describe("the PocketBase binary's SHA-256", () => {
  it('is recorded for linux-x64, and the installed binary has it', () => {
    expect(POCKETBASE_SHA256['linux-x64']).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Of(findPocketBase())).toBe(POCKETBASE_SHA256['linux-x64']);
  });

  it('refuses a binary of the right version with other bytes, naming both hashes', () => {
    // note: bytes after an ELF binary's end leave it runnable: `--version` still says 0.40.4.
    const changed = path.join(tmp, 'pocketbase');
    copyFileSync(findPocketBase(), changed);
    appendFileSync(changed, 'not the tested build');
    const { code, out } = locate({ POCKETBASE_BIN: changed });
    expect(code).toBe(1);
    expect(out).toContain('is not the binary this project is tested with');
    expect(out).toContain(POCKETBASE_SHA256['linux-x64']);
    expect(out).toContain(sha256Of(changed));
    // An operator who trusts that build names its hash.
    expect(locate({ POCKETBASE_BIN: changed, POCKETBASE_SHA256: sha256Of(changed) })).toEqual({
      code: 0,
      out: `${changed}\n`,
    });
  });
});
