/**
 * The sample-content seeder against a real PocketBase: what a visitor sees after seeding,
 * that the pictures are real images PocketBase can thumbnail, that a second run creates
 * nothing, and that a failed run leaves nothing behind.
 */
import type PocketBase from 'pocketbase';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_COLLECTIONS, SINGLETON_COLLECTIONS } from '../support/fixtures';
import { startPocketBase, type TestServer } from '../support/pocketbase';
// @ts-expect-error plain ESM script without types
import * as content from '../../scripts/seed/content.mjs';
// @ts-expect-error plain ESM script without types
import { hasContent, seedSampleContent } from '../../scripts/seed/seed.mjs';

const ICONS = ['Quality', 'Safety', 'CostControl', 'FaBuilding', 'FaHardHat', 'FaDraftingCompass'];

let server: TestServer;
let root: PocketBase;
let visitor: PocketBase;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of CONTENT_COLLECTIONS) out[name] = (await root.collection(name).getList(1, 1)).totalItems;
  return out;
}

async function fetchFile(record: { collectionId: string; id: string }, file: string, thumb?: string) {
  const query = thumb ? `?thumb=${thumb}` : '';
  return fetch(`${server.url}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(file)}${query}`);
}

beforeAll(async () => {
  server = await startPocketBase();
  root = await server.superuser();
  visitor = server.client();
});

afterAll(async () => {
  await server?.dispose();
});

