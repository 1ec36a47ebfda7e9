/**
 * The content model, declared once (issue 25, decision 018): every collection staff or visitors
 * write, with its kind, who reads it, its drafts and staff order, its fields and their rules, the
 * multi-line and file fields, its words in the activity log and which public pages show it.
 *
 * Everything else derives from here: the hooks' lists (public content, singletons, text fields,
 * stale-save messages), the schemas both sides check (shared/schemas.ts), the record types
 * (web/src/lib/types.ts), the site data the pages are rendered from (pb_hooks/src/lib/pages.ts,
 * shared/pages.ts) and the admin's store (web/src/stores/site.ts), the admin data path, the
 * activity labels, the thumbs, the test fixtures and the seed. The migrations stay hand-written:
 * tests/integration/content-model.test.ts holds each declaration equal to the migrated schema.
 *
 * Code names a collection by its key here (`footer`), never by its name (`Footer_menu`): the
 * name is spelled in this file, its migrations and the seed's content.
 *
 * Pure data, no dependencies but the limits and the lead statuses: the hooks load its compiled copy in goja, and the
 * public pages import it.
 */
import { fieldIn, LANGUAGES, TRANSLATIONS, type Language, type Translation } from './languages';
import { LEAD_STATUSES, LOST_REASON_MAX, VALUE_MAX, type LeadStatus } from './leads';
import { LIMITS, PROJECT_STATUSES, SERVICE_ICONS, type YearRange } from './limits';

/** A stricter check of a text field than its length (shared/schemas.ts words each). */
export type TextCheck = 'email' | 'whatsapp' | 'googleMapsEmbed' | 'facebook' | 'instagram' | 'formatted';

interface FieldBase {
  /** PocketBase's required flag. */
  required: boolean;
  /**
   * Not checked by the shared schemas: the server sets it (a slug, a position), or its own rules
   * check it (PocketBase's file and relation checks, the inquiry hooks).
   */
  unchecked?: boolean;
  /**
   * The text differs by language (issue 40): the field holds the English, and a column per
   * translation beside it (`title_si`, `title_ta`: `translations`) holds the same kind of text
   * by the same rules, never required (a page shows the English where one is empty).
   */
  translated?: boolean;
  /** On a translation's column: the English field it translates, and its language. */
  translationOf?: { field: string; language: Translation };
}

export interface TextField extends FieldBase {
  type: 'text' | 'email' | 'url';
  max: number;
  /** Edited as a paragraph (a textarea): the only text fields that may hold line breaks. */
  multiline?: boolean;
  check?: TextCheck;
}
export interface NumberField extends FieldBase {
  type: 'number';
  /** Whole numbers in this range; none for a position. */
  range?: YearRange;
  /** How the schema words a value out of range. */
  message?: 'year' | 'count';
}
export interface SelectField<V extends string = string> extends FieldBase {
  type: 'select';
  values: readonly V[];
}
export interface RelationField extends FieldBase {
  type: 'relation';
  /** The key of the collection it points to. */
  to: string;
}
/** A thumb size as PocketBase names it: `WxH`, `Wx0` or `0xH`. */
export type ThumbSize = `${number}x${number}`;

export interface FileField extends FieldBase {
  type: 'file';
  /** 1: one file (a string); more: a list of names. */
  maxSelect: number;
  /** The thumb sizes the field declares: the only sizes the pages ask for. */
  thumbs: readonly ThumbSize[];
}
export interface BoolField extends FieldBase {
  type: 'bool';
}
export interface JsonField extends FieldBase {
  type: 'json';
  /** Alt texts by gallery file name, or an image's focal point (shared/focus.ts). */
  of: 'altByFile' | 'focalPoint';
}
export type Field = TextField | NumberField | SelectField | RelationField | FileField | BoolField | JsonField;

/**
 * A settings collection's screen in the admin: its entry under "Site Settings" in the sidebar and
 * its route (web/src/app/router.tsx derives both). A settings collection without a form of its
 * own there is edited by the generic settings form, one field after another in declared order.
 */
export interface AdminScreen {
  /** The sidebar's words ("Careers"). */
  menu: string;
  /** The screen's path under /admin/; the key when not set. */
  path?: string;
  /** The generic form's heading; "{menu} Page Settings" when not set. */
  title?: string;
  /** The line below the heading. */
  description?: string;
  /** The generic form's label of a field; its name in words when not set ("company_name": "Company name"). */
  labels?: Record<string, string>;
}

