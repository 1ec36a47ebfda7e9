import { useState } from 'react';
import { fileUrl } from '../../lib/files';
import type { AboutSettings } from '../../lib/types';
import { adminData } from '../data/adminData';
import { FormActions } from '../kit/FormActions';
import { TextAreaField, TextField } from '../kit/FormFields';
import { ImageField } from '../kit/ImageField';
import { JourneyManager } from './JourneyManager';
import { ABOUT_EXAMPLES } from './settingsDefaults';
import { SettingsScreen, settingsFormClass } from './SettingsScreen';
import { useSettingsForm } from './useSettingsForm';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { IMAGE_TYPE_MESSAGE, isAcceptedImage, schemaErrors, type FormErrors } from '../kit/validation';

export type AboutValues = { title: string; description: string } & TranslationValues;

/** The English fields' labels, which their translations repeat. */
const ABOUT_LABELS = { title: 'Title', description: 'Description' };

function valuesOf(record: AboutSettings | null): AboutValues {
  return {
    title: record?.title ?? '',
    description: record?.description ?? '',
    ...translationValues('about', record),
  };
}

function aboutPayload(values: AboutValues): Record<string, unknown> {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    ...translationPayload('about', values),
  };
}

/** Title and description are required (seed section 5); the image is optional. */
export function validateAbout(values: AboutValues, image: File | null): FormErrors<keyof AboutValues | 'image'> {
  const errors: FormErrors<keyof AboutValues | 'image'> = {};
  Object.assign(errors, schemaErrors('about', aboutPayload(values)));
  if (image && !isAcceptedImage(image)) errors.image = IMAGE_TYPE_MESSAGE;
  return errors;
}

/** About settings: title, description and image, then the journey timeline. */
export function AboutSettingsPage() {
  return (
    <SettingsScreen<AboutSettings>
      settingsKey="about"
      title="About Page Settings"
      description="Who you are, and the milestones of your journey."
    >
      {(record) => (
        <>
          <AboutSettingsForm record={record} />
          <JourneyManager />
        </>
      )}
    </SettingsScreen>
  );
}

function AboutSettingsForm({ record }: { record: AboutSettings | null }) {
  const [current, setCurrent] = useState(record);
  const [image, setImage] = useState<File | null>(null);
  const { bind, values, set, errors, clearError, saving, uploads, formProps, failure, failureReason } = useSettingsForm<
    AboutValues,
    AboutSettings
  >({
    label: 'About page settings',
    record,
    settings: adminData.settings.about,
    initial: () => valuesOf(record),
    validate: (values) => validateAbout(values, image),
    images: image ? [image] : [],
    payload: (values, [compressed]) => {
      const data = aboutPayload(values);
      if (compressed) data.image = compressed;
      return data;
    },
    valuesOf,
    onSaved: (saved) => {
      setCurrent(saved);
      setImage(null);
    },
  });

  return (
    <form {...formProps} aria-label="About page" className={settingsFormClass}>
      <TextField label="Title" required placeholder={ABOUT_EXAMPLES.title} {...bind('title')} />
      <TextAreaField
        label="Description"
        required
        rows={9}
        placeholder={ABOUT_EXAMPLES.description}
        {...bind('description')}
      />
      <ImageField
        key={`image-${current?.image ?? ''}`}
        label="Image"
        file={image}
        currentUrl={fileUrl(current, current?.image, '480x320')}
        error={errors.image}
        onChange={(file) => {
          setImage(file);
          clearError('image');
        }}
      />
      <TranslationFields content="about" form={{ values, errors, set }} labels={ABOUT_LABELS} />
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
