import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GO_MEMORY_LIMIT, HOOKS_POOL, pocketBaseDirArgs, pocketBaseEnv, ROOT } from './pocketbase-bin.mjs';
import { describe, expect, it } from 'vitest';

describe("PocketBase's memory limit", () => {
  it('is the same in production (deploy/site) as for make start and the benchmark', () => {
    const site = readFileSync(path.join(ROOT, 'deploy/site'), 'utf8');
    expect(site).toContain(`export GOMEMLIMIT="\${GOMEMLIMIT:-${GO_MEMORY_LIMIT}}"`);
  });

  it('gives PocketBase the same pool of JS VMs in production as for make start, the tests and the benchmark', () => {
    const site = readFileSync(path.join(ROOT, 'deploy/site'), 'utf8');
    expect(site).toContain(`--hooksPool="\${PB_HOOKS_POOL:-${HOOKS_POOL}}"`);
    expect(pocketBaseDirArgs()).toContain(`--hooksPool=${HOOKS_POOL}`);
  });

  it("leaves an operator's own limit alone", () => {
    expect(pocketBaseEnv({ PATH: '/bin' })).toEqual({ GOMEMLIMIT: GO_MEMORY_LIMIT, PATH: '/bin' });
    expect(pocketBaseEnv({ GOMEMLIMIT: '1GiB' }).GOMEMLIMIT).toBe('1GiB');
  });
});
