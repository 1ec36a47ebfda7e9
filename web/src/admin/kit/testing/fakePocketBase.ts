/**
 * A stand-in for the app's PocketBase client in admin unit tests:
 *   vi.mock('../../lib/pocketbase', async (importOriginal) => ({
 *     ...(await importOriginal<typeof import('../../lib/pocketbase')>()),
 *     pb: (await import('../../testing/testing/fakePocketBase')).fakePb,
 *   }));
 * Every collection's methods are `vi.fn()`s that resolve to empty results until a test says otherwise.
 */
import { BaseAuthStore, ClientResponseError } from 'pocketbase';
import type { Mock } from 'vitest';

export interface FakeCollection {
  getOne: Mock;
  getList: Mock;
  getFullList: Mock;
  getFirstListItem: Mock;
  create: Mock;
  update: Mock;
  delete: Mock;
}

const collections = new Map<string, FakeCollection>();

/** The fake of one collection (created on first use). */
export function fakeCollection(name: string): FakeCollection {
  let collection = collections.get(name);
  if (!collection) {
    collection = {
      getOne: vi.fn().mockRejectedValue(clientError(404, "The requested resource wasn't found.")),
      getList: vi.fn().mockResolvedValue({ items: [], page: 1, perPage: 200, totalItems: 0, totalPages: 0 }),
      getFullList: vi.fn().mockResolvedValue([]),
      getFirstListItem: vi.fn().mockRejectedValue(clientError(404, "The requested resource wasn't found.")),
      create: vi.fn(async (data: Record<string, unknown>) => ({
        id: 'new1',
        collectionName: name,
        created: '2030-01-01 00:00:00.000Z',
        ...data,
      })),
      update: vi.fn(async (id: string, data: Record<string, unknown>) => ({ id, collectionName: name, ...data })),
      delete: vi.fn().mockResolvedValue(true),
    };
    collections.set(name, collection);
  }
  return collection;
}

/** Forgets every collection's fakes (call in `beforeEach`). */
export function resetFakePocketBase(): void {
  collections.clear();
  fakeSend.mockReset();
}

/** A PocketBase client error as the SDK throws it. */
export function clientError(status: number, message: string, data: Record<string, unknown> = {}): ClientResponseError {
  return new ClientResponseError({ status, response: { code: status, message, data } });
}

/** The fake of `pb.send` (the site's own routes: moves); reset by `resetFakePocketBase`. */
export const fakeSend: Mock = vi.fn();

export const fakePb = {
  authStore: new BaseAuthStore(),
  collection: (name: string) => fakeCollection(name),
  send: (...args: unknown[]) => fakeSend(...args),
  files: {
    getURL: (record: { id: string; collectionName?: string }, filename: string, options: { thumb?: string } = {}) =>
      filename
        ? `http://localhost/api/files/${record.collectionName}/${record.id}/${filename}${options.thumb ? `?thumb=${options.thumb}` : ''}`
        : '',
  },
};
