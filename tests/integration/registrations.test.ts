/**
 * Accounts under attack (issue 14, item 4): simultaneous first registrations on a fresh
 * database approve nobody. Apart from accounts.test.ts so that its ten rounds run beside it.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom, startPocketBase, type TestServer } from '../support/pocketbase';

const PASSWORD = 'user-password-123';

describe('first registrations on a fresh database', () => {
  let server: TestServer;
  let root: PocketBase;

  beforeAll(async () => {
    server = await startPocketBase();
    root = await server.superuser();
    // What is raced is the approval, not the hash: bcrypt's lowest cost (4) instead of 10 takes
    // ~1 ms a password instead of ~60 ms of CPU, so the twenty requests of a round reach the
    // database closer together (a tighter race), and the 200 hashes no longer cost ~25 CPU s.
    const users = await root.collections.getOne('users');
    await root.collections.update('users', {
      fields: users.fields.map((field) => (field.name === 'password' ? { ...field, cost: 4 } : field)),
    });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  // note: one test per round, so that each has its own time limit on a loaded machine.
  it.each(Array.from({ length: 10 }, (_, round) => round))(
    'round %i: 20 at once, from 20 addresses, approve nobody',
    async (round) => {
      expect(await root.collection('users').getFullList()).toHaveLength(0);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postFrom(server, `127.0.${round + 1}.${i + 2}`, '/api/collections/users/records', {
            email: `r${round}u${i}@example.test`,
            password: PASSWORD,
            passwordConfirm: PASSWORD,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const users = await root.collection('users').getFullList();
      expect(users).toHaveLength(20);
      expect(users.filter((u) => u.approved)).toEqual([]);
      // Fresh again for the next round.
      for (const user of users) await root.collection('users').delete(user.id);
    },
  );
});
