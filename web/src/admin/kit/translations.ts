/**
 * The translations a form edits (issue 40, decision 039), from the content model: each translated
 * field of a collection (shared/content.ts `translatedFields`) has a column per translation
 * (`title_si`, `title_ta`: `fieldIn`), held in the form as text beside the English (an alt text by
 * gallery file as its JSON) and sent trimmed, checked by the English field's rules (the shared
 * schemas). What is still to translate is `missingTranslations` (shared/localize.ts), counted here
 * for a form, a list and the dashboard.
 */
import { CONTENT, translatedFields, type ContentKey, type Declaration, type Field } from '@shared/content';
import { fieldIn, LANGUAGE_NAMES, TRANSLATIONS, type Translation } from '@shared/languages';
import { missingTranslations } from '@shared/localize';

/** A form's translation columns, as typed. */
export type TranslationValues = { [column: `${string}_${Translation}`]: string };

/** Alt texts by gallery file name (a JSON field translated as a whole map). */
type AltByFile = Record<string, string>;

function declared(key: ContentKey): Declaration {
  return CONTENT[key];
}

/** The translated fields of `key` with their declared field, in declared order. */
export function translatable(key: ContentKey): { name: string; field: Field }[] {
  const declaration = declared(key);
  return translatedFields(declaration).map((name) => ({ name, field: declaration.fields[name] }));
}

function isAltByFile(field: Field): boolean {
  return field.type === 'json' && field.of === 'altByFile';
}

/** Parses a gallery alt map kept as text in a form; anything else reads as none. */
export function altMapOf(text: string | undefined): AltByFile {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as AltByFile) : {};
  } catch {
    return {};
  }
}

/** The translation columns of `record` (null: a new one) as a form holds them. */
export function translationValues(key: ContentKey, record: object | null): TranslationValues {
  const source = (record ?? {}) as Record<string, unknown>;
  const values: TranslationValues = {};
  for (const { name, field } of translatable(key)) {
    for (const language of TRANSLATIONS) {
      const column = fieldIn(name, language) as `${string}_${Translation}`;
      const value = source[column];
      if (isAltByFile(field)) values[column] = value && typeof value === 'object' ? JSON.stringify(value) : '';
      else values[column] = typeof value === 'string' ? value : '';
    }
  }
  return values;
}

/**
 * The translation columns to send: text trimmed; an alt map with its texts trimmed, the empty ones
 * and those of files not in `files` (the gallery kept) left out.
 */
export function translationPayload(
  key: ContentKey,
  values: Record<string, string>,
  files: string[] = [],
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const { name, field } of translatable(key)) {
    for (const language of TRANSLATIONS) {
      const column = fieldIn(name, language);
      if (!isAltByFile(field)) {
        payload[column] = (values[column] ?? '').trim();
        continue;
      }
      const map = altMapOf(values[column]);
      const kept: AltByFile = {};
      for (const file of files) {
        const text = typeof map[file] === 'string' ? map[file].trim() : '';
        if (text) kept[file] = text;
      }
      payload[column] = kept;
    }
  }
  return payload;
}

/** The translated fields of `record` of `key` to translate, by language. */
export function missingByLanguage(key: ContentKey, record: object): Record<Translation, string[]> {
  const found = {} as Record<Translation, string[]>;
  for (const language of TRANSLATIONS) found[language] = missingTranslations(record, key, language);
  return found;
}

/** True when `record` has a translated field with no translation in some language. */
export function needsTranslation(key: ContentKey, record: object): boolean {
  return TRANSLATIONS.some((language) => missingTranslations(record, key, language).length > 0);
}

/** "Sinhala: 3 fields to translate", "Tamil: 1 field to translate", "Sinhala: all translated". */
export function missingSummary(language: Translation, count: number): string {
  const name = LANGUAGE_NAMES[language].english;
  if (count === 0) return `${name}: all translated`;
  return `${name}: ${count} ${count === 1 ? 'field' : 'fields'} to translate`;
}

/** A translation input's label: "Title (Sinhala)". */
export function translationLabel(label: string, language: Translation): string {
  return `${label} (${LANGUAGE_NAMES[language].english})`;
}

/** The query parameter of a list filtered to the records with something to translate. */
export const TRANSLATE_PARAM = 'translate';

/** A list's address filtered to what needs translating (the dashboard links there). */
export function toTranslateHref(listPath: string): string {
  return `${listPath}?${TRANSLATE_PARAM}=1`;
}

/** True when the collection has a translated field at all. */
export function hasTranslations(key: ContentKey): boolean {
  return translatable(key).length > 0;
}

/** What is left to translate across records: fields per language, and the records with any. */
export interface TranslationCount {
  fields: Record<Translation, number>;
  records: number;
}

/** Counts the missing translations of `records` of each collection. */
export function countMissing(lists: { key: ContentKey; records: readonly object[] }[]): TranslationCount {
  const count: TranslationCount = { fields: { si: 0, ta: 0 }, records: 0 };
  for (const { key, records } of lists) {
    for (const record of records) {
      const missing = missingByLanguage(key, record);
      for (const language of TRANSLATIONS) count.fields[language] += missing[language].length;
      if (TRANSLATIONS.some((language) => missing[language].length > 0)) count.records += 1;
    }
  }
  return count;
}
