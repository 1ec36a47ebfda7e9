/**
 * Bad input, for every writable collection: a table of at least 30 malformed payloads
 * (wrong types, huge strings, negative and fractional numbers, bad selects and relations,
 * hostile URLs, non-image, oversized and SVG files) each gets a 4xx with a field message,
 * never a 5xx, and the collection is exactly as it was afterwards.
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PNG_1PX,
  pngFile,
  SINGLETON_COLLECTIONS,
  validPayload,
  WRITABLE_COLLECTIONS,
  type ContentCollection,
} from '../support/fixtures';
import { signedInUser, startPocketBase, type TestServer } from '../support/pocketbase';

interface FieldSchema {
  name: string;
  type: string;
  required?: boolean;
  max?: number;
  maxSelect?: number;
  maxSize?: number;
  system?: boolean;
}

type Payload = Record<string, unknown>;
interface Case {
  label: string;
  patch: Payload;
  field: string;
}

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'javascript://www.facebook.com/%0aalert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://www.facebook.com/x',
  'https://user:pw@www.facebook.com/x',
  'https://www.facebook.com.evil.example/x',
  'https://evil.example/maps/embed?pb=1',
  'ftp://www.facebook.com/x',
  'https://www.facebook.com/x\u0000y',
];

const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

function file(content: string | Uint8Array, name: string, type: string): File {
  return new File([content as BlobPart], name, { type });
}

/** Malformed values for one field, by its schema. */
function casesFor(f: FieldSchema): Case[] {
  const c = (label: string, value: unknown): Case => ({
    label: `${f.name}: ${label}`,
    patch: { [f.name]: value },
    field: f.name,
  });
  switch (f.type) {
    case 'text':
      return [
        c('too long', 'x'.repeat((f.max || 5000) + 1)),
        c('NUL character', 'a\u0000b'),
        c('escape sequence', 'red\u001b[31m'),
        c('bell character', 'ding\u0007'),
        c('form feed', 'page\u000cbreak'),
        c('an object', { a: 1 }),
        c('an array', ['x', 'y']),
        ...(f.required
          ? [c('empty', ''), c('only spaces', '   '), c('only whitespace', '\n\t '), c('null', null)]
          : []),
      ];
    case 'number':
      return [
        c('letters', 'abc'),
        c('number with letters', '12abc'),
        c('fraction', 1.5),
        c('negative', -1),
        c('huge', 1e12),
        c('NaN', 'NaN'),
        c('an array', [1]),
        c('an object', { a: 1 }),
        c('a boolean', true),
      ];
    case 'select':
      return [c('unknown value', 'Bogus'), c('two values', ['On-going', 'Completed']), c('wrong case', 'completed')];
    case 'relation':
      return [
        c('missing record', 'nonexistent0000'),
        c('two ids', ['a', 'b']),
        ...(f.required ? [c('empty', '')] : []),
      ];
    case 'email':
      return [
        c('no at sign', 'not-an-email'),
        c('no domain', 'a@'),
        c('spaces', 'a b@example.com'),
        c('an object', { a: 1 }),
      ];
    case 'url':
      return HOSTILE_URLS.map((u) => c(`url ${JSON.stringify(u)}`, u));
    case 'file': {
      const single = (f.maxSelect ?? 1) === 1;
      const list = (x: File) => (single ? x : [x]);
      const cases = [
        c('text named .png', list(file('not an image at all', 'image.png', 'image/png'))),
        c('SVG with script', list(file(SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'))),
        c('SVG named .png', list(file(SVG_WITH_SCRIPT, 'logo.png', 'image/png'))),
        c('HTML', list(file('<html><script>alert(1)</script></html>', 'page.html', 'text/html'))),
        c('PHP named .jpg', list(file('<?php system($_GET["c"]); ?>', 'shell.jpg', 'image/jpeg'))),
        c('empty file', list(file(new Uint8Array(0), 'empty.png', 'image/png'))),
        c(
          'oversized PNG',
          list(file(Buffer.concat([PNG_1PX, Buffer.alloc((f.maxSize ?? 8 << 20) + 1)]), 'huge.png', 'image/png')),
        ),
      ];
      if (single) cases.push(c('two files in a single-file field', [pngFile('a.png'), pngFile('b.png')]));
      return cases;
    }
    default:
      return [];
  }
}

const ID_CASES: Case[] = [
  { label: 'id: upper case', patch: { id: 'ABCDEFGHIJKLMNO' }, field: 'id' },
  { label: 'id: too short', patch: { id: 'abc' }, field: 'id' },
  { label: 'id: too long', patch: { id: 'a'.repeat(16) }, field: 'id' },
  { label: 'id: path characters', patch: { id: '../../etc/pass' }, field: 'id' },
];

let server: TestServer;
let root: PocketBase;
let admin: PocketBase;
let categoryId: string;

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  await root.settings.update({ rateLimits: { enabled: false } }); // hundreds of requests
  admin = await signedInUser(server, 'admin@example.test', true);
  categoryId = (await root.collection('project_categories').create({ name: 'Fixture category' })).id;
});

afterAll(async () => {
  await server?.dispose();
});

async function snapshot(collection: string) {
  return root.collection(collection).getFullList({ sort: 'id' });
}

async function send(method: 'POST' | 'PATCH', collection: string, id: string, payload: Payload) {
  const form = new FormData();
  const hasFile = Object.values(payload).some((v) => v instanceof File || (Array.isArray(v) && v[0] instanceof File));
  let init: RequestInit;
  if (hasFile) {
    // Files as form parts, everything else as JSON in @jsonPayload (PocketBase's way of
    // sending typed values alongside files), so wrong types reach the server as such.
    const json: Payload = {};
    for (const [k, v] of Object.entries(payload)) {
      const files = Array.isArray(v) && v[0] instanceof File ? (v as File[]) : v instanceof File ? [v] : null;
      if (files) for (const f of files) form.append(k, f);
      else json[k] = v;
    }
    form.append('@jsonPayload', JSON.stringify(json));
    init = { method, body: form };
  } else {
    init = { method, body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } };
  }
  const url = `${server.url}/api/collections/${collection}/records${id ? `/${id}` : ''}`;
  const res = await fetch(url, { ...init, headers: { ...(init.headers ?? {}), authorization: admin.authStore.token } });
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; data?: Record<string, { message?: string }> },
  };
}

