import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { RECORD_HOOKS, runSteps } from './recordHooks';

const event = (log: string[]) => ({ next: () => log.push('pocketbase') });

it('runs the steps in order, each inside the one before, and PocketBase last', () => {
  const log: string[] = [];
  const around = (name: string) => ({
    run: (_e: unknown, next: () => void) => {
      log.push(`${name} before`);
      next();
      log.push(`${name} after`);
    },
  });
  runSteps([around('a'), around('b')], event(log));
  expect(log).toEqual(['a before', 'b before', 'pocketbase', 'b after', 'a after']);
});

it('ends the chain at a step that does not go on, and passes on what a step throws', () => {
  const log: string[] = [];
  const answer = { run: () => log.push('answered') };
  const later = { run: (_e: unknown, next: () => void) => (log.push('later'), next()) };
  runSteps([answer, later], event(log));
  expect(log).toEqual(['answered']);
  const refuse = {
    run: () => {
      throw new Error('refused');
    },
  };
  expect(() => runSteps([refuse, later], event(log))).toThrow('refused');
  expect(log).toEqual(['answered']);
});

it('calls PocketBase once when there is no step', () => {
  const log: string[] = [];
  runSteps([], event(log));
  expect(log).toEqual(['pocketbase']);
});

it('registers the record events it runs in one entry file only', () => {
  // A second handler of the same event would hold a VM of its own again for the rest of the
  // request (decision 042).
  const dir = path.join(import.meta.dirname, '..');
  const registering = (hook: string) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.pb.ts'))
      .filter((file) => new RegExp(`^${hook}\\(`, 'm').test(readFileSync(path.join(dir, file), 'utf8')));
  for (const hook of RECORD_HOOKS) expect([hook, registering(hook)]).toEqual([hook, ['record-hooks.pb.ts']]);
});
