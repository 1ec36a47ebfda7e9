/**
 * The order Vitest starts the files of a group (`sequence.groupOrder`) in: longest first,
 * whatever their project, so that no slow browser or server file is left to run last, alone
 * (decision 009).
 * A file's length is its duration in the previous run on this machine (Vitest's results cache),
 * else its duration in tests/durations.json (committed, so that a fresh clone has an order
 * too; `npm test -- --durations` rewrites it). Files in neither go first, browser files, then
 * server files, then the rest, larger files first.
 *
 * With `--sequence.shuffle` the files are shuffled too, by `--sequence.seed` (Vitest's own
 * random order applies only when no sequencer is set): a file that passes only after another one
 * shows up (issue 25).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const UNKNOWN_FIRST = ['e2e', 'integration'];

/** Seconds by `project:path from the root` (as Vitest's cache keys files), from the root. */
export const DURATIONS_FILE = 'tests/durations.json';

/** tests/durations.json under `root`, or nothing when it is missing. */
export function committedDurations(root: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(path.join(root, DURATIONS_FILE), 'utf8'));
  } catch {
    return {};
  }
}

/** `items` in a random order that `seed` decides (Fisher-Yates over a mulberry32 stream). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  return shuffled;
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    if (config.sequence.shuffle) {
      const groupOrder = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
      return seededShuffle(files, config.sequence.seed).sort((a, b) => groupOrder(a) - groupOrder(b));
    }
    const committed = committedDurations(config.root);
    const key = (spec: TestSpecification) => `${spec.project.name}:${path.relative(config.root, spec.moduleId)}`;
    const rank = (spec: TestSpecification) => {
      const index = UNKNOWN_FIRST.indexOf(spec.project.name);
      return index === -1 ? UNKNOWN_FIRST.length : index;
    };
    const known = (spec: TestSpecification) => {
      const ms = cache.getFileTestResults(key(spec))?.duration;
      const seconds = committed[key(spec)];
      return ms ?? (seconds === undefined ? undefined : seconds * 1000);
    };
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const da = known(a);
      const db = known(b);
      if (da !== undefined && db !== undefined) return db - da;
      if (da !== undefined) return 1;
      if (db !== undefined) return -1;
      return rank(a) - rank(b) || (cache.getFileStats(key(b))?.size ?? 0) - (cache.getFileStats(key(a))?.size ?? 0);
    });
  }
}
