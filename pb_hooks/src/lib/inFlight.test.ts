import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSlot } from './inFlight';

/** A store with PocketBase's semantics (tools/store) that records every write made to it. */
function recordingStore() {
  const data = new Map<string, unknown>();
  const writes: string[] = [];
  const store = {
    has: (key: string) => data.has(key),
    get: (key: string) => data.get(key) ?? null,
    getOrSet: (key: string, make: () => unknown) => {
      if (!data.has(key)) {
        writes.push(`getOrSet ${key}`);
        data.set(key, make());
      }
      return data.get(key);
    },
    set: (key: string, value: unknown) => {
      writes.push(`set ${key}`);
      data.set(key, value);
    },
    setFunc: (key: string, fn: (old: unknown) => unknown) => {
      writes.push(`setFunc ${key}`);
      data.set(key, fn(data.get(key)));
    },
    remove: (key: string) => {
      writes.push(`remove ${key}`);
      data.delete(key);
    },
  };
  return { data, writes, app: { store: () => store } as unknown as CoreApp };
}

beforeAll(() => {
  let n = 0;
  (globalThis as { $security?: unknown }).$security = { pseudorandomString: () => `token${++n}` };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('withSlot', () => {
  it('runs up to `max` at once and refuses one more', () => {
    const { app, data } = recordingStore();
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
            expect([...data.keys()].sort()).toEqual(['k.0', 'k.1']);
            withSlot(
              app,
              'k',
              2,
              () => ran.push('third'),
              () => ran.push('refused'),
            );
          },
          () => ran.push('second refused'),
        );
      },
      () => ran.push('first refused'),
    );
    expect(ran).toEqual(['first', 'second', 'refused']);
    expect(data.size).toBe(0);
  });

  it('refuses without writing to the store: a flood of refusals takes no write lock', () => {
    const { app, writes } = recordingStore();
    withSlot(
      app,
      'k',
      1,
      () => {
        const before = writes.length;
        for (let i = 0; i < 10; i++)
          withSlot(
            app,
            'k',
            1,
            () => expect.unreachable('a slot is taken'),
            () => undefined,
          );
        expect(writes.slice(before)).toEqual([]);
      },
      () => expect.unreachable('the slot is free'),
    );
  });

  it('prepares a request only once a slot is free, before it claims one; a refusal is not prepared', () => {
    const { app, data } = recordingStore();
    const steps: string[] = [];
    const prepare = () => steps.push(`prepared with ${data.size} held`);
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
    const { app, data } = recordingStore();
    data.set('k.0', `${Date.now() - 120_000}:lost`);
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
    expect(data.size).toBe(0);
  });

  it('times a slot from its claim, after a long prepare (a body sent slowly)', () => {
    const { app } = recordingStore();
    vi.useFakeTimers();
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

  it('gives the slot back however the request ends', () => {
    const { app } = recordingStore();
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
