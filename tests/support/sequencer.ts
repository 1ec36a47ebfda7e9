/**
 * The order Vitest starts the files of a group (`sequence.groupOrder`) in: longest first,
 * whatever their project, so that no slow browser or server file is left to run last, alone
 * (decision 009).
 * A file's length is its duration in the previous run (Vitest's results cache); files never
 * run before go first, browser files, then server files, then the rest, larger files first.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const UNKNOWN_FIRST = ['e2e', 'integration'];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (spec: TestSpecification) => `${spec.project.name}:${path.relative(config.root, spec.moduleId)}`;
    const rank = (spec: TestSpecification) => {
      const index = UNKNOWN_FIRST.indexOf(spec.project.name);
      return index === -1 ? UNKNOWN_FIRST.length : index;
    };
    const known = (spec: TestSpecification) => cache.getFileTestResults(key(spec))?.duration;
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
