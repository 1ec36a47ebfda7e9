/**
 * A stored version in words for staff (issue 28, item 2): which fields a change touched, each as
 * old → new (texts, relations by name, files added, removed or reordered), and what a restore of
 * it cannot bring back or will remove. The rules themselves are shared/history.ts.
 */
import { focusText } from '@shared/focus';
import { TRANSLATIONS, type Translation } from '@shared/languages';
import { translationLabel } from '../kit/translations';
import { CONTENT, type ContentKey, type Declaration } from '@shared/content';
import {
  fileChange,
  fileNames,
  historyFields,
  restorePlan,
  type FileChange,
  type Missing,
  type RestorePlan,
  type Snapshot,
  type Version,
} from '@shared/history';

/** Field names staff know by another word than the field's own. */
const LABELS: Record<string, string> = {
  images: 'Gallery',
  images_alt: 'Gallery alt texts',
  coverImage: 'Cover image',
  coverImage_alt: 'Cover alt text',
  image_alt: 'Image alt text',
  avatar: 'Photo',
  avatar_alt: 'Photo alt text',
  year: 'Completion year',
  googleMapsUrl: 'Google Maps URL',
  whatsapp: 'WhatsApp',
  hero_image: 'Hero image',
  backgroundImage: 'Background image',
  about_page_image: 'About page image',
  footer_about: 'About text',
  facebook_url: 'Facebook URL',
  instagram_url: 'Instagram URL',
  shortDescription: 'Short description',
  longDescription: 'Long description',
  client_name: 'Client name',
  client_role: 'Client role',
  coverImage_focus: 'Cover focal point',
  image_focus: 'Image focal point',
  avatar_focus: 'Photo focal point',
  backgroundImage_focus: 'Background focal point',
};

/** The language of a translation's column (`title_si`: Sinhala), or undefined for any other field. */
export function translationLanguage(name: string): Translation | undefined {
  return TRANSLATIONS.find((language) => name.endsWith(`_${language}`));
}

/**
 * A field's name as staff read it: "Gallery", "Client name", "Total projects"; a translation's
 * column as its field's, with the language: "Title (Sinhala)".
 */