/** Who reads a collection through the API (its list and view rules). */
export type ReadAccess = 'anyone' | 'published' | 'staff';
/** Who writes it: approved staff, or anyone creates and staff do the rest (quote requests). */
export type WriteAccess = 'staff' | 'anyoneCreates';

export interface Declaration {
  /** The PocketBase collection's name. */
  collection: string;
  /** A list of records, or a settings collection of one record (server-enforced). */
  kind: 'list' | 'single';
  read: ReadAccess;
  write: WriteAccess;
  /** Public content: the rendered pages show it, so a change to it renders them again. */
  public: boolean;
  /** Has a Published switch (`published`): visitors never see a draft. */
  drafts: boolean;
  /** Staff order it by hand (`position`, shared/order.ts). */
  ordered: boolean;
  /** The sort of a list's reads when it is not the staff order. */
  sort?: string;
  /** The relations every read expands. */
  expand?: string;
  /** The pages that show it: every page, or its own pages and the lists (a project). */
  pages: 'all' | 'own' | 'none';
  /** Each update keeps the previous version, which staff can restore (shared/history.ts). */
  history?: boolean;
  /** How the activity log and the stale-save refusal name one record. */
  noun: string;
  /** How a stale-save refusal names a record, when not by `noun` ("This request was"). */
  staleNoun?: string;
  /** The field whose value labels a log entry; '' for settings (one record). */
  label: string;
  /** The fields staff or visitors write, in the migrated order (no id, created, updated). */
  fields: Record<string, Field>;
  /** A valid record's fields (files aside): fixtures and the seed's fallbacks start from it. */
  example: Record<string, unknown>;
  /** A settings collection's admin screen (every settings collection has one). */
  admin?: AdminScreen;
}

// Field builders: the declarations below read as the migrations' fields do.
const text = (max: number, required: boolean, more: Partial<TextField> = {}): TextField => ({
  type: 'text',
  max,
  required,
  ...more,
});
const paragraph = (max: number, required: boolean): TextField => text(max, required, { multiline: true });
const email = (required: boolean): TextField => ({ type: 'email', max: 200, required, check: 'email' });
const url = (check: TextCheck, required: boolean): TextField => ({ type: 'url', max: 2048, required, check });
const alt = () => text(LIMITS.altText, false, { translated: true }) as TextField & { translated: true };
/** Text that differs by language (a title, a description): a column per translation beside it. */
const words = <F extends TextField>(field: F): F & { translated: true } => ({ ...field, translated: true });
/** The focal point of the image beside it (`<field>_focus`, shared/focus.ts). */
const focus = () => ({ type: 'json', of: 'focalPoint', required: false }) as const;
const year = (range: YearRange): NumberField => ({ type: 'number', required: true, range, message: 'year' });
const count = (): NumberField => ({ type: 'number', required: false, range: LIMITS.count, message: 'count' });
const image = (thumbs: readonly ThumbSize[], required = false): FileField & { maxSelect: 1 } => ({
  type: 'file',
  maxSelect: 1,
  thumbs,
  required,
  unchecked: true,
});
const gallery = (thumbs: readonly ThumbSize[], maxSelect: number): FileField => ({
  type: 'file',
  maxSelect,
  thumbs,
  required: false,
  unchecked: true,
});
const position = (): NumberField => ({ type: 'number', required: false, unchecked: true });
const published = (): BoolField => ({ type: 'bool', required: false, unchecked: true });
const select = <V extends string>(values: readonly V[]): SelectField<V> => ({ type: 'select', values, required: true });

/** What the fields of a declaration say beyond its defaults. */
type Own = Pick<Declaration, 'collection' | 'noun' | 'fields' | 'example'> & Partial<Declaration>;

/** A list's defaults: public, read by anyone, written by staff, ordered by hand, on every page. */
const LIST = {
  kind: 'list',
  read: 'anyone',
  write: 'staff',
  public: true,
  drafts: false,
  ordered: true,
  pages: 'all',
} as const;

