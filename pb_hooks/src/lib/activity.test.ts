import { expect, it } from 'vitest';
import { switchAction, updateAction } from './activity';

it('calls a change of the Published switch publishing or unpublishing, anything else an edit', () => {
  expect(updateAction(false, true)).toBe('published');
  expect(updateAction(true, false)).toBe('unpublished');
  expect(updateAction(true, true)).toBe('edited');
  expect(updateAction(false, false)).toBe('edited');
});

it('logs a switch only when it flips', () => {
  expect(switchAction(false, true, 'approved', 'revoked')).toBe('approved');
  expect(switchAction(true, false, 'approved', 'revoked')).toBe('revoked');
  expect(switchAction(true, true, 'approved', 'revoked')).toBeNull();
});
