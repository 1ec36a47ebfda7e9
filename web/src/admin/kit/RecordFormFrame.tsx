import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import type { useForm } from './useForm';

type Form = Pick<ReturnType<typeof useForm>, 'formProps'>;

/**
 * The frame of a content form (`useRecordForm`): the page title with an optional action beside it
 * (the record's History), an optional notice above the form, and the form card (its
 * `FormActions` shows a failed save beside the button).
 */
export function RecordFormFrame({
  title,
  form,
  action,
  notice,
  children,
}: {
  title: string;
  form: Form;
  action?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} action={action} />
      {notice}
      <form {...form.formProps} className="space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {children}
      </form>
    </>
  );
}
