/**
 * Valid records for every collection, for tests that need one to exist.
 */
import { ClientResponseError } from 'pocketbase';
import type PocketBase from 'pocketbase';
import { expect } from 'vitest';

/** A real 1×1 PNG: PocketBase checks uploads by content, not by name. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

export function pngFile(name = 'image.png'): File {
  return new File([PNG_1PX], name, { type: 'image/png' });
}

export const CONTENT_COLLECTIONS = [
  'project_categories',
  'projects',
  'services',
  'team',
  'journey',
  'home_settings',
  'about_settings',
  'contact_settings',
  'Footer_menu',
  'stats_settings',
  'testimonials',
] as const;

export const SINGLETON_COLLECTIONS = [
  'home_settings',
  'about_settings',
  'contact_settings',
  'Footer_menu',
  'stats_settings',
] as const;

/** Every collection staff write to: the public content plus the quote requests. */
export const WRITABLE_COLLECTIONS = [...CONTENT_COLLECTIONS, 'inquiries'] as const;

export type ContentCollection = (typeof WRITABLE_COLLECTIONS)[number];

let counter = 0;

/** A valid create payload for `collection` (projects need a category: pass its id). */
export function validPayload(collection: ContentCollection, categoryId = ''): Record<string, unknown> {
  const n = ++counter;
  switch (collection) {
    case 'project_categories':
      return { name: `Category ${n}` };
    case 'projects':
      return {
        title: `Project ${n}`,
        category: categoryId,
        client: 'Client',
        architect: 'Architect',
        location: 'Colombo',
        cost: 'LKR 10M',
        year: 2024,
        status: 'Completed',
        published: true,
      };
    case 'services':
      return {
        title: `Service ${n}`,
        icon: 'Quality',
        shortDescription: 'Short',
        longDescription: 'Long',
        image: pngFile(),
        published: true,
      };
    case 'team':
      return { name: `Member ${n}`, role: 'Engineer', bio: 'Bio' };
    case 'journey':
      return { year: 2000 + (n % 50), title: `Step ${n}`, description: 'What happened' };
    case 'home_settings':
      return { title: 'Home', subtitle: 'Sub' };
    case 'about_settings':
      return { title: 'About', description: 'Desc' };
    case 'contact_settings':
      return {
        email: 'info@example.lk',
        phone: '+94 11 234 5678',
        address: 'Colombo',
        googleMapsUrl: 'https://www.google.com/maps/embed?pb=x',
      };
    case 'Footer_menu':
      return { company_name: 'Company' };
    case 'stats_settings':
      return { total_projects: 1, ongoing_projects: 0, years_experience: 2, happy_clients: 3 };
    case 'testimonials':
      return { client_name: `Client ${n}`, quote: 'They finished on time and on budget.' };
    case 'inquiries':
      return { name: `Visitor ${n}`, phone: '077 123 4567', message: 'Please quote for a two-storey house.' };
  }
}

/** A field change that any valid record of `collection` accepts, and how to read it back. */
export function validUpdate(collection: ContentCollection): { field: string; value: unknown } {
  switch (collection) {
    case 'project_categories':
      return { field: 'name', value: `Renamed ${++counter}` };
    case 'projects':
    case 'services':
    case 'journey':
    case 'home_settings':
    case 'about_settings':
      return { field: 'title', value: `Changed ${++counter}` };
    case 'team':
      return { field: 'name', value: `Changed ${++counter}` };
    case 'contact_settings':
      return { field: 'phone', value: `+94 77 ${++counter}` };
    case 'Footer_menu':
      return { field: 'company_name', value: `Changed ${++counter}` };
    case 'stats_settings':
      return { field: 'total_projects', value: ++counter };
    case 'testimonials':
      return { field: 'client_name', value: `Changed ${++counter}` };
    case 'inquiries':
      return { field: 'location', value: `Galle ${++counter}` };
  }
}

/** Creates one record of `collection` as `pb` (a superuser), with a category when needed. */
export async function createRecord(pb: PocketBase, collection: ContentCollection) {
  let categoryId = '';
  if (collection === 'projects') {
    categoryId = (await pb.collection('project_categories').create(validPayload('project_categories'))).id;
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
