// Seeds the demo site's sample content into an empty PocketBase (see content.mjs for the data
// and images.mjs for the pictures). Refuses to touch a site that already has content.
import { createRequire } from 'node:module';
import * as defaultContent from './content.mjs';
import { projectImages, sceneFile } from './images.mjs';
import { thumbStorer } from './thumbs.mjs';

const require = createRequire(import.meta.url);

/**
 * The content model (shared/content.ts) as the hooks' build compiled it: collection names by key.
 * note: loaded when used, so importing this module needs no build (scripts/seed/preview.mjs).
 * @returns {typeof import('../../shared/content')}
 */
const model = () => require('../../pb_hooks/lib/shared/content.js');

/** @typedef {import('pocketbase').default} PocketBase */
/** @typedef {typeof defaultContent} Content */

/** Collections whose records count as "the site has content". */
function contentMarkers() {
  const { CONTENT, SINGLETON_COLLECTIONS } = model();
  return [CONTENT.projects.collection, CONTENT.services.collection, ...SINGLETON_COLLECTIONS];
}

/**
 * True when the site already has content: a project, a service or any settings record.
 * @param {PocketBase} pb a superuser client
 */
export async function hasContent(pb) {
  const counts = await Promise.all(
    contentMarkers().map((name) => pb.collection(name).getList(1, 1, { skipTotal: true, fields: 'id' })),
  );
  return counts.some((page) => page.items.length > 0);
}

/**
 * The sample translations of a record (content.TRANSLATIONS, keyed by the English record's label)
 * as its columns: `{title_si, title_ta, ...}`; none when the record has no translations.
 * @param {Content} content
 * @param {string} group
 * @param {string} label
 * @returns {Record<string, string>}
 */
function translationsOf(content, group, label) {
  /** @type {Record<string, Record<string, string>>} */
  const byLanguage = /** @type {any} */ (content).TRANSLATIONS?.[group]?.[label] ?? {};
  return Object.fromEntries(
    Object.entries(byLanguage).flatMap(([language, fields]) =>
      Object.entries(fields).map(([field, value]) => [`${field}_${language}`, value]),
    ),
  );
}

/** A URL-safe file-name stem. */
function stem(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Every image the seed needs, as lazy jobs (for previews and timing).
 * @param {Content} content
 * @returns {{key: string, make: () => Promise<File[]>}[]}
 */
export function allImageJobs(content = defaultContent) {
  const seed = content.COMPANY.name;
  const one = (promise) => promise.then((file) => [file]);
  return [
    { key: 'logo', make: () => one(sceneFile('logo', seed, { type: 'logo' }, 'logo')) },
    ...Object.entries(content.SITE_SCENES).map(([field, scene]) => ({
      key: field,
      make: () => one(sceneFile(field === 'about_image' ? 'cover' : 'hero', `${seed}:${field}`, scene, stem(field))),
    })),
    ...content.SERVICES.map((service) => ({
      key: `service:${service.title}`,
      make: () => one(sceneFile('service', service.title, service.scene, stem(service.title))),
    })),
    ...content.TEAM.map((member) => ({
      key: `team:${member.name}`,
      make: () => one(sceneFile('avatar', member.name, { type: 'portrait', ...member.portrait }, stem(member.name))),
    })),
    ...content.PROJECTS.map((project) => ({
      key: `project:${project.title}`,
      make: async () => {
        const { cover, images } = await projectImages(project, stem(project.title));
        return [cover, ...images];
      },
    })),
  ];
}

/**
 * Starts `fn` for every item with at most `limit` running at once; returns the promises in order.
 * @template T, R
 * @param {T[]} items
 * @param {(item: T) => Promise<R>} fn
 * @returns {Promise<R>[]}
 */
function limited(items, limit, fn) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  const acquire = () =>
    running < limit
      ? (running++, Promise.resolve())
      : new Promise((resolve) => waiting.push(() => (running++, resolve())));
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return items.map(async (item) => {
    await acquire();
    try {
      return await fn(item);
    } finally {
      release();
    }
  });
}

