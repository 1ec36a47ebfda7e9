/**
 * The site data in one language (issue 40): each translated field (shared/content.ts) shows its
 * translation, or the English where there is none yet. The pages then read `record.title` as they
 * always did; a field shown in English is listed on the record (`inEnglish`) so that the page can
 * mark it `lang="en"` and a screen reader switches voice for it alone. Pure functions over plain
 * records: the hooks' renderer and the tests share them.
 */
import { CONTENT, LIST_KEYS, SINGLE_KEYS, translatedFields, type ContentKey, type Declaration } from './content';
import { DEFAULT_LANGUAGE, fieldIn, type Language } from './languages';
import type { Rec, SiteData } from './pages';

/** The key of a localized record that lists the fields it shows in English. */
const ENGLISH = '$english';

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * `record` of `key` in `language`: a copy whose translated fields hold the translation, or the
 * English (listed, `inEnglish`) where it is empty; its expanded relations likewise. English, and
 * a record with nothing to translate, come back as they are.
 */
export function localizeRecord<R extends Rec>(record: R, key: ContentKey, language: Language): R {
  if (language === DEFAULT_LANGUAGE) return record;
  const declaration: Declaration = CONTENT[key];
  const copy: Rec = { ...record };
  const english: string[] = [];
  for (const field of translatedFields(declaration)) {
    const translation = record[fieldIn(field, language)];
    if (declaration.fields[field].type === 'json') {
      // Alt texts by file: each file's own translation, else its English (listed per file).
      const own = (record[field] ?? {}) as Record<string, unknown>;
      const translated = (isBlank(translation) ? {} : translation) as Record<string, unknown>;
      copy[field] = { ...own, ...translated };
      for (const file of Object.keys(own))
        if (!isBlank(own[file]) && isBlank(translated[file])) english.push(fileEntry(field, file));
    } else if (!isBlank(translation)) copy[field] = translation;
    else if (!isBlank(record[field])) english.push(field);
  }
  copy[ENGLISH] = english;
  if (record.expand) {
    const expand: Record<string, Rec | undefined> = {};
    for (const name of Object.keys(record.expand)) {
      const related = record.expand[name];
      const field = declaration.fields[name];
      expand[name] =
        related && field?.type === 'relation' && field.to in CONTENT
          ? localizeRecord(related, field.to as ContentKey, language)
          : related;
    }
    copy.expand = expand;
  }
  return copy as R;
}

/** The key of a localized site data that names its language (not enumerable: not in its JSON). */
const LANGUAGE = '$language';

/**
 * The last site data localized, with its copies by language: a page's head, crumbs and body each
 * read the data in its language, and a render pass reads one snapshot for hundreds of pages.
 * note: one slot, not a WeakMap: goja keeps a WeakMap's values on its keys, and a server that
 * rendered one pass per edit grew by each snapshot's copies (1.3 GB at 200 projects, measured).
 */
let last: { data: SiteData; copies: Partial<Record<Language, SiteData>> } | null = null;

/**
 * Lets go of the last site data and its copies: a render pass ends with it, so a VM that
 * rendered keeps no snapshot of the site until its next pass (each of PocketBase's pooled VMs
 * may render one; issue 40's memory).
 */
export function forgetLocalized(): void {
  last = null;
}

/**
 * The whole site data in `language` (English: `data` itself). The same copy for the same data;
 * a copy already in `language` is itself.
 */
export function localizeSite(data: SiteData, language: Language): SiteData {
  const already = (data as unknown as Rec)[LANGUAGE];
  if (already === language) return data;
  if (already) throw new Error(`Site data in ${String(already)} asked for in ${language}: localize the stored data`);
  if (language === DEFAULT_LANGUAGE) return data;
  if (!last || last.data !== data) last = { data, copies: {} };
  const known = last.copies[language];
  if (known) return known;
  const localized = markedAs(localizeAll(data, language), language);
  last.copies[language] = localized;
  return localized;
}

/**
 * `data`, already in `language` (a copy of a localized site data, such as the components' own),
 * marked so: `localizeSite` then takes it as it is, and the cache keeps the stored snapshot's
 * copies (an unmarked copy would be localized again, and evict them: every page twice the work).
 */
export function markedAs<T extends object>(data: T, language: Language): T {
  if (language !== DEFAULT_LANGUAGE) Object.defineProperty(data, LANGUAGE, { value: language, enumerable: false });
  return data;
}

function localizeAll(data: SiteData, language: Language): SiteData {
  const out: Record<string, unknown> = {};
  for (const key of SINGLE_KEYS) out[key] = data[key] && localizeRecord(data[key]!, key, language);
  for (const key of LIST_KEYS) out[key] = data[key].map((record) => localizeRecord(record, key, language));
  return out as SiteData;
}

/**
 * True when `record` (localized) shows `field` in English because its translation is missing:
 * the page wraps that text in an element with `lang="en"`. For alt texts by photo (`images_alt`),
 * `file` names the photo.
 */
export function inEnglish(record: object | null | undefined, field: string, file?: string): boolean {
  const english = record ? (record as Rec)[ENGLISH] : undefined;
  return Array.isArray(english) && english.indexOf(file === undefined ? field : fileEntry(field, file)) >= 0;
}

/** How a photo's alt text in English is listed among a record's English fields. */
const fileEntry = (field: string, file: string): string => `${field}/${file}`;

/** The translated fields of `record` of `key` still empty in `language` (staff's "to translate"). */
export function missingTranslations(record: object, key: ContentKey, language: Language): string[] {
  if (language === DEFAULT_LANGUAGE) return [];
  const values = record as Record<string, unknown>;
  const declaration: Declaration = CONTENT[key];
  return translatedFields(declaration).filter((field) => {
    const english = values[field];
    const translation = values[fieldIn(field, language)];
    if (isBlank(english)) return false;
    // Alt texts by photo: left to translate while any photo with an English one has none.
    if (declaration.fields[field].type === 'json') {
      const translated = (translation ?? {}) as Record<string, unknown>;
      const own = english as Record<string, unknown>;
      return Object.keys(own).some((file) => !isBlank(own[file]) && isBlank(translated[file]));
    }
    return isBlank(translation);
  });
}
