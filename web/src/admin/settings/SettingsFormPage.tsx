import { useState, type ComponentType } from 'react';
import { CONTENT, type AdminScreen, type Declaration, type Field, type SingleKey } from '@shared/content';
import { fileUrl } from '../../lib/files';
import { adminData, type AdminSettings } from '../data/adminData';
import { FormActions } from '../kit/FormActions';
import { SelectField, TextAreaField, TextField } from '../kit/FormFields';
import { focusPayload, focusText } from '@shared/focus';
import { FocalPointField } from '../kit/FocalPointField';
import { ImageField } from '../kit/ImageField';
import { useDataUrl } from '../kit/useDataUrl';
import {
  IMAGE_TYPE_MESSAGE,
  isAcceptedImage,
  numberField,
  parseInteger,
  schemaErrors,
  type FormErrors,
} from '../kit/validation';
import { words } from '../kit/fieldLabel';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues } from '../kit/translations';
import { SettingsScreen, settingsFormClass } from './SettingsScreen';
import { useSettingsForm } from './useSettingsForm';

/** A field the generic form edits, with its label. */
export interface EditableField {
  name: string;
  field: Field;
  label: string;
}

type Values = Record<string, string>;
type SettingsRecord = { id: string; updated?: string; collectionId?: string } & Record<string, unknown>;

function editable(field: Field): boolean {
  if (field.type === 'file') return field.maxSelect === 1;
  // An image's focal point (`<image>_focus`, decision 021) is set on its image.
  if (field.type === 'json') return field.of === 'focalPoint';
  return (
    field.type === 'text' ||
    field.type === 'email' ||
    field.type === 'url' ||
    field.type === 'number' ||
    field.type === 'select'
  );
}

/**
 * The fields of `key` the generic form edits, in declared order, labelled by the declaration's
 * `admin.labels` or by their names. A field it cannot edit (a gallery, a relation, a switch, JSON)
 * is refused with what to do instead, so such a collection never gets a form that leaves it out.
 */
export function editableFields(key: string, declaration: Declaration = CONTENT[key as SingleKey]): EditableField[] {
  const screen = declaration.admin;
  // note: a translation's column is edited beside its English field (TranslationFields), not as a field of its own.
  const fields = Object.entries(declaration.fields).filter(([, field]) => !field.translationOf);
  return fields.map(([name, field]) => {
    if (!editable(field))
      throw new Error(
        `The generic settings form cannot edit ${declaration.collection}.${name} (a ${field.type} field): give '${key}' a screen of its own (OWN_SETTINGS_SCREENS in web/src/app/router.tsx).`,
      );
    return { name, field, label: screen?.labels?.[name] ?? words(name) };
  });
}

/** The settings record of `key`, its fields as the form sees them (by name). */
function settingsOf(key: SingleKey): AdminSettings<SettingsRecord> {
  return adminData.settings[key] as AdminSettings<unknown> as AdminSettings<SettingsRecord>;
}

/** The screen's heading: the declared one, else "{menu} Page Settings". */
export function settingsTitle(key: SingleKey): string {
  const screen: AdminScreen = CONTENT[key].admin;
  return screen.title ?? `${screen.menu} Page Settings`;
}