/**
 * Creates the sample content: settings, journey, categories, projects (oldest first, so that
 * "newest first" lists the latest work first), services and team. Does nothing when the
 * site already has content. If a create fails, the records made by this run are deleted again.
 *
 * @param {PocketBase} pb a client authenticated as a PocketBase superuser
 * @param {{log?: (message: string) => void, content?: Content}} [options]
 * @returns {Promise<{skipped: boolean, created: Record<string, number>, ms: number}>}
 */
export async function seedSampleContent(pb, { log = console.log, content = defaultContent } = {}) {
  const started = Date.now();
  if (await hasContent(pb)) {
    log('Sample content: skipped, the site already has content.');
    return { skipped: true, created: {}, ms: Date.now() - started };
  }
  log(`Sample content: seeding ${content.COMPANY.name} ...`);
  if (content.SAMPLE_TRANSLATIONS)
    log('Sample content: its Sinhala and Tamil are sample translations; have them checked before real use.');
  const { CONTENT, SINGLE_KEYS } = model();

  // Render pictures in the background (two at a time: sharp itself is multi-threaded) while
  // records are created in order.
  const projectsByAge = [...content.PROJECTS].sort((a, b) => a.year - b.year);
  const projectFiles = limited(projectsByAge, 2, (p) => projectImages(p, stem(p.title)));
  const siteFiles = limited(
    [
      ['logo', 'logo', { type: 'logo' }],
      ...Object.entries(content.SITE_SCENES).map(([k, s]) => [k, k === 'about_image' ? 'cover' : 'hero', s]),
    ],
    2,
    ([key, kind, scene]) =>
      sceneFile(kind, key === 'logo' ? content.COMPANY.name : `${content.COMPANY.name}:${key}`, scene, stem(key)),
  );
  const servicesInOrder = [...content.SERVICES].reverse();
  const serviceFiles = limited(servicesInOrder, 1, (s) => sceneFile('service', s.title, s.scene, stem(s.title)));
  const teamInOrder = [...content.TEAM].reverse();
  const teamFiles = limited(teamInOrder, 1, (m) =>
    sceneFile('avatar', m.name, { type: 'portrait', ...m.portrait }, stem(m.name)),
  );
  const testimonials = content.TESTIMONIALS ?? [];
  const testimonialFiles = limited(testimonials, 1, (t) =>
    t.portrait ? sceneFile('avatar', t.client_name, { type: 'portrait', ...t.portrait }, stem(t.client_name)) : null,
  );
  // note: a rejected image promise must not become an unhandled rejection while we wait on others
  for (const p of [...projectFiles, ...siteFiles, ...serviceFiles, ...teamFiles, ...testimonialFiles])
    p.catch(() => {});

  /** @type {{collection: string, id: string}[]} */
  const made = [];
  /** @type {Record<string, number>} */
  const created = {};
  const storeThumbs = await thumbStorer(pb);
  /** @type {Promise<number>[]} */
  const thumbs = [];
  const create = async (collection, body) => {
    const record = await pb.collection(collection).create(body);
    made.push({ collection, id: record.id });
    created[collection] = (created[collection] || 0) + 1;
    // Made and stored while the next records are created; awaited before the seed ends.
    const stored = storeThumbs(collection, record, body);
    stored.catch(() => {});
    thumbs.push(stored);
    return record;
  };

  try {
    const categoryIds = new Map();
    // note: a new category is listed first (issue 15), so they are created last to first.
    for (const name of [...content.CATEGORIES].reverse()) {
      const record = await create(CONTENT.categories.collection, {
        name,
        ...translationsOf(content, 'categories', name),
      });
      categoryIds.set(name, record.id);
    }

    const projectIds = new Map();
    for (const [i, project] of projectsByAge.entries()) {
      const files = await projectFiles[i];
      const { title, coverImage_alt = '', client, architect, location, cost, year, status, description = '' } = project;
      const category = categoryIds.get(project.category);
      if (!category) throw new Error(`Project "${title}" has an unknown category "${project.category}".`);
      const record = await create(CONTENT.projects.collection, {
        title,
        category,
        client,
        architect,
        location,
        cost,
        year,
        status,
        description,
        coverImage_alt,
        ...translationsOf(content, 'projects', title),
        coverImage: files.cover,
        images: files.images,
        published: true,
      });
      projectIds.set(title, record.id);
    }

    const serviceIds = new Map();
    for (const [i, service] of servicesInOrder.entries()) {
      const { title, icon, shortDescription, longDescription } = service;
      const record = await create(CONTENT.services.collection, {
        title,
        icon,
        shortDescription,
        longDescription,
        ...translationsOf(content, 'services', title),
        image: await serviceFiles[i],
        published: true,
      });
      serviceIds.set(title, record.id);
    }

    for (const [i, t] of testimonials.entries()) {
      const project = t.project ? projectIds.get(t.project) : '';
      if (project === undefined)
        throw new Error(`Testimonial of "${t.client_name}" names an unknown project "${t.project}".`);
      const photo = await testimonialFiles[i];
      await create(CONTENT.testimonials.collection, {
        client_name: t.client_name,
        client_role: t.client_role,
        quote: t.quote,
        ...translationsOf(content, 'testimonials', t.client_name),
        project,
        ...(photo ? { photo } : {}),
      });
    }

    for (const inquiry of content.INQUIRIES ?? []) {
      const service = inquiry.service ? serviceIds.get(inquiry.service) : '';
      if (service === undefined)
        throw new Error(`Inquiry of "${inquiry.name}" names an unknown service "${inquiry.service}".`);
      await create(CONTENT.inquiries.collection, { ...inquiry, service });
    }

    for (const [i, member] of teamInOrder.entries()) {
      const { name, role, bio } = member;
      await create(CONTENT.team.collection, {
        name,
        role,
        bio,
        ...translationsOf(content, 'team', name),
        avatar: await teamFiles[i],
      });
    }

    for (const item of content.JOURNEY)
      await create(CONTENT.journey.collection, { ...item, ...translationsOf(content, 'journey', item.title) });

    const [logo, backgroundImage, heroImage, aboutPageImage, aboutImage] = await Promise.all(siteFiles);
    /** @type {Record<string, Record<string, unknown>>} */
    const files = {
      homeSettings: { logo, backgroundImage, hero_image: heroImage, about_page_image: aboutPageImage },
      about: { image: aboutImage },
    };
    // Every settings collection of the content model that the sample content has values for.
    for (const key of SINGLE_KEYS) {
      const values = /** @type {Record<string, Record<string, unknown>>} */ (content.SETTINGS)[key];
      if (values)
        await create(CONTENT[key].collection, {
          ...values,
          ...translationsOf(content, 'settings', key),
          ...files[key],
        });
    }
  } catch (err) {
    log(`Sample content: failed (${describe(err)}); removing the ${made.length} records created so far.`);
    for (const { collection, id } of made.reverse()) {
      await pb
        .collection(collection)
        .delete(id)
        .catch(() => {});
    }
    throw err;
  }

  // A thumb that could not be stored is made by PocketBase when asked for: the content stays.
  const outcomes = await Promise.allSettled(thumbs);
  created.thumbs = outcomes.reduce((n, o) => n + (o.status === 'fulfilled' ? o.value : 0), 0);
  const failed = outcomes.filter((o) => o.status === 'rejected');
  if (failed.length)
    log(
      `Sample content: the thumbs of ${failed.length} records were left to PocketBase (${describe(failed[0].reason)}).`,
    );

  const ms = Date.now() - started;
  const summary = Object.entries(created)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');
  log(`Sample content: created ${summary} in ${(ms / 1000).toFixed(1)} s.`);
  return { skipped: false, created, ms };
}

/** A one-line description of an SDK or other error, with PocketBase's field messages. */
export function describe(err) {
  const e = /** @type {any} */ (err);
  const fields = e?.response?.data && typeof e.response.data === 'object' ? e.response.data : {};
  const details = Object.entries(fields)
    .map(([k, v]) => `${k}: ${/** @type {any} */ (v)?.message ?? v}`)
    .join('; ');
  // a network failure: the SDK's message is generic, the fetch error's cause says what happened
  const cause = e?.originalError?.cause ?? e?.cause?.cause;
  if (!e?.status && cause) return cause.code ? `${cause.code}: ${cause.message}` : String(cause.message || cause);
  const status = e?.status ? `HTTP ${e.status} ` : '';
  return `${status}${e?.message || String(err)}${details ? ` (${details})` : ''}`;
}
