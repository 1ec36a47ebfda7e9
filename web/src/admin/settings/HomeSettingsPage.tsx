import { useState } from 'react';
import { fileUrl } from '../../lib/files';
import type { HomeSettings } from '../../lib/types';
import { adminData } from '../data/adminData';
import { FormActions } from '../kit/FormActions';
import { TextAreaField, TextField } from '../kit/FormFields';
import { focusPayload, focusText } from '@shared/focus';
import { FocalPointField } from '../kit/FocalPointField';
import { ImageField } from '../kit/ImageField';
import { useDataUrl } from '../kit/useDataUrl';
import { HOME_EXAMPLES } from './settingsDefaults';
import { SettingsScreen, settingsFormClass } from './SettingsScreen';
import { useSettingsForm } from './useSettingsForm';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { IMAGE_TYPE_MESSAGE, isAcceptedImage, schemaErrors, type FormErrors } from '../kit/validation';

export type HomeValues = {
  title: string;
  subtitle: string;
  /** The background's focal point, "x y" (decision 021). */
  backgroundImage_focus: string;
} & TranslationValues;

/** The English fields' labels, which their translations repeat. */
const HOME_LABELS = { title: 'Title', subtitle: 'Subtitle' };

type HomeField = keyof HomeValues | 'backgroundImage' | 'logo';

/** Title and subtitle are required (seed section 5); both images are optional. */
export function validateHome(values: HomeValues, background: File | null, logo: File | null): FormErrors<HomeField> {
  const errors: FormErrors<HomeField> = {};
  Object.assign(
    errors,
    schemaErrors('homeSettings', {
      ...values,
      ...translationPayload('homeSettings', values),
      backgroundImage_focus: focusPayload(values.backgroundImage_focus),
    }),
  );
  if (background && !isAcceptedImage(background)) errors.backgroundImage = IMAGE_TYPE_MESSAGE;
  if (logo && !isAcceptedImage(logo)) errors.logo = IMAGE_TYPE_MESSAGE;
  return errors;
}

/** Home settings: title, subtitle, background image and the site's logo. */
export function HomeSettingsPage() {
  return (
    <SettingsScreen<HomeSettings>
      settingsKey="homeSettings"
      title="Home Page Settings"
      description="The first thing visitors see, and the logo of every page."
    >
      {(record) => <HomeSettingsForm record={record} />}
    </SettingsScreen>
  );
}

function valuesOf(record: HomeSettings | null): HomeValues {
  return {
    title: record?.title ?? '',
    subtitle: record?.subtitle ?? '',
    backgroundImage_focus: focusText(record?.backgroundImage_focus),
    ...translationValues('homeSettings', record),
  };
}

function HomeSettingsForm({ record }: { record: HomeSettings | null }) {
  const [current, setCurrent] = useState(record);
  const [background, setBackground] = useState<File | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const backgroundUrl = useDataUrl(background);
  const { bind, values, set, errors, clearError, saving, uploads, formProps, failure, failureReason } = useSettingsForm<
    HomeValues,
    HomeSettings
  >({
    label: 'Home page settings',
    record,
    settings: adminData.settings.homeSettings,
    initial: () => valuesOf(record),
    validate: (values) => validateHome(values, background, logo),
    images: [background, logo].filter((f): f is File => Boolean(f)),
    payload: (values, compressed) => {
      const data: Record<string, unknown> = {
        title: values.title.trim(),
        subtitle: values.subtitle.trim(),
        backgroundImage_focus: focusPayload(values.backgroundImage_focus),
        ...translationPayload('homeSettings', values),
      };
      if (background) data.backgroundImage = compressed[0];
      if (logo) data.logo = compressed[background ? 1 : 0];
      return data;
    },
    valuesOf,
    onSaved: (saved) => {
      setCurrent(saved);
      setBackground(null);
      setLogo(null);
    },
  });

  return (
    <form {...formProps} className={settingsFormClass}>
      <TextField label="Title" required placeholder={HOME_EXAMPLES.title} {...bind('title')} />
      <TextAreaField label="Subtitle" required rows={3} placeholder={HOME_EXAMPLES.subtitle} {...bind('subtitle')} />
      <ImageField
        key={`background-${current?.backgroundImage ?? ''}`}
        label="Background Image"
        file={background}
        currentUrl={fileUrl(current, current?.backgroundImage, '960x0')}
        error={errors.backgroundImage}
        hint="A wide photo, at least 1600 px across, behind the title."
        onChange={(file) => {
          setBackground(file);
          clearError('backgroundImage');
        }}
      />
      <FocalPointField
        src={background ? backgroundUrl : fileUrl(current, current?.backgroundImage, '960x0')}
        value={values.backgroundImage_focus}
        onChange={(value) => set('backgroundImage_focus', value)}
      />
      <ImageField
        key={`logo-${current?.logo ?? ''}`}
        label="Logo"
        contain
        file={logo}
        currentUrl={fileUrl(current, current?.logo, '192x192')}
        error={errors.logo}
        hint="Shown in the header and footer; a square image works best."
        onChange={(file) => {
          setLogo(file);
          clearError('logo');
        }}
      />
      <TranslationFields content="homeSettings" form={{ values, errors, set }} labels={HOME_LABELS} />
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