/** Cases only some collections have: slugs, unique names. */
const EXTRA_CASES: Record<string, Case[]> = {
  project_categories: [
    ...[
      'Not A Slug',
      'UPPER',
      'with_underscore',
      '-leading',
      'trailing-',
      'double--dash',
      'ünïcode',
      '../etc',
      'a/b',
      'a b',
      'slug?x=1',
      '%2e%2e',
    ].map((slug) => ({ label: `slug: ${JSON.stringify(slug)}`, patch: { slug }, field: 'slug' })),
    { label: 'name: taken', patch: { name: 'Fixture category' }, field: 'name' },
    { label: 'name: taken in other case', patch: { name: 'FIXTURE CATEGORY' }, field: 'name' },
  ],
};

function tableFor(fields: FieldSchema[], collection: string): Case[] {
  const own = fields.filter((f) => !f.system && f.type !== 'autodate').flatMap((f) => casesFor(f));
  // Singletons get their id from the server whatever is sent (docs/decisions/002).
  const ids = (SINGLETON_COLLECTIONS as readonly string[]).includes(collection) ? [] : ID_CASES;
  return [...own, ...(EXTRA_CASES[collection] ?? []), ...ids];
}

describe.each(WRITABLE_COLLECTIONS)('%s', (collection: ContentCollection) => {
  let table: Case[] = [];
  const isSingleton = (SINGLETON_COLLECTIONS as readonly string[]).includes(collection);
  const valid = () => validPayload(collection, categoryId);

  beforeAll(async () => {
    const schema = await root.collections.getOne(collection);
    table = tableFor(schema.fields as FieldSchema[], collection);
  });

  it('has a table of at least 30 malformed payloads', () => {
    expect(table.length, table.map((c) => c.label).join('\n')).toBeGreaterThanOrEqual(30);
  });

  it('refuses every one on create with a field message, and creates nothing', async () => {
    if (isSingleton) for (const r of await snapshot(collection)) await root.collection(collection).delete(r.id);
    const before = await snapshot(collection);
    const wrong: string[] = [];
    for (const c of table) {
      const { status, body } = await send('POST', collection, '', { ...valid(), ...c.patch });
      const message = body.data?.[c.field]?.message;
      if (status < 400 || status >= 500 || !message)
        wrong.push(`${c.label} → ${status} ${JSON.stringify(body).slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(collection)).toEqual(before);
  });

  it('refuses every one on update, and leaves the record as it was', async () => {
    if (isSingleton) for (const r of await snapshot(collection)) await root.collection(collection).delete(r.id);
    const record = await root.collection(collection).create(valid());
    const before = await snapshot(collection);
    const wrong: string[] = [];
    for (const c of table.filter((t) => t.field !== 'id')) {
      const { status, body } = await send('PATCH', collection, record.id, c.patch);
      const message = body.data?.[c.field]?.message;
      if (status < 400 || status >= 500 || !message)
        wrong.push(`${c.label} → ${status} ${JSON.stringify(body).slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(collection)).toEqual(before);
  });
});