export function fieldLabel(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const language = translationLanguage(name);
  if (language) return translationLabel(fieldLabel(name.slice(0, -language.length - 1)), language);
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The changed fields of a version, in words: "Title, Gallery". */
export function changeSummary(version: Pick<Version, 'changed'>): string {
  return version.changed.map(fieldLabel).join(', ');
}

/** Words in a list: "Title", "Title and Client", "Title, Client and Gallery". */
function listed(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * What a restore of a version puts back, as a sentence: "Long description goes back to how it was
 * then." or "Title and Gallery go back to how they were then." (issue 39: the grammar).
 */
export function restoreSentence(version: Pick<Version, 'changed'>): string {
  const labels = version.changed.map(fieldLabel);
  if (labels.length === 0) return 'Everything goes back to how it was then.';
  return labels.length === 1
    ? `${labels[0]} goes back to how it was then.`
    : `${listed(labels)} go back to how they were then.`;
}

/** Names a related record by its id ('' for none); answers null when it no longer exists. */
export type NameOf = (field: string, id: string) => string | null;

export type FieldDiff =
  | { kind: 'text'; field: string; label: string; before: string; after: string }
  | { kind: 'files'; field: string; label: string; before: string[]; after: string[]; change: FileChange }
  | { kind: 'alt'; field: string; label: string; entries: { file: string; before: string; after: string }[] };

export const EMPTY = '(empty)';

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function relationName(nameOf: NameOf, field: string, value: unknown): string {
  const id = typeof value === 'string' ? value : '';
  if (!id) return '(none)';
  return nameOf(field, id) ?? `(deleted ${fieldLabel(field).toLowerCase()})`;
}

function altEntries(before: unknown, after: unknown): { file: string; before: string; after: string }[] {
  const old = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const now = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const files = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return files
    .map((file) => ({ file, before: shown(old[file]), after: shown(now[file]) }))
    .filter((entry) => entry.before !== entry.after);
}

/** What the change after `version` did, field by field: the version's value → the next one. */
export function versionDiff(collection: string, version: Pick<Version, 'changed' | 'data' | 'after'>, nameOf: NameOf) {
  const fields = new Map(historyFields(collection));
  const diffs: FieldDiff[] = [];
  for (const name of version.changed) {
    const field = fields.get(name);
    const label = fieldLabel(name);
    const before = version.data[name];
    const after = version.after[name];
    if (field?.type === 'file') {
      diffs.push({
        kind: 'files',
        field: name,
        label,
        before: fileNames(before),
        after: fileNames(after),
        change: fileChange(before, after),
      });
    } else if (field?.type === 'json' && field.of === 'focalPoint') {
      // A focal point (decision 021) in the form's words: "20% across, 75% down".
      const words = (value: unknown) =>
        value ? focusText(value).replace(/(\d+) (\d+)/, '$1% across, $2% down') : EMPTY;
      diffs.push({ kind: 'text', field: name, label, before: words(before), after: words(after) });
    } else if (field?.type === 'json')
      diffs.push({ kind: 'alt', field: name, label, entries: altEntries(before, after) });
    else if (field?.type === 'relation') {
      diffs.push({
        kind: 'text',
        field: name,
        label,
        before: relationName(nameOf, name, before),
        after: relationName(nameOf, name, after),
      });
    } else diffs.push({ kind: 'text', field: name, label, before: shown(before), after: shown(after) });
  }
  return diffs;
}

/** A value cut to `max` characters on one line, with an ellipsis when cut. */
function short(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/**
 * A version in one line, field by field, what it held → what it was changed to: "Title: Galle
 * Villa → Galle Villa Extension; Gallery: 1 added" (issue 39: versions with the same heading
 * could only be told apart by opening each one's "What changed").
 */
export function versionLine(diffs: FieldDiff[]): string {
  return diffs
    .map((diff) => {
      if (diff.kind === 'text') return `${diff.label}: ${short(diff.before)} → ${short(diff.after)}`;
      if (diff.kind === 'files') return `${diff.label}: ${fileChangeWords(diff.change) || 'changed'}`;
      const count = diff.entries.length;
      return `${diff.label}: ${count === 1 ? '1 photo' : `${count} photos`} changed`;
    })
    .join('; ');
}

/** A file change in words: "Order changed · 1 added · 2 removed". */
export function fileChangeWords(change: FileChange): string {
  const parts: string[] = [];
  if (change.reordered) parts.push('Order changed');
  if (change.added.length) parts.push(`${change.added.length} added`);
  if (change.removed.length) parts.push(`${change.removed.length} removed`);
  return parts.join(' · ');
}

/** The kept fields of a record as it is now. */
export function snapshotOf(collection: string, record: Record<string, unknown>): Snapshot {
  const values: Snapshot = {};
  for (const [name] of historyFields(collection)) values[name] = record[name];
  return values;
}

/** What restoring `version` onto `current` would do (shared/history.ts restorePlan). */
export function planRestore(
  collection: string,
  version: Pick<Version, 'data'>,
  current: Record<string, unknown>,
  nameOf: NameOf,
): RestorePlan {
  return restorePlan(
    collection,
    version.data,
    snapshotOf(collection, current),
    (field, id) => nameOf(field, id) !== null,
  );
}

function photos(count: number): string {
  return count === 1 ? '1 photo' : `${count} photos`;
}

function isGallery(collection: string, field: string): boolean {
  const declared = historyFields(collection).find(([name]) => name === field)?.[1];
  return declared?.type === 'file' && declared.maxSelect > 1;
}

/** Sentences on what a restore cannot bring back (`missing`) or will delete (`dropped`). */
export function restoreWarnings(collection: string, plan: Pick<RestorePlan, 'missing' | 'dropped'>): string[] {
  const lines = plan.missing.map((m: Missing) =>
    isGallery(collection, m.field)
      ? `${photos(m.values.length)} of the ${fieldLabel(m.field).toLowerCase()} in this version ` +
        `${m.values.length === 1 ? 'was' : 'were'} deleted since and cannot come back.`
      : `The ${fieldLabel(m.field).toLowerCase()} of this version was deleted since: the current one stays.`,
  );
  for (const d of plan.dropped) {
    lines.push(
      isGallery(collection, d.field)
        ? `${photos(d.values.length)} added to the ${fieldLabel(d.field).toLowerCase()} since will be deleted.`
        : `The current ${fieldLabel(d.field).toLowerCase()} will be deleted.`,
    );
  }
  return lines;
}

/** The key of a collection's declaration, when it has history. */
export function historyKey(content: string | undefined): ContentKey | null {
  if (!content || !(content in CONTENT)) return null;
  const declaration: Declaration = CONTENT[content as ContentKey];
  return declaration.history ? (content as ContentKey) : null;
}
