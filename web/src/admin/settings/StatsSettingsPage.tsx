import { useState } from 'react';
import toast from 'react-hot-toast';
import { conflictMessage } from '../../lib/apiErrors';
import { withLoadedVersion } from '../../lib/recordVersion';
import type { StatsSettings, StatsValues } from '../../lib/types';
import { DEFAULT_STATS } from '../../stores/site';
import { adminData } from '../data/adminData';
import { FormActions } from '../kit/FormActions';
import { TextField } from '../kit/FormFields';
import { SettingsScreen, settingsFormClass } from './SettingsScreen';
import { useForm } from '../kit/useForm';
import { numberField, parseInteger, schemaErrors, type FormErrors } from '../kit/validation';

/** The toasts of the statistics screen (seed section 8). */
export const STATS_SAVING_MESSAGE = 'Saving settings...';
export const STATS_SAVED_MESSAGE = 'Settings saved successfully!';
export const STATS_SAVE_FAILED_MESSAGE = 'Failed to save settings.';

export type StatsFormValues = Record<keyof StatsValues, string>;

const FIELDS: { name: keyof StatsValues; label: string }[] = [
  { name: 'total_projects', label: 'Total Projects Completed' },
  { name: 'ongoing_projects', label: 'Ongoing Projects' },
  { name: 'years_experience', label: 'Years of Experience' },
  { name: 'happy_clients', label: 'Happy Clients' },
];

/** Each number is required ('This field is required', seed section 5) and a whole number of 0 or more. */
export function validateStats(values: StatsFormValues): FormErrors<keyof StatsValues> {
  return schemaErrors('stats', Object.fromEntries(FIELDS.map(({ name }) => [name, numberField(values[name])])));
}

function asText(stats: StatsValues): StatsFormValues {
  return {
    total_projects: String(stats.total_projects ?? 0),
    ongoing_projects: String(stats.ongoing_projects ?? 0),
    years_experience: String(stats.years_experience ?? 0),
    happy_clients: String(stats.happy_clients ?? 0),
  };
}

/** The numbers to send, as integers. */
export function statsPayload(values: StatsFormValues): StatsValues {
  return {
    total_projects: parseInteger(values.total_projects) ?? 0,
    ongoing_projects: parseInteger(values.ongoing_projects) ?? 0,
    years_experience: parseInteger(values.years_experience) ?? 0,
    happy_clients: parseInteger(values.happy_clients) ?? 0,
  };
}

/** Statistics settings: the numbers of the home page; a spinner while they load. */
export function StatsSettingsPage() {
  return (
    <SettingsScreen<StatsSettings>
      settingsKey="stats"
      title="Statistics Settings"
      description="The numbers shown on the home page."
    >
      {(record) => <StatsSettingsForm record={record} />}
    </SettingsScreen>
  );
}

function StatsSettingsForm({ record }: { record: StatsSettings | null }) {
  const [loaded, setLoaded] = useState<StatsSettings | null>(record);
  const form = useForm<StatsFormValues>({
    initial: () => asText({ ...DEFAULT_STATS, ...record }),
    validate: validateStats,
    failureMessage: STATS_SAVE_FAILED_MESSAGE,
    // The seed's "Saving settings..." toast, replaced in place by the outcome.
    async save(values, uploads) {
      const toastId = toast.loading(STATS_SAVING_MESSAGE);
      let saved: StatsSettings | null = null;
      try {
        const sent = await uploads.save([], async (_, options) => {
          saved = await adminData.settings.stats.save(
            loaded?.id ?? null,
            withLoadedVersion({ ...statsPayload(values) }, loaded),
            options,
          );
        });
        if (!sent || !saved) {
          toast.dismiss(toastId);
          return false;
        }
      } catch (err) {
        toast.error(conflictMessage(err) ?? STATS_SAVE_FAILED_MESSAGE, { id: toastId });
        throw err;
      }
      const record: StatsSettings = saved;
      setLoaded(record);
      form.reset(asText(record));
      toast.success(STATS_SAVED_MESSAGE, { id: toastId });
    },
  });
  const { bind, saving, formProps } = form;

  return (
    <form {...formProps} className={settingsFormClass}>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            required
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...bind(name)}
          />
        ))}
      </div>
      <FormActions failure={form} submitLabel="Save Settings" busyLabel="Saving..." busy={saving} />
    </form>
  );
}