function valuesOf(key: SingleKey, fields: EditableField[], record: SettingsRecord | null): Values {
  const values: Values = { ...translationValues(key, record) };
  for (const { name, field } of fields) {
    if (field.type === 'file') continue;
    const value = record?.[name];
    if (field.type === 'json') values[name] = focusText(value);
    else values[name] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** The record's fields as the schema checks them, and as they are sent: trimmed text, whole numbers. */
function fieldsOf(
  key: SingleKey,
  fields: EditableField[],
  values: Values,
  forSchema: boolean,
): Record<string, unknown> {
  const data: Record<string, unknown> = { ...translationPayload(key, values) };
  for (const { name, field } of fields) {
    if (field.type === 'file') continue;
    const value = values[name] ?? '';
    if (field.type === 'number') data[name] = forSchema ? numberField(value) : (parseInteger(value) ?? 0);
    else if (field.type === 'json') data[name] = focusPayload(value);
    else data[name] = value.trim();
  }
  return data;
}

/**
 * The generic settings screen of `key` (issue 25): one field after another as the content model
 * declares them (a paragraph is a textarea, a number a number input, a choice a select, an image
 * an image field), checked by the shared schema, saved with the settings screens' toasts.
 */
export function SettingsFormPage({ settingsKey }: { settingsKey: SingleKey }) {
  const screen: AdminScreen = CONTENT[settingsKey].admin;
  return (
    <SettingsScreen<SettingsRecord>
      settingsKey={settingsKey}
      title={settingsTitle(settingsKey)}
      description={screen.description}
    >
      {(record) => <GenericSettingsForm settingsKey={settingsKey} record={record} />}
    </SettingsScreen>
  );
}

const screens = new Map<SingleKey, ComponentType>();

/** The route's screen of `key` (the router's routes take components without props). */
export function settingsFormPageOf(key: SingleKey): ComponentType {
  let screen = screens.get(key);
  if (!screen) {
    const Screen = () => <SettingsFormPage settingsKey={key} />;
    Screen.displayName = `SettingsFormPage(${key})`;
    screen = Screen;
    screens.set(key, screen);
  }
  return screen;
}

/** The focal point of an image of the form: on the chosen file, else on the stored one. */
function GenericFocalPoint(props: {
  file: File | null;
  storedUrl: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const chosenUrl = useDataUrl(props.file);
  return (
    <FocalPointField src={props.file ? chosenUrl : props.storedUrl} value={props.value} onChange={props.onChange} />
  );
}

function GenericSettingsForm({ settingsKey, record }: { settingsKey: SingleKey; record: SettingsRecord | null }) {
  const fields = editableFields(settingsKey);
  const images = fields.filter(({ field }) => field.type === 'file');
  const [current, setCurrent] = useState(record);
  const [chosen, setChosen] = useState<Record<string, File | null>>({});
  const picked = images.filter(({ name }) => chosen[name]);
  const { bind, values, set, errors, clearError, saving, uploads, formProps, failure, failureReason } = useSettingsForm<
    Values,
    SettingsRecord
  >({
    // "Careers page settings updated successfully!"
    label: `${CONTENT[settingsKey].admin.menu} page settings`,
    record,
    settings: settingsOf(settingsKey),
    initial: () => valuesOf(settingsKey, fields, record),
    validate: (values) => {
      const problems: FormErrors = schemaErrors(settingsKey, fieldsOf(settingsKey, fields, values, true));
      for (const { name } of picked) if (!isAcceptedImage(chosen[name]!)) problems[name] = IMAGE_TYPE_MESSAGE;
      return problems;
    },
    images: picked.map(({ name }) => chosen[name]!),
    payload: (values, compressed) => {
      const data = fieldsOf(settingsKey, fields, values, false);
      picked.forEach(({ name }, index) => (data[name] = compressed[index]));
      return data;
    },
    valuesOf: (saved) => valuesOf(settingsKey, fields, saved),
    onSaved: (saved) => {
      setCurrent(saved);
      setChosen({});
    },
  });

  return (
    <form {...formProps} aria-label={settingsTitle(settingsKey)} className={settingsFormClass}>
      {fields.map(({ name, field, label }) => {
        const required = field.required;
        switch (field.type) {
          case 'file': {
            const stored = typeof current?.[name] === 'string' ? (current[name] as string) : '';
            return (
              <ImageField
                key={`${name}-${stored}`}
                label={label}
                required={required}
                file={chosen[name] ?? null}
                currentUrl={fileUrl(current, stored, field.thumbs[0])}
                error={errors[name]}
                onChange={(file) => {
                  setChosen((files) => ({ ...files, [name]: file }));
                  clearError(name);
                }}
              />
            );
          }
          case 'number':
            return (
              <TextField
                key={name}
                label={label}
                required={required}
                type="number"
                inputMode="numeric"
                step={1}
                {...bind(name)}
              />
            );
          case 'json': {
            const image = name.replace(/_focus$/, '');
            const stored = typeof current?.[image] === 'string' ? (current[image] as string) : '';
            return (
              <GenericFocalPoint
                key={name}
                file={chosen[image] ?? null}
                storedUrl={fileUrl(current, stored)}
                value={values[name] ?? ''}
                onChange={(value) => set(name, value)}
              />
            );
          }
          case 'select':
            return (
              <SelectField
                key={name}
                label={label}
                required={required}
                options={[
                  ...(required ? [] : [{ value: '', label: '—' }]),
                  ...field.values.map((value) => ({ value, label: value })),
                ]}
                {...bind(name)}
              />
            );
          default:
            if (field.type !== 'text' && field.type !== 'email' && field.type !== 'url') return null;
            return field.multiline ? (
              <TextAreaField key={name} label={label} required={required} rows={6} {...bind(name)} />
            ) : (
              <TextField
                key={name}
                label={label}
                required={required}
                type={field.type === 'text' ? 'text' : field.type}
                {...bind(name)}
              />
            );
        }
      })}
      <TranslationFields
        content={settingsKey}
        form={{ values, errors, set }}
        labels={Object.fromEntries(fields.map(({ name, label }) => [name, label]))}
      />
      <FormActions
        failure={{ failure, failureReason }}
        submitLabel="Save Settings"
        busyLabel="Saving..."
        busy={saving}
        uploads={uploads}
      />
    </form>
  );
}
