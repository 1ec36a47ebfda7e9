import { loadPocketBase } from './loadPocketBase';
import { pb } from './pocketbase';

it('loads the one client of the app, once for every caller', async () => {
  const [first, second] = await Promise.all([loadPocketBase(), loadPocketBase()]);
  expect(first).toBe(pb);
  expect(second).toBe(pb);
});
