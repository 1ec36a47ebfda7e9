import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { PageHeader } from './PageHeader';
import { RecordMissing } from './RecordMissing';
import type { RecordStatus } from './useRecord';

interface EditScreenProps {
  title: string;
  status: RecordStatus;
  /** Also wait for this (e.g. the categories a project form offers). */
  waiting?: boolean;
  what: string;
  backTo: string;
  children: ReactNode;
}

/** A create/edit screen: a spinner while its record loads, a message when it is gone, else the form. */
export function EditScreen({ title, status, waiting, what, backTo, children }: EditScreenProps) {
  if (status === 'ready' && !waiting) return children;
  return (
    <>
      <PageHeader title={title} />
      {status === 'loading' || waiting ? (
        <Spinner label={`Loading ${what}`} className="py-16" />
      ) : (
        <RecordMissing status={status} what={what} backTo={backTo} />
      )}
    </>
  );
}
