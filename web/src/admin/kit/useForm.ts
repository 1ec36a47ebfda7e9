import { useRef, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { conflictMessage, fieldErrors } from '../../lib/apiErrors';
import { useFormSubmit } from './useFormSubmit';
import { useFormValues } from './useFormValues';
import { useUnsavedChanges } from './useUnsavedChanges';
import type { useUploads } from './useUploads';
import { focusFirstInvalid, isValid, type FormErrors } from './validation';

export type Uploads = ReturnType<typeof useUploads>;

export interface FormOptions<V extends Record<string, string>> {
  /** The values the form starts with (also what counts as saved). */
  initial: V | (() => V);
  /** The field errors of `values` (the shared schema, plus what only the browser sees). */
  validate: (values: V) => FormErrors;
  /** Shown when the save fails for any reason but a conflict (409: the reload text instead). */
  failureMessage: string;
  /**
   * Writes the valid values; images go through `uploads` (their progress and Cancel). Resolves
   * false when nothing was saved (the uploads were cancelled): the form stays as it was.
   */
  save: (values: V, uploads: Uploads) => Promise<boolean | void>;
  /** Called once saved: the success toast, and for a form that leaves, the navigation. */
  onSaved?: () => void;
  /** Unsaved changes outside `values` (chosen files) that also guard leaving. */
  pending?: boolean;
  /**
   * The form leaves its page once saved (the content forms): the guard is lifted before
   * `onSaved` and the form stays busy. Otherwise (settings) it stays, ready for the next save.
   */
  leaves?: boolean;
  /** The failure is toasted too (settings screens, which have no alert of their own). */
  toastFailure?: boolean;
}

/**
 * One admin form: its values, field errors (a field's error clears when it changes), dirty
 * state and the unsaved-changes guard, busy state (a second submit while one runs is ignored),
 * submit (validate, focus the first invalid field, save with uploads) and its outcome: success
 * through `onSaved`, failure as `failure` (and a toast with `toastFailure`) with the server's
 * field errors shown on their fields. Spread `formProps` on the `<form>`.
 */
export function useForm<V extends Record<string, string>>(options: FormOptions<V>) {
  const ref = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors, clearError, dirty, reset } = useFormValues<V>(options.initial);
  const { saving, failure, run, uploads, isBusy } = useFormSubmit(options.failureMessage);
  const { allowLeave } = useUnsavedChanges((dirty || Boolean(options.pending)) && !saving);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy()) return;
    const found = options.validate(values);
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid(ref.current);
      return;
    }
    const leaves = Boolean(options.leaves);
    const err = await run(async () => {
      const done = await options.save(values, uploads);
      if (done === false) return false;
      if (leaves) allowLeave();
      options.onSaved?.();
    }, leaves);
    if (!err) return;
    setErrors(fieldErrors(err));
    if (options.toastFailure) toast.error(conflictMessage(err) ?? options.failureMessage);
  }

  return {
    values,
    set,
    errors,
    clearError,
    dirty,
    reset,
    saving,
    failure,
    uploads,
    formProps: { ref, noValidate: true, onSubmit, 'aria-busy': saving },
  };
}
