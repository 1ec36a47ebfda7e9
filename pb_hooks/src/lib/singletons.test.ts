import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The module reads the built shared code (npm run build) at load, as PocketBase's JSVM does.
vi.stubGlobal('__hooks', path.resolve(__dirname, '..', '..'));
const { isTakenId } = await import('./singletons');

describe('isTakenId', () => {
  it('knows a create that lost the race for the one id', () => {
    expect(isTakenId(new Error('id: Value must be unique.'))).toBe(true);
    expect(isTakenId('GoError: id: Value must be unique.')).toBe(true);
    expect(isTakenId(new Error('constraint failed: UNIQUE constraint failed: Footer_menu.id (1555)'))).toBe(true);
  });

  it('leaves every other failure its own cause', () => {
    expect(isTakenId(new Error('database is locked (517)'))).toBe(false);
    expect(isTakenId(new Error('database or disk is full (13)'))).toBe(false);
    expect(isTakenId(new Error('slug: Value must be unique.'))).toBe(false);
    expect(isTakenId(new Error('constraint failed: UNIQUE constraint failed: Footer_menu.slug (2067)'))).toBe(false);
  });
});
