/**
 * Vitest's global set-up for the suites that start PocketBase: one folder per run where
 * `startPocketBase` keeps its ready-made data folders (tests/support/pocketbase.ts), removed at
 * the end. Workers find it through `inject('pbTemplates')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of template data folders (see tests/support/pocketbase.ts). */
    pbTemplates: string;
  }
}

// note: the integration and e2e projects both name this file and Vitest loads it once per
// project, so the folder and its users are counted on the process, not the module.
const shared = ((globalThis as { pbTemplates?: { dir: string; users: number } }).pbTemplates ??= {
  dir: '',
  users: 0,
});

export default function setup(project: TestProject): () => void {
  if (!shared.dir) shared.dir = mkdtempSync(path.join(os.tmpdir(), 'pb-templates-'));
  shared.users++;
  project.provide('pbTemplates', shared.dir);
  return () => {
    if (--shared.users > 0) return;
    rmSync(shared.dir, { recursive: true, force: true });
    shared.dir = '';
  };
}
