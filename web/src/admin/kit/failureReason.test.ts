import { ClientResponseError } from 'pocketbase';
import { SaveTimedOut } from '../data/timeLimit';
import { clientError, fakeCollection, fakePb, resetFakePocketBase } from './testing/fakePocketBase';
import {
  FIELD_REASON,
  NOT_ALLOWED_REASON,
  OFFLINE_REASON,
  SERVER_REASON,
  TIMEOUT_REASON,
  TOO_LARGE_REASON,
  TOO_MANY_REASON,
  UNKNOWN_REASON,
  failureReason,
  plainFieldErrors,
} from './failureReason';

vi.mock('../../lib/pocketbase', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
  pb: (await import('./testing/fakePocketBase')).fakePb,
}));

type AuthRefresh = { authRefresh: ReturnType<typeof vi.fn> };

/** A session token the SDK counts as unexpired (its signature is the server's business). */
const token = ['{"alg":"HS256"}', '{"exp":4102444800}', 'sig'].map((part) => btoa(part)).join('.');

beforeEach(() => {
  resetFakePocketBase();
  fakePb.authStore.save(token, { id: 'u1', collectionName: 'users' } as never);
});

it('tells a lost connection and a silent server from a bug in the page, each with a next step', async () => {
  const offline = new ClientResponseError({ status: 0, originalError: new TypeError('Failed to fetch') });
  expect(await failureReason(offline)).toBe(OFFLINE_REASON);
  expect(await failureReason(new SaveTimedOut())).toBe(TIMEOUT_REASON);
  expect(TIMEOUT_REASON).toMatch(/^The server did not answer within 20 seconds/);
  expect(await failureReason(new Error('a bug'))).toBe(UNKNOWN_REASON);
  // Stopped by staff (Cancel): nothing to explain.
  expect(await failureReason(new ClientResponseError({ isAbort: true, status: 0 }))).toBeNull();
});

it('gives the conflict’s own sentence, and a plain next step for each status', async () => {
  const reload = 'This project was changed by someone else — reload to see the latest.';
  expect(await failureReason(clientError(409, reload))).toBe(reload);
  expect(await failureReason(clientError(403, 'Only approved staff may do that.'))).toBe(NOT_ALLOWED_REASON);
  expect(await failureReason(clientError(413, 'Too large.'))).toBe(TOO_LARGE_REASON);
  expect(await failureReason(clientError(429, 'Too many requests.'))).toBe(TOO_MANY_REASON);
  expect(await failureReason(clientError(503, 'The server failed its self-check.'))).toBe(SERVER_REASON);
  expect(await failureReason(clientError(400, 'Invalid.', { title: { code: 'x', message: 'Too long.' } }))).toBe(
    FIELD_REASON,
  );
});

it('asks the server whether the account still counts when a refusal says nothing', async () => {
  const users = fakeCollection('users') as unknown as AuthRefresh;
  users.authRefresh = vi.fn().mockRejectedValue(clientError(403, 'Your account is awaiting approval.'));
  expect(await failureReason(clientError(404, "The requested resource wasn't found."))).toBe(NOT_ALLOWED_REASON);

  users.authRefresh = vi.fn().mockResolvedValue({});
  // Still allowed: PocketBase's catch-all text adds nothing, a hook's own sentence is kept.
  expect(await failureReason(clientError(400, 'Failed to create record.'))).toBe(UNKNOWN_REASON);
  expect(await failureReason(clientError(400, 'This category still has projects.'))).toBe(
    'This category still has projects.',
  );
});

it('words PocketBase’s field codes staff cannot act on', () => {
  const refused = clientError(400, 'Failed to update record.', {
    category: {
      code: 'validation_missing_rel_records',
      message: 'Failed to find all relation records with the provided ids.',
    },
    slug: { code: 'validation_not_unique', message: 'Value must be unique.' },
    title: { code: 'validation_length_out_of_range', message: 'Must be at most 200 characters.' },
  });
  expect(plainFieldErrors(refused)).toEqual({
    category: 'This choice no longer exists (someone may have deleted it). Choose another.',
    slug: 'This is already in use. Choose another.',
    title: 'Must be at most 200 characters.',
  });
});
