/** Project category slugs: derived from the name when empty, unique, validated. */
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  server = await startPocketBase();
  admin = await signedInUser(server, 'admin@example.test', true);
});

afterAll(async () => {
  await server?.dispose();
});

const categories = () => admin.collection('project_categories');

it('derives the slug from the name', async () => {
  const c = await categories().create({ name: 'Interior & Décor' });
  expect(c.slug).toBe('interior-and-decor');
});

it('numbers a slug that is taken', async () => {
  await categories().create({ name: 'Commercial' });
  const again = await categories().create({ name: 'Commercial!' });
  expect(again.slug).toBe('commercial-2');
});

it('keeps a slug given explicitly, and its slug when renamed', async () => {
  const c = await categories().create({ name: 'Residential Homes', slug: 'homes' });
  expect(c.slug).toBe('homes');
  const renamed = await categories().update(c.id, { name: 'Houses' });
  expect(renamed.slug).toBe('homes');
});

it('fills the slug again when it is cleared', async () => {
  const c = await categories().create({ name: 'Renovation' });
  const cleared = await categories().update(c.id, { name: 'Restoration', slug: '' });
  expect(cleared.slug).toBe('restoration');
});

it('falls back for names without Latin letters', async () => {
  const c = await categories().create({ name: 'නිවාස' });
  expect(c.slug).toBe('category');
});

it('refuses a malformed or duplicate slug and a duplicate name, with field errors', async () => {
  for (const [data, field] of [
    [{ name: 'Bad slug', slug: 'Not A Slug' }, 'slug'],
    [{ name: 'Dup slug', slug: 'homes' }, 'slug'],
    [{ name: 'commercial' }, 'name'],
  ] as const) {
    const err = await categories()
      .create(data)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(ClientResponseError);
    const response = (err as ClientResponseError).response;
    expect((err as ClientResponseError).status).toBe(400);
    expect(Object.keys(response.data)).toContain(field);
  }
});

it('refuses to delete a category that projects still use, with a clear message', async () => {
  const c = await categories().create({ name: 'In Use' });
  const project = {
    title: 'P',
    category: c.id,
    client: 'C',
    architect: 'A',
    location: 'Galle',
    cost: 'LKR 1M',
    year: 2020,
    status: 'Completed',
  };
  const p1 = await admin.collection('projects').create(project);
  await admin.collection('projects').create(project);
  const err = await categories()
    .delete(c.id)
    .then(
      () => null,
      (e: unknown) => e as ClientResponseError,
    );
  expect(err?.status).toBe(400);
  expect(err?.response.message).toBe(
    'This category still has 2 projects. Move them to another category or delete them first.',
  );
  await admin.collection('projects').delete(p1.id);
  const again = await categories()
    .delete(c.id)
    .then(
      () => null,
      (e: unknown) => e as ClientResponseError,
    );
  expect(again?.response.message).toBe(
    'This category still has 1 project. Move it to another category or delete it first.',
  );
  expect((await categories().getOne(c.id)).id).toBe(c.id);
});

it('deletes an unused category', async () => {
  const c = await categories().create({ name: 'Unused' });
  await categories().delete(c.id);
  const err = await categories()
    .getOne(c.id)
    .then(
      () => null,
      (e: unknown) => e as ClientResponseError,
    );
  expect(err?.status).toBe(404);
});
