/**
 * Registration tells an email in use from a new one (issue 26, item 7): the form keeps its
 * message for an email in use, so this cannot be fully hidden. It is an accepted risk, bounded by
 * the registration rate limit, and docs/SECURITY.md says so with the limit's numbers.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ROOT } from '../../scripts/pocketbase-bin.mjs';
import { postFrom, startPocketBase, type TestServer } from '../support/pocketbase';

const PASSWORD = 'user-password-123';
const TAKEN = 'taken@example.test';

describe('registration and emails in use', () => {
  let server: TestServer;
  let root: PocketBase;
  let limit: { duration: number; maxRequests: number };

  const register = (from: string, email: string) =>
    postFrom(server, from, '/api/collections/users/records', { email, password: PASSWORD, passwordConfirm: PASSWORD });

  beforeAll(async () => {
    server = await startPocketBase();
    root = await server.superuser();
    await root.collection('users').create({ email: TAKEN, password: PASSWORD, passwordConfirm: PASSWORD });
    const settings = await root.settings.getAll();
    const rules = settings.rateLimits.rules as {
      label: string;
      audience: string;
      duration: number;
      maxRequests: number;
    }[];
    limit = rules.find((rule) => rule.label === 'users:create' && rule.audience === '@guest')!;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('answers an email in use with validation_not_unique and a new one with 200 (the accepted risk)', async () => {
    const taken = await register('127.0.20.1', TAKEN);
    expect(taken.status).toBe(400);
    expect((taken.json.data as Record<string, { code: string }>).email.code).toBe('validation_not_unique');
    expect((await register('127.0.20.2', 'new@example.test')).status).toBe(200);
  });

  it('lets one address try only the limit’s number of emails a window, taken ones counted (429 beyond)', async () => {
    expect(limit).toMatchObject({ duration: 60, maxRequests: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < limit.maxRequests; i++)
      statuses.push((await register('127.0.21.1', `guess${i}@example.test`)).status);
    statuses.push((await register('127.0.21.1', TAKEN)).status);
    statuses.push((await register('127.0.21.1', 'another-guess@example.test')).status);
    expect(statuses).toEqual([...Array(limit.maxRequests).fill(200), 429, 429]);
    // Taken emails count as much as new ones.
    const probes: number[] = [];
    for (let i = 0; i <= limit.maxRequests; i++) probes.push((await register('127.0.21.2', TAKEN)).status);
    expect(probes).toEqual([...Array(limit.maxRequests).fill(400), 429]);
  });

  it('docs/SECURITY.md records the accepted risk with the limit’s numbers', async () => {
    const security = await readFile(path.join(ROOT, 'docs/SECURITY.md'), 'utf8');
    const row = security.split('\n').find((line) => line.includes('email in use') && line.includes('accepted risk'));
    expect(row, 'a row on registration and emails in use, called an accepted risk').toBeTruthy();
    expect(row).toContain(`${limit.maxRequests} registrations per ${limit.duration} s per client address`);
    expect(row).toContain('registration-enumeration.test.ts');
  });
});