/** A settings collection's defaults: one public record, written by staff, on every page. */
const SETTINGS = {
  kind: 'single',
  read: 'anyone',
  write: 'staff',
  public: true,
  drafts: false,
  ordered: false,
  pages: 'all',
  label: '',
  history: true,
} as const;

/** The columns of the translations of the translated fields of `F`: `title_si`, `title_ta`. */
type TranslationsOf<F> = {
  [K in keyof F as F[K] extends { translated: true } ? `${K & string}_${Translation}` : never]: F[K];
};

/**
 * `fields` with the columns of their translations after them (in the migrated order: each
 * translated field's, a language after another): each the same kind of field by the same rules,
 * never required.
 */
function translations<F extends Record<string, Field>>(fields: F): F & TranslationsOf<F> {
  const all: Record<string, Field> = { ...fields };
  for (const name of Object.keys(fields)) {
    const field = fields[name];
    if (!field.translated) continue;
    for (const language of TRANSLATIONS) {
      const column: Field = { ...field, required: false, translationOf: { field: name, language } };
      delete column.translated;
      all[fieldIn(name, language)] = column;
    }
  }
  return all as F & TranslationsOf<F>;
}

type WithTranslations<D extends Own> = Omit<D, 'fields'> & { fields: D['fields'] & TranslationsOf<D['fields']> };

// note: `const` type parameters keep each declaration's literal types (its kind, its fields),
// from which the keys' lists and the record types are derived.
function list<const D extends Own & { label: string }>(own: D): Omit<typeof LIST, keyof D> & WithTranslations<D> {
  return { ...LIST, ...own, fields: translations(own.fields) };
}

// note: `admin` is required here: a settings collection without a screen fails the type check.
function settings<const D extends Own & { admin: AdminScreen }>(
  own: D,
): Omit<typeof SETTINGS, keyof D> & WithTranslations<D> {
  return { ...SETTINGS, ...own, fields: translations(own.fields) };
}

const HERO_THUMBS = ['800x0', '960x0', '1280x0', '1920x0'] as const;
const CARD_THUMBS = ['480x320', '720x480', '960x640'] as const;
/** An image the pages crop at its focal point: uncropped thumbs, cropped in CSS (decision 021). */
const FOCAL_CARD_THUMBS = ['480x0', '720x0', '960x0'] as const;

/**
 * Every collection of the site's content, by key: what differs from the defaults of a list or of
 * a settings collection (above).
 */
