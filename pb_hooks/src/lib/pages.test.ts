import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { START_ASKED_KEY } from './pages';

it('the response middleware reads the mark of the start render by the name pages.ts sets', () => {
  // A handler sees no constant outside its own body: it names the store key itself.
  const middleware = readFileSync(path.join(import.meta.dirname, '..', 'responses.pb.ts'), 'utf8');
  expect(middleware).toContain(`e.app.store().has('${START_ASKED_KEY}')`);
});
