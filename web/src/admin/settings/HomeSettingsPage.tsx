import { useState } from 'react';
import { fileUrl } from '../../lib/files';
import type { HomeSettings } from '../../lib/types';
import { adminData } from '../data/adminData';
import { FormActions } from '../kit/FormActions';
import { TextAreaField, TextField } from '../kit/FormFields';
import { ImageField } from '../kit/ImageField';
import { HOME_EXAMPLES } from './settingsDefaults';
import { HistoryLink } from '../history/HistoryLink';
import { SettingsScreen, settingsFormClass } from './SettingsScreen';
import { useSettingsRecord } from './useSettingsRecord';
import { useSettingsForm } from './useSettingsForm';
import { IMAGE_TYPE_MESSAGE, isAcceptedImage, schemaErrors, type FormErrors } from '../kit/validation';

export type HomeValues = {
  title: string;
  subtitle: string;
};

type HomeField = keyof HomeValues | 'backgroundImage' | 'logo';

/** Title and subtitle are required (seed section 5); both images are optional. */
export function validateHome(values: HomeValues, background: File | null, logo: File | null): FormErrors<HomeField> {
  const errors: FormErrors<HomeField> = {};
  Object.assign(errors, schemaErrors('homeSettings', values));
  if (background && !isAcceptedImage(background)) errors.backgroundImage = IMAGE_TYPE_MESSAGE;
  if (logo && !isAcceptedImage(logo)) errors.logo = IMAGE_TYPE_MESSAGE;
  return errors;
}

/** Home settings: title, subtitle, background image and the site's logo. */
export function HomeSettingsPage() {
  const { status, record } = useSettingsRecord(adminData.settings.homeSettings);
  return (
    <SettingsScreen
      title="Home Page Settings"
      description="The first thing visitors see, and the logo of every page."
      status={status}
      action={<HistoryLink content="homeSettings" id={record?.id} />}
    >
      <HomeSettingsForm record={record} />
    </SettingsScreen>
  );
}

function HomeSettingsForm({ record }: { record: HomeSettings | null }) {
  const [current, setCurrent] = useState(record);
  const [background, setBackground] = useState<File | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const { bind, errors, clearError, saving, uploads, formProps, failure, failureReason } = useSettingsForm<
    HomeValues,
    HomeSettings
  >({
    label: 'Home page settings',
    record,
    settings: adminData.settings.homeSettings,
    initial: () => ({ title: record?.title ?? '', subtitle: record?.subtitle ?? '' }),
    validate: (values) => validateHome(values, background, logo),
    images: [background, logo].filter((f): f is File => Boolean(f)),
    payload: (values, compressed) => {
      const data: Record<string, unknown> = { title: values.title.trim(), subtitle: values.subtitle.trim() };
      if (background) data.backgroundImage = compressed[0];
      if (logo) data.logo = compressed[background ? 1 : 0];
      return data;
    },
    valuesOf: (saved) => ({ title: saved.title, subtitle: saved.subtitle }),
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