describe('seedSampleContent', () => {
  it('removes what it created when a create fails, leaving the site empty', async () => {
    const broken = {
      ...content,
      PROJECTS: [content.PROJECTS[0], { ...content.PROJECTS[1], category: 'No Such Category' }],
    };
    const lines: string[] = [];
    await expect(seedSampleContent(root, { log: (l: string) => lines.push(l), content: broken })).rejects.toThrow(
      /unknown category/,
    );
    expect(lines.join('\n')).toMatch(/removing the \d+ records/);
    expect(Object.values(await counts()).every((n) => n === 0)).toBe(true);
    expect(await hasContent(root)).toBe(false);
  });

  // note: the seeding's budget is the template's (vitest.config.ts hookTimeout): it passed 60 s
  // at a load average of 14-33, and the tests below read what it created.
  it('seeds an empty site', { timeout: 180_000 }, async () => {
    const lines: string[] = [];
    const result = await seedSampleContent(root, { log: (l: string) => lines.push(l) });
    expect(result.skipped).toBe(false);
    expect(lines.at(-1)).toMatch(/^Sample content: created /);
    expect(await hasContent(root)).toBe(true);
  });

  it('gives a visitor four categories with slugs', async () => {
    const categories = await visitor.collection('project_categories').getFullList({ sort: 'name' });
    expect(categories.map((c) => c.name).sort()).toEqual([...content.CATEGORIES].sort());
    for (const c of categories) expect(c.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(categories.find((c) => c.name === 'Interior & Décor')?.slug).toMatch(/^interior/);
  });

  it('gives a visitor at least twelve projects with pictures and a category, newest first', async () => {
    const projects = await visitor.collection('projects').getFullList({ sort: '-created', expand: 'category' });
    expect(projects.length).toBeGreaterThanOrEqual(12);
    const byCategory = new Map<string, number>();
    for (const p of projects) {
      expect(p.coverImage, p.title).toBeTruthy();
      expect(p.images.length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.images.length, p.title).toBeLessThanOrEqual(30);
      expect(content.CATEGORIES).toContain(p.expand?.category?.name);
      expect(['On-going', 'Completed']).toContain(p.status);
      expect(p.year).toBeGreaterThanOrEqual(2015);
      expect(p.year).toBeLessThanOrEqual(2026);
      for (const field of ['client', 'architect', 'location', 'cost'])
        expect(p[field], `${p.title}.${field}`).toBeTruthy();
      byCategory.set(p.expand!.category.name, (byCategory.get(p.expand!.category.name) || 0) + 1);
    }
    // every category has work to show, and both statuses appear
    for (const name of content.CATEGORIES) expect(byCategory.get(name), name).toBeGreaterThanOrEqual(2);
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(['On-going', 'Completed']));
    // "newest first by created" lists the latest work first
    const years = projects.map((p) => p.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('serves a thumbnail of a cover as a JPEG', async () => {
    const [project] = await visitor
      .collection('projects')
      .getList(1, 1, { sort: '-created' })
      .then((r) => r.items);
    const res = await fetchFile(project, project.coverImage, '480x0');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([480, 320]);

    const original = await fetchFile(project, project.coverImage);
    expect(original.status).toBe(200);
    const bytes = Buffer.from(await original.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    const full = await sharp(bytes).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 1600, 1067]);
  });

  it('gives a visitor six services with valid icons and images, in the intended order', async () => {
    const services = await visitor.collection('services').getFullList({ sort: '-created' });
    expect(services).toHaveLength(6);
    expect(services.map((s) => s.title)).toEqual(content.SERVICES.map((s: { title: string }) => s.title));
    for (const s of services) {
      expect(ICONS).toContain(s.icon);
      expect(s.image, s.title).toBeTruthy();
      expect(s.shortDescription.length).toBeGreaterThan(20);
      expect(s.longDescription.length).toBeGreaterThan(s.shortDescription.length);
    }
  });

  it('gives a visitor the team with avatars, most senior first', async () => {
    const team = await visitor.collection('team').getFullList({ sort: '-created' });
    expect(team.length).toBeGreaterThanOrEqual(5);
    expect(team[0].name).toBe(content.TEAM[0].name);
    for (const m of team) {
      expect(m.avatar, m.name).toBeTruthy();
      expect(m.role && m.bio, m.name).toBeTruthy();
    }
    const avatar = await fetchFile(team[0], team[0].avatar, '240x0');
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/jpeg');
  });

  it('gives a visitor the journey sorted by year', async () => {
    const journey = await visitor.collection('journey').getFullList({ sort: 'year' });
    expect(journey.length).toBeGreaterThanOrEqual(8);
    expect(journey.length).toBeLessThanOrEqual(10);
    const years = journey.map((j) => j.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(years[0]).toBe(2002);
    for (const j of journey) expect(j.title && j.description).toBeTruthy();
  });

  it('creates every settings record exactly once, filled in', async () => {
    for (const name of SINGLETON_COLLECTIONS) {
      expect((await visitor.collection(name).getList(1, 10)).totalItems, name).toBe(1);
    }
    const home = await visitor.collection('home_settings').getFirstListItem('');
    expect(home.title && home.subtitle).toBeTruthy();
    for (const field of ['logo', 'backgroundImage', 'hero_image', 'about_page_image'])
      expect(home[field], field).toBeTruthy();
    const logo = await fetchFile(home, home.logo);
    expect(logo.headers.get('content-type')).toBe('image/png');

    const about = await visitor.collection('about_settings').getFirstListItem('');
    expect(about.image).toBeTruthy();
    expect(about.description.split('. ').length).toBeGreaterThanOrEqual(3);

    const contact = await visitor.collection('contact_settings').getFirstListItem('');
    expect(contact.email).toMatch(/@/);
    expect(contact.phone).toMatch(/^\+94 /);
    expect(contact.address).toMatch(/Colombo/);
    expect(contact.googleMapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\?pb=/);

    const footer = await visitor.collection('Footer_menu').getFirstListItem('');
    expect(footer.company_name).toBe(content.COMPANY.name);
    expect(footer.footer_about).toBeTruthy();
    // The footer shows the Contact settings' phone and email: it keeps no copy (issue 28).
    expect([footer.footer_phone, footer.footer_email]).toEqual(['', '']);
    expect(footer.facebook_url).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(footer.instagram_url).toMatch(/^https:\/\/www\.instagram\.com\//);

    const stats = await visitor.collection('stats_settings').getFirstListItem('');
    expect(stats).toMatchObject({
      years_experience: 24,
      total_projects: 265,
      ongoing_projects: 12,
      happy_clients: 240,
    });
  });

  it('gives a visitor testimonials, some linked to projects, and keeps inquiries private', async () => {
    const testimonials = await visitor.collection('testimonials').getFullList({ expand: 'project' });
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(testimonials.filter((t) => t.expand?.project?.title).length).toBeGreaterThanOrEqual(2);
    expect(testimonials.every((t) => t.quote.length > 20)).toBe(true);
    expect((await visitor.collection('inquiries').getList(1, 10)).items).toEqual([]);
    const inquiries = await root.collection('inquiries').getFullList();
    expect(inquiries.length).toBeGreaterThanOrEqual(2);
    expect(inquiries.every((i) => /^\+\d{9,15}$/.test(i.phone))).toBe(true);
    const contact = await visitor.collection('contact_settings').getFirstListItem('');
    expect(contact.whatsapp).toMatch(/^94\d{9}$/);
  });

  it('gives every translated field of the sample its Sinhala and Tamil, in one save per record', async () => {
    const { TRANSLATIONS } = content;
    const projects = await visitor.collection('projects').getFullList();
    for (const p of projects)
      for (const language of ['si', 'ta']) {
        const sample = TRANSLATIONS.projects[p.title][language];
        expect(p[`title_${language}`], p.title).toBe(sample.title);
        expect(p[`coverImage_alt_${language}`], p.title).toBe(sample.coverImage_alt);
        // note: a paragraph reads back with CRLF line ends
        expect(p[`description_${language}`].replace(/\r\n/g, '\n'), p.title).toBe(sample.description ?? '');
      }
    const home = await visitor.collection('home_settings').getFirstListItem('');
    expect([home.title_si, home.subtitle_ta]).toEqual([
      TRANSLATIONS.settings.homeSettings.si.title,
      TRANSLATIONS.settings.homeSettings.ta.subtitle,
    ]);
    const [member] = await visitor
      .collection('team')
      .getList(1, 1, { filter: `name = "${content.TEAM[0].name}"` })
      .then((r) => r.items);
    expect(member.bio_ta).toBe(TRANSLATIONS.team[content.TEAM[0].name].ta.bio);
    // the translations came with the records: no record has a second version
    const versions = await root.collection('versions').getFullList({ fields: 'record' });
    const perRecord = new Map<string, number>();
    for (const v of versions) perRecord.set(v.record, (perRecord.get(v.record) ?? 0) + 1);
    expect([...perRecord.values()].filter((n) => n > 1)).toEqual([]);
  });

  it('creates nothing when run a second time', async () => {
    const before = await counts();
    const lines: string[] = [];
    const result = await seedSampleContent(root, { log: (l: string) => lines.push(l) });
    expect(result.skipped).toBe(true);
    expect(lines).toEqual(['Sample content: skipped, the site already has content.']);
    expect(await counts()).toEqual(before);
  });
});