export const CONTENT = {
  categories: list({
    collection: 'project_categories',
    history: true,
    noun: 'category',
    label: 'name',
    fields: {
      name: words(text(80, true)),
      slug: text(100, false, { unchecked: true }),
      position: position(),
    },
    example: { name: 'Category' },
  }),
  projects: list({
    collection: 'projects',
    history: true,
    read: 'published',
    drafts: true,
    expand: 'category',
    pages: 'own',
    noun: 'project',
    label: 'title',
    fields: {
      title: words(text(200, true)),
      category: { type: 'relation', to: 'categories', required: true } as RelationField,
      client: text(200, true),
      architect: text(200, true),
      location: text(200, true),
      cost: text(100, true),
      year: year(LIMITS.projectYear),
      status: select(PROJECT_STATUSES),
      coverImage: image(['360x0', '480x0', '720x0', '960x0', '1200x0', '1600x0']),
      images: gallery(['360x240', '480x320', '960x640', '1600x0'], LIMITS.galleryImages),
      position: position(),
      published: published(),
      coverImage_alt: alt(),
      images_alt: { type: 'json', of: 'altByFile', required: false, translated: true } as JsonField & {
        translated: true;
      },
      // A few paragraphs with safe formatting (shared/formatting.ts, decision 021); optional.
      description: words(text(LIMITS.projectDescription, false, { multiline: true, check: 'formatted' })),
      coverImage_focus: focus(),
    },
    example: {
      title: 'Project',
      category: '',
      client: 'Client',
      architect: 'Architect',
      location: 'Colombo',
      cost: 'LKR 10M',
      year: 2024,
      status: 'Completed',
      published: true,
    },
  }),
  services: list({
    collection: 'services',
    history: true,
    read: 'published',
    drafts: true,
    noun: 'service',
    label: 'title',
    fields: {
      title: words(text(200, true)),
      icon: select(SERVICE_ICONS),
      shortDescription: words(paragraph(500, true)),
      longDescription: words(paragraph(5000, true)),
      image: image(FOCAL_CARD_THUMBS, true),
      position: position(),
      published: published(),
      image_alt: alt(),
      image_focus: focus(),
    },
    example: {
      title: 'Service',
      icon: 'Quality',
      shortDescription: 'Short',
      longDescription: 'Long',
      published: true,
    },
  }),
  team: list({
    collection: 'team',
    history: true,
    noun: 'team member',
    label: 'name',
    fields: {
      name: text(120, true),
      role: words(text(120, true)),
      bio: words(paragraph(2000, true)),
      avatar: image(['240x0', '480x0']),
      position: position(),
      avatar_alt: alt(),
      avatar_focus: focus(),
    },
    example: { name: 'Member', role: 'Engineer', bio: 'Bio' },
  }),
  testimonials: list({
    collection: 'testimonials',
    history: true,
    expand: 'project,project.category',
    noun: 'testimonial',
    label: 'client_name',
    fields: {
      client_name: text(120, true),
      client_role: words(text(120, false)),
      project: { type: 'relation', to: 'projects', required: false, unchecked: true } as RelationField,
      quote: words(paragraph(1000, true)),
      photo: image(['96x96', '192x192']),
      position: position(),
    },
    example: { client_name: 'Client', quote: 'They finished on time and on budget.' },
  }),
  journey: list({
    collection: 'journey',
    ordered: false,
    sort: 'year',
    noun: 'journey item',
    label: 'title',
    fields: {
      year: year(LIMITS.journeyYear),
      title: words(text(200, true)),
      description: words(paragraph(2000, true)),
    },
    example: { year: 2000, title: 'Step', description: 'What happened' },
  }),
  homeSettings: settings({
    collection: 'home_settings',
    noun: 'home settings',
    admin: { menu: 'Home', path: 'home' },
    fields: {
      title: words(text(200, true)),
      subtitle: words(paragraph(500, true)),
      logo: image(['96x96', '144x144', '192x192']),
      backgroundImage: image(HERO_THUMBS),
      hero_image: image(HERO_THUMBS),
      about_page_image: image(HERO_THUMBS),
      backgroundImage_focus: focus(),
    },
    example: { title: 'Home', subtitle: 'Sub' },
  }),
  about: settings({
    collection: 'about_settings',
    noun: 'about settings',
    admin: { menu: 'About' },
    fields: {
      title: words(text(200, true)),
      description: words(paragraph(5000, true)),
      image: image(CARD_THUMBS),
    },
    example: { title: 'About', description: 'Desc' },
  }),
  contact: settings({
    collection: 'contact_settings',
    noun: 'contact settings',
    admin: { menu: 'Contact' },
    fields: {
      email: email(true),
      phone: text(40, true),
      address: words(paragraph(500, true)),
      googleMapsUrl: url('googleMapsEmbed', true),
      whatsapp: text(15, false, { check: 'whatsapp' }),
    },
    example: {
      email: 'info@example.lk',
      phone: '+94 11 234 5678',
      address: 'Colombo',
      googleMapsUrl: 'https://www.google.com/maps/embed?pb=x',
    },
  }),
  footer: settings({
    collection: 'Footer_menu',
    noun: 'footer settings',
    admin: { menu: 'Footer' },
    fields: {
      company_name: text(120, false),
      footer_about: words({ ...text(1000, false), multiline: true }),
      footer_phone: text(40, false),
      footer_email: email(false),
      facebook_url: url('facebook', false),
      instagram_url: url('instagram', false),
    },
    example: { company_name: 'Company' },
  }),
  stats: settings({
    collection: 'stats_settings',
    noun: 'statistics',
    admin: { menu: 'Statistics' },
    fields: {
      total_projects: count(),
      ongoing_projects: count(),
      years_experience: count(),
      happy_clients: count(),
    },
    example: { total_projects: 1, ongoing_projects: 0, years_experience: 2, happy_clients: 3 },
  }),
  inquiries: list({
    collection: 'inquiries',
    read: 'staff',
    write: 'anyoneCreates',
    public: false,
    ordered: false,
    sort: '-created',
    expand: 'service,project',
    pages: 'none',
    noun: 'quote request',
    staleNoun: 'request',
    label: 'name',
    // note: checked by their own hooks (pb_hooks/src/lib/inquiries.ts), not the shared schemas.
    fields: {
      name: text(120, true, { unchecked: true }),
      phone: text(20, true, { unchecked: true }),
      email: { ...email(false), unchecked: true },
      service: { type: 'relation', to: 'services', required: false, unchecked: true } as RelationField,
      location: text(200, false, { unchecked: true }),
      message: { ...paragraph(3000, true), unchecked: true },
      page: text(300, false, { unchecked: true }),
      handled: { type: 'bool', required: false, unchecked: true } as BoolField,
      // The lead pipeline (issue 29, shared/leads.ts): staff only, checked by the leads hooks.
      status: { type: 'select', values: LEAD_STATUSES, required: false, unchecked: true } as SelectField<LeadStatus>,
      assignee: { type: 'relation', to: 'users', required: false, unchecked: true } as RelationField,
      value: { type: 'number', required: false, range: { min: 0, max: VALUE_MAX }, unchecked: true } as NumberField,
      lost_reason: text(LOST_REASON_MAX, false, { unchecked: true }),
      project: { type: 'relation', to: 'projects', required: false, unchecked: true } as RelationField,
      // The language of the page it was sent from (issue 40): staff reply in it.
      language: { type: 'select', values: LANGUAGES, required: false, unchecked: true } as SelectField<Language>,
    },
    example: { name: 'Visitor', phone: '077 123 4567', message: 'Please quote for a two-storey house.' },
  }),
} satisfies Record<string, Declaration>;

