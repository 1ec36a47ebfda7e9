/**
 * A Vitest reporter that writes how long each file took (setup included, as Vitest's results
 * cache counts it) into tests/durations.json, the order a fresh clone runs the files in
 * (tests/support/sequencer.ts). `npm test -- --durations` adds it; it writes only after a run
 * where everything passed, keeps the files that did not run and drops those that are gone.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { committedDurations, DURATIONS_FILE } from './sequencer';

export default class Durations implements Reporter {
  private root = '';

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: readonly TestModule[], errors: readonly unknown[], reason: TestRunEndReason): void {
    if (reason !== 'passed' || errors.length) return;
    const durations = committedDurations(this.root);
    for (const module of modules) {
      const key = `${module.project.name}:${path.relative(this.root, module.moduleId)}`;
      durations[key] = Math.round(module.diagnostic().duration / 100) / 10;
    }
    const kept = Object.entries(durations)
      .filter(([key]) => existsSync(path.join(this.root, key.slice(key.indexOf(':') + 1))))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    writeFileSync(path.join(this.root, DURATIONS_FILE), `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  }
}
