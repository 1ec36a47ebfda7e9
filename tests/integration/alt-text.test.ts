/**
 * Alt text (issue 15, item 9; decision 011): what staff write is in the server-rendered HTML of
 * the public pages, an empty one falls back to the title or name, and a gallery's alt texts
 * follow its files (a removed file's key is dropped by the server).
 */
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSampleSite, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;

beforeAll(async () => {
  ({ server, root } = await startSampleSite('https://builder.example.lk'));
});

afterAll(async () => {
  await server?.dispose();
});

/** A page as visitors get it once the edits so far are rendered. */
async function html(path: string): Promise<string> {
  await server.siteRendered();
  return (await fetch(server.url + path)).text();
}

/** The alt attributes of the <img> elements of `page`, decoded. */
function alts(page: string): string[] {
  return [...page.matchAll(/<img[^>]*\balt="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

it("a project's cover and gallery: written alt texts, else the title; keys follow the files", async () => {
  const project = (
    await root.collection('projects').getFullList({ expand: 'category', filter: 'published = true' })
  ).filter((p) => (p.images as string[]).length >= 2)[0]!;
  const [first, second] = project.images as string[];
  await root.collection('projects').update(project.id, {
    coverImage_alt: 'The finished villa from the garden',
    images_alt: { [first]: 'Kitchen with teak cabinets', [second]: 'Roof terrace' },
  });
  const path = `/projects/${project.expand!.category.slug}/${project.id}`;
  let page = alts(await html(path));
  expect(page).toContain('The finished villa from the garden');
  expect(page).toContain('Kitchen with teak cabinets');
  expect(page).toContain('Roof terrace');

  // Removing a file drops its alt text on the server; an empty cover alt falls back.
  await root.collection('projects').update(project.id, { 'images-': [second], coverImage_alt: '' });
  const stored = await root.collection('projects').getOne(project.id);
  expect(stored.images_alt).toEqual({ [first]: 'Kitchen with teak cabinets' });
  page = alts(await html(path));
  expect(page).not.toContain('Roof terrace');
  expect(page.some((alt) => alt.startsWith(String(project.title)))).toBe(true);
});

it("a service's image and a member's photo", async () => {
  const service = (await root.collection('services').getFullList({ filter: 'published = true' }))[0]!;
  await root.collection('services').update(service.id, { image_alt: 'Painters at work on a facade' });
  expect(alts(await html('/services'))).toContain('Painters at work on a facade');

  const member = (await root.collection('team').getFullList({ filter: "avatar != ''" }))[0]!;
  expect(alts(await html('/about'))).toContain(`Portrait of ${member.name as string}`);
  await root.collection('team').update(member.id, { avatar_alt: 'Our founder on site' });
  expect(alts(await html('/about'))).toContain('Our founder on site');
});

it('refuses a gallery alt text that is not text, or too long', async () => {
  const project = (await root.collection('projects').getFullList())[0]!;
  const name = (project.images as string[])[0];
  for (const bad of [{ [name]: 42 }, { [name]: 'x'.repeat(301) }]) {
    const err = await root
      .collection('projects')
      .update(project.id, { images_alt: bad })
      .then(
        () => null,
        (e: { status: number; response: { data: Record<string, unknown> } }) => e,
      );
    expect(err?.status).toBe(400);
    expect(err?.response.data.images_alt).toBeTruthy();
  }
});
