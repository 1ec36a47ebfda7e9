import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { PageHeader } from '../kit/PageHeader';
import type { SettingsStatus } from './useSettingsRecord';

/** Shown when a settings record cannot be read (saving then could not know what to update). */
export const SETTINGS_LOAD_FAILED_MESSAGE =
  'Failed to load settings. Please check your connection and reload the page.';

/** A settings screen: its heading, a spinner while the record loads, a message if it cannot. */
export function SettingsScreen({
  title,
  description,
  status,
  action,
  children,
}: {
  title: string;
  description?: string;
  status: SettingsStatus;
  /** Beside the heading: the settings' History. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} action={action}>
        {description}
      </PageHeader>
      {status === 'loading' && <Spinner label="Loading settings" className="py-16" />}
      {status === 'failed' && (
        <p role="alert" className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm">
          {SETTINGS_LOAD_FAILED_MESSAGE}
        </p>
      )}
      {status === 'ready' && children}
    </>
  );
}

/** The white card a settings form sits in. */
export const settingsFormClass = 'space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
