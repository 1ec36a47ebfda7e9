import type { ContactSettings, FooterMenu } from '../../lib/types';
import { adminData } from '../data/adminData';
import { FormActions } from '../kit/FormActions';
import { TextAreaField, TextField } from '../kit/FormFields';
import { FOOTER_EXAMPLES } from './settingsDefaults';
import { SettingsScreen, settingsFormClass } from './SettingsScreen';
import { useSettingsRecord } from './useSettingsRecord';
import { useSettingsForm } from './useSettingsForm';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { schemaErrors, type FormErrors } from '../kit/validation';

export type FooterValues = {
  company_name: string;
  footer_about: string;
  footer_phone: string;
  footer_email: string;
  facebook_url: string;
  instagram_url: string;
} & TranslationValues;

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

/** The fields of the form's values or of the saved record, trimmed. */
function trimmed(source: FooterValues | FooterMenu): FooterValues {
  const values = source as unknown as Record<string, string>;
  return {
    ...Object.fromEntries(FIELDS.map((field) => [field, (values[field] ?? '').trim()])),
    ...translationPayload('footer', values),
  } as FooterValues;
}

/**
 * What the footer shows when its own field is empty (issue 28: one source per contact fact): the
 * Contact settings' value, named so staff know an empty field is not a blank footer.
 */
export function footerFallbackHint(what: 'phone' | 'email', contactValue: string): string {
  const current = contactValue.trim() ? ` (now ${contactValue.trim()})` : '';
  return `Leave empty to show the ${what} from Contact settings${current}. Fill in only to show a different one in the footer.`;
}

/** Footer settings: company name, about text, phone, email, Facebook and Instagram links. */
export function FooterSettingsPage() {
  const contact = useSettingsRecord(adminData.settings.contact).record;
  return (
    <SettingsScreen<FooterMenu>
      settingsKey="footer"
      title="Footer Settings"
      description="Shown at the bottom of every public page. Every field is optional."
    >
      {(record) => <FooterSettingsForm record={record} contact={contact} />}
    </SettingsScreen>
  );
}

function FooterSettingsForm({ record, contact }: { record: FooterMenu | null; contact: ContactSettings | null }) {
  const { bind, values, set, errors, saving, formProps, failure, failureReason } = useSettingsForm<
    FooterValues,
    FooterMenu
  >({
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
            ...translationValues('footer', null),
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
        <TextField
          label="Phone"
          type="tel"
          placeholder={contact?.phone || FOOTER_EXAMPLES.footer_phone}
          {...bind('footer_phone')}
          hint={footerFallbackHint('phone', contact?.phone ?? '')}
        />
        <TextField
          label="Email"
          type="email"
          placeholder={contact?.email || FOOTER_EXAMPLES.footer_email}
          {...bind('footer_email')}
          hint={footerFallbackHint('email', contact?.email ?? '')}
        />
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
      <TranslationFields content="footer" form={{ values, errors, set }} labels={{ footer_about: 'About Text' }} />
      <FormActions
        failure={{ failure, failureReason }}
        submitLabel="Save Settings"
        busyLabel="Saving..."
        busy={saving}
      />
    </form>
  );
}
