/**
 * The content model (shared/content.ts, decision 018) and the migrations cannot drift: each
 * declaration equals the collection the migrations leave behind, field by field (name, type,
 * required, length, range, choices, files and thumbs, relation target) and in its rules' shape.
 * A field added to one and not the other fails here.
 */
import type PocketBase from 'pocketbase';
import type { CollectionModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, CONTENT_KEYS, type Declaration, type Field } from '../../shared/content';
import { LIMITS } from '../../shared/limits';
import { PUBLISHED_OR_STAFF } from '../../shared/order';
import { startPocketBase, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
const migrated = new Map<string, CollectionModel>();

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  for (const collection of await root.collections.getFullList()) migrated.set(collection.name, collection);
});

afterAll(async () => {
  await server?.dispose();
});

type Migrated = Record<string, unknown> & { name: string; type: string };

/** The options of a migrated field that a declared field of its type states. */
function expectedOptions(field: Field): Record<string, unknown> {
  const options: Record<string, unknown> = { type: field.type, required: field.required };
  switch (field.type) {
    case 'text':
      return { ...options, max: field.max };
    case 'number':
      return field.range ? { ...options, min: field.range.min, max: field.range.max, onlyInt: true } : options;
    case 'select':
      return { ...options, values: [...field.values], maxSelect: 1 };
    case 'file':
      return { ...options, maxSelect: field.maxSelect, thumbs: [...field.thumbs], mimeTypes: [...LIMITS.imageTypes] };
    case 'relation':
      return {
        ...options,
        maxSelect: 1,
        // note: a key of the model, or a collection outside it (a lead's assignee is a user).
        collectionId: migrated.get(
          field.to in CONTENT ? CONTENT[field.to as keyof typeof CONTENT].collection : field.to,
        )!.id,
      };
    default:
      return options;
  }
}

const APPROVED = '@request.auth.approved = true';
const CHECKED = '@request.headers.x_site_hooks = "checked"';

describe.each(CONTENT_KEYS)('%s', (key) => {
  const declaration: Declaration = CONTENT[key];

  it('has the migrated fields, each as declared', () => {
    const collection = migrated.get(declaration.collection);
    expect(collection, `${declaration.collection} is migrated`).toBeTruthy();
    expect(collection!.type).toBe('base');
    const fields = (collection!.fields as Migrated[]).filter((f) => !['id', 'created', 'updated'].includes(f.name));
    expect(fields.map((f) => f.name).sort(), 'the same field names').toEqual(Object.keys(declaration.fields).sort());
    for (const field of fields) {
      const declared = declaration.fields[field.name];
      const expected = expectedOptions(declared);
      const actual = Object.fromEntries(Object.keys(expected).map((option) => [option, field[option]]));
      expect(actual, `${declaration.collection}.${field.name}`).toEqual(expected);
    }
  });

  it("has rules of the declared shape: who reads, who writes, the hooks' check", () => {
    const collection = migrated.get(declaration.collection)!;
    const read = { anyone: '', published: PUBLISHED_OR_STAFF, staff: APPROVED }[declaration.read];
    expect([collection.listRule, collection.viewRule]).toEqual([read, read]);
    for (const rule of [collection.createRule, collection.updateRule, collection.deleteRule]) {
      expect(rule).toContain(CHECKED);
      expect(rule).toContain(APPROVED);
    }
    // Anyone creates a quote request (only staff set `handled` and the lead's fields, issue 29);
    // staff create everything else.
    const staffCreate = `(${APPROVED}) && ${CHECKED}`;
    if (declaration.write === 'staff') expect(collection.createRule).toBe(staffCreate);
    else
      expect(collection.createRule).toMatch(
        /^\(\(?@request\.body\.\w+:isset = false( && @request\.body\.\w+:isset = false)*\)? \|\| @request\.auth\.approved = true\)/,
      );
    expect(collection.updateRule).toBe(staffCreate);
    expect(collection.deleteRule).toBe(staffCreate);
  });
});
