import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { slotsDir, withSlot } from './inFlight';

// PocketBase's `$os` (Go's os package) on Node's fs, and a data folder of the test's own.
let dataDir = '';
let calls: string[] = [];
let logged: string[] = [];
const app = {
  dataDir: () => dataDir,
  logger: () => ({ error: (message: string) => logged.push(message) }),
} as unknown as CoreApp;

beforeAll(() => {
  let n = 0;
  const g = globalThis as Record<string, unknown>;
  g.$security = { pseudorandomString: () => `token${++n}` };
  g.$os = {
    readDir: (dir: string) => {
      calls.push('readDir');
      return readdirSync(dir).map((name) => ({ name: () => name }));
    },
    stat: (p: string) => statSync(p),
    mkdir: (p: string) => {
      calls.push('mkdir');
      mkdirSync(p);
    },
    mkdirAll: (p: string) => mkdirSync(p, { recursive: true }),
    rename: (from: string, to: string) => renameSync(from, to),
    remove: (p: string) => rmdirSync(p),
    removeAll: (p: string) => rmSync(p, { recursive: true, force: true }),
  };
});

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'slots-'));
  calls = [];
  logged = [];
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The slots held now, as directories under the slots folder. */
const held = () => {
  try {
    return readdirSync(slotsDir(app)).sort();
  } catch {
    return [];
  }
};

describe('withSlot', () => {
  it('runs up to `max` at once and refuses one more', () => {
    const ran: string[] = [];
    withSlot(
      app,
      'k',
      2,
      () => {
        ran.push('first');
        withSlot(
          app,
          'k',
          2,
          () => {
            ran.push('second');
            expect(held()).toEqual(['k.0', 'k.1']);
            withSlot(
              app,
              'k',
              2,
              () => ran.push('third'),
              () => ran.push('third refused'),
            );
          },
          () => ran.push('second refused'),
        );
      },
      () => ran.push('first refused'),
    );
    expect(ran).toEqual(['first', 'second', 'third refused']);
    expect(held()).toEqual([]);
  });

  it('keeps the slots of each key apart, whatever characters the key has', () => {
    const ran: string[] = [];
    withSlot(
      app,
      'realtime:2001:db8::1/x',
      1,
      () =>
        withSlot(
          app,
          'realtime:10.0.0.1',
          1,
          () => {
            ran.push('both');
            expect(held()).toEqual(['realtime%3A10.0.0.1.0', 'realtime%3A2001%3Adb8%3A%3A1%2Fx.0']);
          },
          () => ran.push('refused'),
        ),
      () => ran.push('refused'),
    );
    expect(ran).toEqual(['both']);
  });

  it('refuses without making anything: a flood of refusals only reads', () => {
    withSlot(
      app,
      'k',
      1,
      () => {
        calls = [];
        for (let i = 0; i < 10; i++)
          withSlot(
            app,
            'k',
            1,
            () => expect.unreachable('a slot is taken'),
            () => undefined,
          );
        expect(calls).toEqual(Array(10).fill('readDir'));
      },
      () => expect.unreachable('the slot is free'),
    );
  });

  it('prepares a request only once a slot is free, before it claims one; a refusal is not prepared', () => {
    const steps: string[] = [];
    const prepare = () => steps.push(`prepared with ${held().length} held`);
    withSlot(
      app,
      'k',
      1,
      () => {
        steps.push('ran');
        withSlot(
          app,
          'k',
          1,
          () => steps.push('ran again'),
          () => steps.push('refused'),
          { prepare },
        );
      },
      () => steps.push('first refused'),
      { prepare },
    );
    expect(steps).toEqual(['prepared with 0 held', 'ran', 'refused']);
  });

  it('takes over a slot held past `staleMs`, never one within it', () => {
    // A slot its request never gave back, claimed two minutes ago.
    mkdirSync(path.join(slotsDir(app), 'k.0', `${Date.now() - 120_000}-lost`), { recursive: true });
    const steps: string[] = [];
    withSlot(
      app,
      'k',
      1,
      () => steps.push('fresh one ran'),
      () => steps.push('fresh one refused'),
      { staleMs: Infinity },
    );
    withSlot(
      app,
      'k',
      1,
      () => {
        steps.push('took over');
        // Taken over, the slot is held again.
        withSlot(
          app,
          'k',
          1,
          () => steps.push('a third ran'),
          () => steps.push('a third refused'),
          { staleMs: 60_000 },
        );
      },
      () => steps.push('refused'),
      { staleMs: 60_000 },
    );
    expect(steps).toEqual(['fresh one refused', 'took over', 'a third refused']);
    expect(held()).toEqual([]);
  });

  it('does not give back a slot another request took over', () => {
    const steps: string[] = [];
    withSlot(
      app,
      'k',
      1,
      () => {
        // The slot is taken over while its request still runs (it ran past staleMs).
        const dir = path.join(slotsDir(app), 'k.0');
        renameSync(dir, `${dir}.gone`);
        rmSync(`${dir}.gone`, { recursive: true });
        mkdirSync(path.join(dir, `${Date.now()}-other`), { recursive: true });
      },
      () => steps.push('refused'),
    );
    expect(held()).toEqual(['k.0']);
    expect(readdirSync(path.join(slotsDir(app), 'k.0'))[0]).toMatch(/-other$/);
    withSlot(
      app,
      'k',
      1,
      () => steps.push('ran'),
      () => steps.push('refused while the other holds it'),
    );
    expect(steps).toEqual(['refused while the other holds it']);
  });

  it('times a slot from its claim, after a long prepare (a body sent slowly)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const steps: string[] = [];
    withSlot(
      app,
      'k',
      1,
      () =>
        withSlot(
          app,
          'k',
          1,
          () => steps.push('took over'),
          () => steps.push('refused'),
          { staleMs: 60_000 },
        ),
      () => steps.push('first refused'),
      { prepare: () => vi.advanceTimersByTime(120_000), staleMs: 60_000 },
    );
    expect(steps).toEqual(['refused']);
  });

  it('refuses, and says why in the log, when a slot cannot be made (the disk)', () => {
    // The slots' folder is a file: every mkdir under it fails.
    mkdirSync(path.dirname(slotsDir(app)), { recursive: true });
    writeFileSync(slotsDir(app), '');
    const steps: string[] = [];
    withSlot(
      app,
      'k',
      1,
      () => steps.push('ran'),
      () => steps.push('refused'),
    );
    expect(steps).toEqual(['refused']);
    expect(logged).toEqual(['A request slot could not be made: refused']);
  });

  it('gives the slot back however the request ends', () => {
    expect(() =>
      withSlot(
        app,
        'k',
        1,
        () => {
          throw new Error('a failed write');
        },
        () => undefined,
      ),
    ).toThrow('a failed write');
    expect(held()).toEqual([]);
    let ran = false;
    withSlot(
      app,
      'k',
      1,
      () => (ran = true),
      () => undefined,
    );
    expect(ran).toBe(true);
  });
});
