import { localPhone, whatsappDigits } from '@shared/phone';
import type { ContactSettings } from '../../lib/types';
import { adminData } from '../data/adminData';
import { FormActions } from '../kit/FormActions';
import { TextAreaField, TextField } from '../kit/FormFields';
import { CONTACT_EXAMPLES } from './settingsDefaults';
import { SettingsScreen, settingsFormClass } from './SettingsScreen';
import { useSettingsForm } from './useSettingsForm';
import { TranslationFields } from '../kit/TranslationFields';
import { translationPayload, translationValues, type TranslationValues } from '../kit/translations';
import { schemaErrors, type FormErrors } from '../kit/validation';

export type ContactValues = {
  email: string;
  phone: string;
  address: string;
  googleMapsUrl: string;
  /** Optional (issue 7): as typed; stored as international digits. */
  whatsapp?: string;
} & TranslationValues;

/** Every field is required; the email and the maps address must be well formed (seed section 5). */
export function validateContact(values: ContactValues): FormErrors<keyof ContactValues> {
  return schemaErrors('contact', trimmed(values));
}

function trimmed(values: ContactValues): ContactValues {
  return {
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    googleMapsUrl: values.googleMapsUrl.trim(),
    whatsapp: values.whatsapp?.trim() ? (whatsappDigits(values.whatsapp) ?? values.whatsapp.trim()) : '',
    ...(translationPayload('contact', values) as TranslationValues),
  };
}

/**
 * The form's values of the stored record: the WhatsApp number as people in Sri Lanka write it
 * ("077 999 8877", not the stored "94779998877": issue 39).
 */
function shown(record: ContactSettings | null): ContactValues {
  return {
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    address: record?.address ?? '',
    googleMapsUrl: record?.googleMapsUrl ?? '',
    whatsapp: localPhone(record?.whatsapp ?? ''),
    ...translationValues('contact', record),
  };
}

/** Contact settings: email, phone, address and the Google Maps embed address (required), WhatsApp (optional). */
export function ContactSettingsPage() {
  return (
    <SettingsScreen<ContactSettings>
      settingsKey="contact"
      title="Contact Page Settings"
      description="How visitors reach you, shown on the Contact page."
    >
      {(record) => <ContactSettingsForm record={record} />}
    </SettingsScreen>
  );
}

function ContactSettingsForm({ record }: { record: ContactSettings | null }) {
  const { values, set, bind, errors, saving, formProps, failure, failureReason } = useSettingsForm<
    ContactValues,
    ContactSettings
  >({
    label: 'Contact page settings',
    record,
    settings: adminData.settings.contact,
    initial: () => shown(record),
    validate: validateContact,
    payload: trimmed,
    valuesOf: shown,
  });

  return (
    <form {...formProps} className={settingsFormClass}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          placeholder={CONTACT_EXAMPLES.email}
          {...bind('email')}
          hint="Shown on the Contact page and in every page’s footer."
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          placeholder={CONTACT_EXAMPLES.phone}
          {...bind('phone')}
          hint="Shown on the Contact page and in every page’s footer."
        />
      </div>
      <TextAreaField label="Address" required rows={3} placeholder={CONTACT_EXAMPLES.address} {...bind('address')} />
      <TextField
        label="Google Maps Embed URL"
        type="url"
        required
        placeholder={CONTACT_EXAMPLES.googleMapsUrl}
        {...bind('googleMapsUrl')}
        hint='In Google Maps: Share → Embed a map, then copy the address inside src="…".'
      />
      <TextField
        label="WhatsApp Number"
        type="tel"
        inputMode="tel"
        value={values.whatsapp ?? ''}
        error={errors.whatsapp}
        hint="Optional. When set, visitors see a “Chat on WhatsApp” button. For example 077 258 4710."
        onChange={(e) => set('whatsapp', e.target.value)}
      />
      <TranslationFields content="contact" form={{ values, errors, set }} labels={{ address: 'Address' }} />
      <FormActions
        failure={{ failure, failureReason }}
        submitLabel="Save Settings"
        busyLabel="Saving..."
        busy={saving}
      />
    </form>
  );
}
