import type { FooterMenu } from '../../lib/types';
import { adminData } from '../data/adminData';
import { FormActions } from '../kit/FormActions';
import { TextAreaField, TextField } from '../kit/FormFields';
import { FOOTER_EXAMPLES } from './settingsDefaults';
import { SettingsScreen, settingsFormClass } from './SettingsScreen';
import { useSettingsRecord } from './useSettingsRecord';
import { useSettingsForm } from './useSettingsForm';
import { schemaErrors, type FormErrors } from '../kit/validation';

export type FooterValues = {
  company_name: string;
  footer_about: string;
  footer_phone: string;
  footer_email: string;
  facebook_url: string;
  instagram_url: string;
};

const FIELDS = [
  'company_name',
  'footer_about',
  'footer_phone',
  'footer_email',
  'facebook_url',
  'instagram_url',
] as const;

/** Every footer field is optional (seed section 5), but a filled email or link must be well formed. */
export function validateFooter(values: FooterValues): FormErrors<keyof FooterValues> {
  return schemaErrors('footer', values);
}

function trimmed(values: FooterValues): FooterValues {
  return Object.fromEntries(FIELDS.map((field) => [field, (values[field] ?? '').trim()])) as FooterValues;
}

/** Footer settings: company name, about text, phone, email, Facebook and Instagram links. */
export function FooterSettingsPage() {
  const { status, record } = useSettingsRecord(adminData.settings.footer);
  return (
    <SettingsScreen
      title="Footer Settings"
      description="Shown at the bottom of every public page. Every field is optional."
      status={status}
    >
      <FooterSettingsForm record={record} />
    </SettingsScreen>
  );
}

function FooterSettingsForm({ record }: { record: FooterMenu | null }) {
  const { bind, saving, formProps } = useSettingsForm<FooterValues, FooterMenu>({
    label: 'Footer settings',
    record,
    settings: adminData.settings.footer,
    initial: () =>
      record
        ? trimmed(record)
        : {
            company_name: '',
            footer_about: '',
            footer_phone: '',
            footer_email: '',
            facebook_url: '',
            instagram_url: '',
          },
    validate: validateFooter,
    payload: trimmed,
    valuesOf: trimmed,
  });

  return (
    <form {...formProps} className={settingsFormClass}>
      <TextField label="Company Name" placeholder={FOOTER_EXAMPLES.company_name} {...bind('company_name')} />
      <TextAreaField label="About Text" rows={4} placeholder={FOOTER_EXAMPLES.footer_about} {...bind('footer_about')} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Phone" type="tel" placeholder={FOOTER_EXAMPLES.footer_phone} {...bind('footer_phone')} />
        <TextField label="Email" type="email" placeholder={FOOTER_EXAMPLES.footer_email} {...bind('footer_email')} />
        <TextField
          label="Facebook URL"
          type="url"
          placeholder={FOOTER_EXAMPLES.facebook_url}
          {...bind('facebook_url')}
          hint="Leave empty to hide the Facebook link."
        />
        <TextField
          label="Instagram URL"
          type="url"
          placeholder={FOOTER_EXAMPLES.instagram_url}
          {...bind('instagram_url')}
          hint="Leave empty to hide the Instagram link."
        />
      </div>
      <FormActions submitLabel="Save Settings" busyLabel="Saving..." busy={saving} />
    </form>
  );
}
