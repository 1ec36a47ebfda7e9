import { expect, it } from 'vitest';
import { ACTIVITY_SUBJECTS } from '../../../shared/activity';
import { updateAction } from './activity';
import { PUBLIC_CONTENT } from './collections';

it("logs every collection of the site's content, and only those", () => {
  expect(Object.keys(ACTIVITY_SUBJECTS).sort()).toEqual([...PUBLIC_CONTENT].sort());
});

it('calls a change of the Published switch publishing or unpublishing, anything else an edit', () => {
  expect(updateAction(false, true)).toBe('published');
  expect(updateAction(true, false)).toBe('unpublished');
  expect(updateAction(true, true)).toBe('edited');
  expect(updateAction(false, false)).toBe('edited');
});
