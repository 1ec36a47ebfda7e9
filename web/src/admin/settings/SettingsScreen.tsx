import type { ReactNode } from 'react';
import type { SingleKey } from '@shared/content';
import { Spinner } from '../../components/Spinner';
import { adminData, type AdminSettings } from '../data/adminData';
import { HistoryLink } from '../history/HistoryLink';
import { PageHeader } from '../kit/PageHeader';
import { useSettingsRecord } from './useSettingsRecord';

/** Shown when a settings record cannot be read (saving then could not know what to update). */
export const SETTINGS_LOAD_FAILED_MESSAGE =
  'Failed to load settings. Please check your connection and reload the page.';

/**
 * A settings screen (issue 39: each one repeated this setup): its heading with the settings'
 * History, the record read fresh, a spinner while it loads, a message if it cannot; once read,
 * `children` get the record (null when none exists yet: the first save creates it).
 */
export function SettingsScreen<T extends { id: string }>({
  settingsKey,
  title,
  description,
  children,
}: {
  settingsKey: SingleKey;
  title: string;
  description?: string;
  children: (record: T | null) => ReactNode;
}) {
  // note: the record type is the screen's to name; adminData types each key's own record.
  const settings = adminData.settings[settingsKey] as AdminSettings<unknown> as AdminSettings<T>;
  const { status, record } = useSettingsRecord(settings);
  return (
    <>
      <PageHeader title={title} action={<HistoryLink content={settingsKey} id={record?.id} />}>
        {description}
      </PageHeader>
      {status === 'loading' && <Spinner label="Loading settings" className="py-16" />}
      {status === 'failed' && (
        <p role="alert" className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm">
          {SETTINGS_LOAD_FAILED_MESSAGE}
        </p>
      )}
      {status === 'ready' && children(record)}
    </>
  );
}

/** The white card a settings form sits in. */
export const settingsFormClass = 'space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
