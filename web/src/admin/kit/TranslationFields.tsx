import { useId } from 'react';
import type { ContentKey, Field } from '@shared/content';
import { LIMITS } from '@shared/limits';
import { fieldIn, TRANSLATIONS, type Translation } from '@shared/languages';
import { words } from './fieldLabel';
import { TextAreaField, TextField } from './FormFields';
import {
  altMapOf,
  missingByLanguage,
  missingSummary,
  translatable,
  translationLabel,
  translationPayload,
} from './translations';
import type { FormErrors } from './validation';

/** The parts of a form (`useForm`) the translations read and write. */
export interface TranslatableForm {
  values: Record<string, string>;
  errors: FormErrors;
  set: (field: never, value: never) => void;
}

interface TranslationFieldsProps {
  /** The collection whose translated fields these are. */
  content: ContentKey;
  form: TranslatableForm;
  /** The English fields' labels, by field ("Title"); a field's name in words when not given. */
  labels?: Record<string, string>;
  /** The English fields' hints, given again under their translations. */
  hints?: Record<string, string>;
  /** English values the form keeps outside its text values (a gallery's alt texts, by file). */
  english?: Record<string, unknown>;
  /**
   * The saved gallery files that stay, in order: their alt texts are translated here (a new
   * photo's once saved, as its file name is the server's).
   */
  files?: string[];
  /** The heading's level: 2 in a form of its own, deeper in a form inside a section. */
  level?: 2 | 3 | 4;
}

const LANGUAGE_CODES: Record<Translation, string> = { si: 'si', ta: 'ta' };

/** The English of a field as staff read it beside its translations: read-only, marked lang="en". */
function English({ label, text, multiline }: { label: string; text: string; multiline: boolean }) {
  const id = useId();
  const blank = !text.trim();
  return (
    <div>
      <p id={id} className="text-sm font-medium text-slate-700">
        English
      </p>
      <div
        lang="en"
        // A long English text scrolls in its box: focusable, so a keyboard can scroll it.
        {...(multiline && !blank ? { tabIndex: 0, role: 'region', 'aria-label': `${label} in English` } : {})}
        aria-describedby={id}
        className={`mt-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-words text-slate-800 ${
          multiline ? 'max-h-40 overflow-y-auto whitespace-pre-wrap' : ''
        }`}
      >
        {blank ? <span className="text-slate-600 italic">No English yet</span> : text}
      </div>
    </div>
  );
}

/** A translation input: its language, value, error and change. */
interface TranslationInput {
  language: Translation;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One row of the section: a translated field (a gallery photo's alt text), with its inputs. */
interface Row {
  key: string;
  /** The field's label, naming it among those with nothing to translate yet. */
  group: string;
  label: string;
  field: Field;
  english: string;
  hint?: string;
  inputs: TranslationInput[];
}

/** One translated field: its English, then an input per translation (side by side on a wide screen). */
function FieldTranslations(props: {
  label: string;
  field: Field;
  english: string;
  hint?: string;
  inputs: TranslationInput[];
}) {
  const multiline = props.field.type === 'text' && !!props.field.multiline;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{props.label}</legend>
      <div className="grid gap-4 md:grid-cols-3">
        <English label={props.label} text={props.english} multiline={multiline} />
        {props.inputs.map(({ language, value, error, onChange }) => {
          const common = {
            label: translationLabel(props.label, language),
            lang: LANGUAGE_CODES[language],
            value,
            error,
            hint: props.hint,
            // The English field's limit (the schema checks it too, with the English rule's message).
            maxLength: 'max' in props.field ? props.field.max : LIMITS.altText,
          };
          return multiline ? (
            <TextAreaField key={language} rows={5} {...common} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <TextField key={language} {...common} onChange={(e) => onChange(e.target.value)} />
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The translations of a record or settings form (issue 40, decision 039): what is left to
 * translate per language, then each translated field of the content model with its English shown
 * read-only and its Sinhala and Tamil inputs beside it (under it on a phone), checked by the
 * English field's rules. Every input stays in view, so a refused translation is focused like any
 * field.
 */
export function TranslationFields({
  content,
  form,
  labels = {},
  hints = {},
  english = {},
  files = [],
  level = 2,
}: TranslationFieldsProps) {
  const Heading = `h${level}` as const;
  const set = form.set as (field: string, value: string) => void;
  const fields = translatable(content);
  // What a page would show: the form's English and translations as they are now.
  const current = { ...form.values, ...english, ...translationPayload(content, form.values, files) };
  const missing = missingByLanguage(content, current);
  if (fields.length === 0) return null;

  const input = (column: string, value: string, onChange: (value: string) => void) => ({
    value,
    error: form.errors[column],
    onChange,
  });
  // One row per translated field (per saved photo for the gallery's alt texts).
  const rows = fields.flatMap(({ name, field }): Row[] => {
    const label = labels[name] ?? words(name);
    if (field.type !== 'json')
      return [
        {
          key: name,
          group: label,
          label,
          field,
          english: form.values[name] ?? '',
          hint: hints[name],
          inputs: TRANSLATIONS.map((language) => {
            const column = fieldIn(name, language);
            return { language, ...input(column, form.values[column] ?? '', (value) => set(column, value)) };
          }),
        },
      ];
    const englishAlt = (english[name] ?? {}) as Record<string, string>;
    return files.map((file, index) => ({
      key: `${name}-${file}`,
      group: label,
      label: `${label}, photo ${index + 1}`,
      field,
      english: englishAlt[file] ?? '',
      inputs: TRANSLATIONS.map((language) => {
        const column = fieldIn(name, language);
        const map = altMapOf(form.values[column]);
        return {
          language,
          ...input(column, map[file] ?? '', (value) => set(column, JSON.stringify({ ...map, [file]: value }))),
        };
      }),
    }));
  });
  // A field with no English and no translation has nothing to translate yet: named, not shown.
  const waiting = rows.filter(
    (row) => !row.english.trim() && row.inputs.every((one) => !one.value.trim() && !one.error),
  );

  return (
    // note: not a named region: the About screen has two forms with translations (axe landmark-unique).
    <div className="space-y-4">
      <div>
        <Heading className="text-lg font-semibold text-slate-900">Translations</Heading>
        <p className="mt-1 text-sm text-slate-600">
          Type the Sinhala and Tamil beside the English. A page in a language shows the English where its translation is
          empty.
        </p>
        <ul aria-label="Still to translate" className="mt-2 flex flex-wrap gap-2 text-sm">
          {TRANSLATIONS.map((language) => (
            <li
              key={language}
              className={`rounded-full px-3 py-1 font-medium ${
                missing[language].length ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
              }`}
            >
              {missingSummary(language, missing[language].length)}
            </li>
          ))}
        </ul>
      </div>
      {rows
        .filter((row) => !waiting.includes(row))
        .map(({ key, ...row }) => (
          <FieldTranslations key={key} {...row} />
        ))}
      {waiting.length > 0 && (
        <p className="text-sm text-slate-600">
          No English yet, so nothing to translate: {[...new Set(waiting.map((row) => row.group))].join(', ')}.
        </p>
      )}
    </div>
  );
}