export type ContentKey = keyof typeof CONTENT;
type Declared = typeof CONTENT;

// note: every value computed at load is a call marked pure, so a bundle that uses none of them
// (the gallery island) drops this module.

/** The keys of the declarations, in declaration order. */
export const CONTENT_KEYS = /* @__PURE__ */ Object.keys(CONTENT) as ContentKey[];

/** Keys of the declarations of one kind. */
export type KeysOf<Kind extends 'list' | 'single'> = {
  [K in ContentKey]: Declared[K]['kind'] extends Kind ? K : never;
}[ContentKey];
/** Keys of the public content: what the rendered pages show. */
export type PublicKey = { [K in ContentKey]: Declared[K]['public'] extends true ? K : never }[ContentKey];
export type SingleKey = KeysOf<'single'> & PublicKey;
export type ListKey = KeysOf<'list'> & PublicKey;

function keysWhere(test: (declaration: Declaration) => boolean): ContentKey[] {
  return CONTENT_KEYS.filter((key) => test(CONTENT[key]));
}

function namesWhere(test: (declaration: Declaration) => boolean): string[] {
  return keysWhere(test).map(collectionOf);
}

/** The declaration of a collection by its PocketBase name, or undefined for any other. */
export function declarationOf(collection: string): Declaration | undefined {
  for (const key of CONTENT_KEYS) if (CONTENT[key].collection === collection) return CONTENT[key];
  return undefined;
}

/** The collection name of a key. */
export function collectionOf(key: ContentKey): string {
  return CONTENT[key].collection;
}

/** The public content's keys: anyone reads it, the pages show it. */
export const PUBLIC_KEYS = /* @__PURE__ */ keysWhere((d) => d.public) as PublicKey[];
/** The public settings, one record each. */
export const SINGLE_KEYS = /* @__PURE__ */ keysWhere((d) => d.public && d.kind === 'single') as SingleKey[];
/** The public lists. */
export const LIST_KEYS = /* @__PURE__ */ keysWhere((d) => d.public && d.kind === 'list') as ListKey[];

/** Names of the collections the rendered pages show. */
export const PUBLIC_COLLECTIONS = /* @__PURE__ */ namesWhere((d) => d.public);
/** Names of the settings collections that hold exactly one record. */
export const SINGLETON_COLLECTIONS = /* @__PURE__ */ namesWhere((d) => d.kind === 'single');
/** Names of every collection declared here: the public content and the quote requests. */
export const WRITABLE_COLLECTIONS = /* @__PURE__ */ namesWhere(() => true);
/** Names of the collections whose updates keep the previous version (shared/history.ts). */
export const HISTORY_COLLECTIONS = /* @__PURE__ */ namesWhere((d) => !!d.history);
/** Names of the lists staff order by hand (`POST /api/site/order/{collection}/{id}`). */
export const ORDERED_COLLECTIONS = /* @__PURE__ */ namesWhere((d) => d.ordered);

