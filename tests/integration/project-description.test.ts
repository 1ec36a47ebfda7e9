/**
 * A project's description (issue 28, item 6; decision 021): stored, bounded, its links https
 * only, rendered into the page file as paragraphs with every typed character escaped, and used
 * for the page's meta description and its JSON-LD (the facts stand in while it is empty).
 */
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGE } from '../../shared/formatting';
import { LIMITS } from '../../shared/limits';
import { tooLongMessage } from '../../shared/schemas';
import { INVISIBLE_CHARACTERS_MESSAGE } from '../../shared/invisibleCharacters';
import { startSampleSite, type TestServer } from '../support/pocketbase';

let server: TestServer;
let root: PocketBase;
let project: RecordModel;
let path: string;

beforeAll(async () => {
  ({ server, root } = await startSampleSite('https://builder.example.lk'));
  project = (await root.collection('projects').getFullList({ expand: 'category', filter: 'published = true' }))[0]!;
  path = `/projects/${project.expand!.category.slug}/${project.id}`;
});

afterAll(async () => {
  await server?.dispose();
});

async function html(): Promise<string> {
  await server.siteRendered();
  return (await fetch(server.url + path)).text();
}

/** The page's <main>, where the description is rendered. */
function main(page: string): string {
  return page.slice(page.indexOf('<main'), page.indexOf('</main>'));
}

function metaDescription(page: string): string {
  return /<meta name="description" content="([^"]*)"/.exec(page)![1];
}

function creativeWork(page: string): Record<string, unknown> {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
  return blocks.find((b) => b['@type'] === 'CreativeWork')!;
}

async function refusal(description: string): Promise<{ status: number; message: string }> {
  try {
    await root.collection('projects').update(project.id, { description });
    return { status: 200, message: '' };
  } catch (err) {
    const e = err as { status: number; response: { data: Record<string, { message: string }> } };
    return { status: e.status, message: e.response.data.description?.message ?? '' };
  }
}

describe('a project description', () => {
  it('is optional: without one the meta description is the facts, and JSON-LD has none', async () => {
    await root.collection('projects').update(project.id, { description: '' });
    const page = await html();
    expect(metaDescription(page)).toMatch(new RegExp(`^${String(project.title).replace(/[^\w ]/g, '.')}: `));
    expect(creativeWork(page).description).toBeUndefined();
    expect(main(page)).not.toContain('About this project');
  });

  it('is stored and rendered as paragraphs with bold, italic, line breaks and https links', async () => {
    const description =
      'First paragraph with **solid teak** and *lime plaster*.\nA second line.\n\n' +
      'See [the fort](https://whc.unesco.org/en/list/451) today.';
    await root.collection('projects').update(project.id, { description });
    expect((await root.collection('projects').getOne(project.id)).description).toBe(description);
    const page = main(await html());
    expect(page).toContain('About this project');
    expect(page).toContain(
      '<p>First paragraph with <strong>solid teak</strong> and <em>lime plaster</em>.<br/>A second line.</p>',
    );
    expect(page).toMatch(/<p>See <a href="https:\/\/whc\.unesco\.org\/en\/list\/451"[^>]*>the fort<\/a> today\.<\/p>/);
  });

  it('is the meta description (plain text, cut) and the JSON-LD description', async () => {
    const long = 'The **villa** sits in a *courtyard* garden. '.repeat(10).trim();
    await root.collection('projects').update(project.id, { description: long });
    const page = await html();
    const meta = metaDescription(page);
    expect(meta.startsWith('The villa sits in a courtyard garden. The villa')).toBe(true);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith('…')).toBe(true);
    expect(creativeWork(page).description).toBe(long.replace(/\*/g, ''));
  });

  it('never becomes markup: script, an img with onerror and quotes are text', async () => {
    const evil = '<script>alert(1)</script> <img src=x onerror=alert(2)> "quoted" & \'single\'\n\n</p><b>**not closed';
    await root.collection('projects').update(project.id, { description: evil });
    const page = await html();
    const body = main(page);
    expect(body).not.toMatch(/<script>alert|<img src=x|<b>/);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;');
    expect(body).toContain('&lt;/p&gt;&lt;b&gt;**not closed');
    // The head's copies are escaped too: an attribute and a JSON-LD block.
    expect(metaDescription(page)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/<script>alert/);
    expect(creativeWork(page).description).toContain('<script>alert(1)</script>');
  });

  it('refuses a link that is not https, with what to write instead', async () => {
    for (const bad of [
      '[click](javascript:alert(1))',
      '[click](javascript:alert)',
      '[click](http://example.lk)',
      '[click](data:text/html,hi)',
      '[click](//evil.example)',
    ]) {
      expect(await refusal(`Story. ${bad}`), bad).toEqual({ status: 400, message: LINK_MESSAGE });
    }
  });

  it('refuses bidi and zero-width characters, and more than the limit', async () => {
    for (const bad of ['Villa \u202Egnp.exe', 'Vil\u200Bla']) {
      expect(await refusal(bad)).toEqual({ status: 400, message: INVISIBLE_CHARACTERS_MESSAGE });
    }
    expect(await refusal('a'.repeat(LIMITS.projectDescription + 1))).toEqual({
      status: 400,
      message: tooLongMessage(LIMITS.projectDescription),
    });
    expect((await refusal('a'.repeat(LIMITS.projectDescription))).status).toBe(200);
  });
});
