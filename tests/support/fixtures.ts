/**
 * Valid records for every collection, for tests that need one to exist: from the content
 * model's examples (shared/content.ts), so a new field or collection needs nothing here.
 */
import { ClientResponseError } from 'pocketbase';
import type PocketBase from 'pocketbase';
import { expect } from 'vitest';
import {
  CONTENT,
  declarationOf,
  PUBLIC_COLLECTIONS,
  SINGLETON_COLLECTIONS,
  WRITABLE_COLLECTIONS as ALL_COLLECTIONS,
  type Declaration,
} from '../../shared/content';

/** A real 1×1 PNG: PocketBase checks uploads by content, not by name. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

export function pngFile(name = 'image.png'): File {
  return new File([PNG_1PX], name, { type: 'image/png' });
}

/** The same PNG as a browser test chooses it in a file input (playwright's `setInputFiles`). */
export function pngInput(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/png', buffer: PNG_1PX };
}

/** The public content's collections (shared/content.ts). */
export const CONTENT_COLLECTIONS = PUBLIC_COLLECTIONS;

export { SINGLETON_COLLECTIONS };

/** Every collection staff write to: the public content plus the quote requests. */
export const WRITABLE_COLLECTIONS = ALL_COLLECTIONS;

/** A collection's name (fixtures take any declared one: shared/content.ts). */
export type ContentCollection = string;

let counter = 0;

function declared(collection: string): Declaration {
  const declaration = declarationOf(collection);
  if (!declaration) throw new Error(`${collection} is not declared in shared/content.ts`);
  return declaration;
}

/**
 * A valid create payload for `collection` (projects need a category: pass its id): the content
 * model's example, its label numbered (names are unique), an image in each required file field.
 */
export function validPayload(collection: ContentCollection, categoryId = ''): Record<string, unknown> {
  const n = ++counter;
  const declaration = declared(collection);
  const payload: Record<string, unknown> = { ...declaration.example };
  if (declaration.label) payload[declaration.label] = `${String(payload[declaration.label])} ${n}`;
  if ('category' in payload) payload.category = categoryId;
  for (const [name, field] of Object.entries(declaration.fields))
    if (field.type === 'file' && field.required) payload[name] = pngFile();
  return payload;
}

/**
 * A field change that any valid record of `collection` accepts: its label, else its first plain
 * one-line text field, else its first number.
 */
export function validUpdate(collection: ContentCollection): { field: string; value: unknown } {
  const declaration = declared(collection);
  const fields = Object.entries(declaration.fields);
  const text = fields.find(
    ([, f]) => f.type === 'text' && !('check' in f && f.check) && !('multiline' in f && f.multiline),
  );
  const field = declaration.label || text?.[0];
  if (field) return { field, value: `Changed ${++counter}` };
  const number = fields.find(([, f]) => f.type === 'number')!;
  return { field: number[0], value: ++counter };
}

/** Creates one record of `collection` as `pb` (a superuser), with a category when needed. */
export async function createRecord(pb: PocketBase, collection: ContentCollection) {
  let categoryId = '';
  if ('category' in declared(collection).fields) {
    const categories = CONTENT.categories.collection;
    categoryId = (await pb.collection(categories).create(validPayload(categories))).id;
  }
  return pb.collection(collection).create(validPayload(collection, categoryId));
}

/** The error a request that must be refused was refused with (it fails the test if it was not). */
export async function refusal(promise: Promise<unknown>): Promise<ClientResponseError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ClientResponseError);
  return err as ClientResponseError;
}