/**
 * The relation fields of public collections that point at a collection with drafts
 * (`published`), by collection name: field → the collection it points at.
 * pb_hooks/src/lib/drafts.ts empties them for visitors when they point at a draft;
 * tests/integration/draft-identity.test.ts checks the schema has no other.
 */
export const DRAFT_RELATIONS = /* @__PURE__ */ draftRelations();

function draftRelations(): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {};
  for (const key of PUBLIC_KEYS) {
    const declaration: Declaration = CONTENT[key];
    for (const name of Object.keys(declaration.fields)) {
      const field = declaration.fields[name];
      if (field.type !== 'relation') continue;
      const target: Declaration = CONTENT[field.to as ContentKey];
      if (!target.drafts) continue;
      found[declaration.collection] = { ...found[declaration.collection], [name]: target.collection };
    }
  }
  return found;
}

/** True when `field` of `collection` may hold line breaks (a paragraph). */
export function isMultiline(collection: string, field: string): boolean {
  const declared = declarationOf(collection)?.fields[field];
  return !!declared && declared.type !== 'file' && 'multiline' in declared && !!declared.multiline;
}

/**
 * The 409 message for a save based on an old copy of a record of `collection`
 * (pb_hooks/src/lib/recordWrites.ts). note: with its full stop: PocketBase adds one to every API
 * error message anyway.
 */
export function staleMessage(collection: string): string {
  const declared = declarationOf(collection);
  const subject =
    collection === 'users'
      ? 'This account was'
      : !declared
        ? 'This record was'
        : declared.kind === 'single'
          ? 'These settings were'
          : `This ${declared.staleNoun ?? declared.noun} was`;
  return `${subject} changed by someone else — reload to see the latest.`;
}

/** The sort of a list's reads: its own, else the staff order. */
export function sortOf(declaration: Pick<Declaration, 'sort' | 'ordered'>, staffOrder: string): string {
  return declaration.sort ?? (declaration.ordered ? staffOrder : '');
}

// ---------------------------------------------------------------------------------------------
// Record types, derived: web/src/lib/types.ts names them.

type ValueOf<F> = F extends { type: 'number' }
  ? number
  : F extends { type: 'bool' }
    ? boolean
    : F extends { type: 'select'; values: readonly (infer V)[] }
      ? V
      : F extends { type: 'file'; maxSelect: 1 }
        ? string
        : F extends { type: 'file' }
          ? string[]
          : F extends { type: 'json'; of: 'focalPoint' }
            ? { x: number; y: number } | null
            : F extends { type: 'json' }
              ? Record<string, string> | null
              : string;

/** Fields PocketBase may leave out of older records, or that a form may not send. */
type Loose = 'position' | 'published' | `${string}_alt` | `${string}_focus` | 'whatsapp' | `${string}_${Translation}`;

type FieldsOf<K extends ContentKey> = Declared[K]['fields'];

/** The fields of a record of `K`, as the API returns them. */
export type FieldValues<K extends ContentKey> = {
  [F in Exclude<keyof FieldsOf<K>, Loose>]: ValueOf<FieldsOf<K>[F]>;
} & {
  [F in Extract<keyof FieldsOf<K>, Loose>]?: ValueOf<FieldsOf<K>[F]>;
};

/** A field value of each type when a record leaves it blank (fixtures start from these). */
export function blankValue(field: Field): unknown {
  switch (field.type) {
    case 'number':
      return 0;
    case 'bool':
      return false;
    case 'json':
      return null;
    case 'select':
      return field.values[0];
    case 'file':
      return field.maxSelect === 1 ? '' : [];
    default:
      return '';
  }
}

/** Every field of a record of `key`, blank but for its declared example. */
export function exampleFields<K extends ContentKey>(key: K): FieldValues<K> {
  const declaration: Declaration = CONTENT[key];
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(declaration.fields)) values[name] = blankValue(declaration.fields[name]);
  return { ...values, ...declaration.example } as FieldValues<K>;
}

/** The translated fields of a declaration (their English columns), in declared order. */
export function translatedFields(declaration: Declaration): string[] {
  return Object.keys(declaration.fields).filter((name) => !!declaration.fields[name].translated);
}
