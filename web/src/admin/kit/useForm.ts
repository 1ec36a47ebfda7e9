import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { failureReason, plainFieldErrors } from './failureReason';
import { useUnsavedChanges } from './useUnsavedChanges';
import { useUploads } from './useUploads';
import { focusFirstInvalid, isValid, type FormErrors } from './validation';

export type Uploads = ReturnType<typeof useUploads>;

export interface FormOptions<V extends Record<string, string>> {
  /** The values the form starts with (also what counts as saved). */
  initial: V | (() => V);
  /** The field errors of `values` (the shared schema, plus what only the browser sees). */
  validate: (values: V) => FormErrors;
  /**
   * Shown when the save fails (the specification's text, verbatim); the plain reason and what to
   * do next go beside it as `failureReason` (kit/failureReason.ts).
   */
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
  /** The field errors of a refused save (default: the server's message on each field, in plain words). */
  serverErrors?: (err: unknown) => FormErrors;
}

/**
 * One admin form: its values, field errors (a field's error clears when it changes), dirty
 * state and the unsaved-changes guard, busy state (a second submit while one runs is ignored),
 * submit (validate, focus the first invalid field, save with uploads) and its outcome: success
 * through `onSaved`, failure as `failure` with its plain reason `failureReason` (and a toast with
 * `toastFailure`), the server's field errors shown on their fields and the focus moved to the
 * first. Spread `formProps` on the `<form>`; `FormActions` shows the failure beside the button.
 */
export function useForm<V extends Record<string, string>>(options: FormOptions<V>) {
  const allowLeave = useRef(() => {});
  const form = useFormState(options, () => allowLeave.current());
  const guard = useUnsavedChanges((form.dirty || Boolean(options.pending)) && !form.saving);
  useEffect(() => {
    allowLeave.current = guard.allowLeave;
  });
  return form;
}

/**
 * A form inside a screen, used in place (a journey item beside the About settings, adding or
 * renaming a category): `useForm` without the leave guard, as a screen has one guard (its own
 * form's) and these forms keep nothing a visitor of the screen would lose unawares.
 */
export function useInlineForm<V extends Record<string, string>>(options: Omit<FormOptions<V>, 'leaves' | 'pending'>) {
  return useFormState(options, () => {});
}

function useFormState<V extends Record<string, string>>(options: FormOptions<V>, allowLeave: () => void) {
  const ref = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(options.initial);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FormErrors>({});
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  // Bumped when a refused save marked fields: the focus moves to the first once they are shown.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const uploads = useUploads();

  function set<K extends keyof V>(field: K, value: V[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  /** A field's value, error and change handler, to spread on a TextField, TextAreaField or SelectField. */
  function bind<K extends keyof V & string>(field: K) {
    return {
      value: values[field],
      error: errors[field],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(field, e.target.value as V[K]),
    };
  }

  function clearError(field: string) {
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  /** Makes `next` the form's values and what counts as saved, with no errors. */
  function reset(next: V) {
    setSaved(next);
    setValues(next);
    setErrors({});
  }

  function release() {
    busy.current = false;
    setSaving(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const found = options.validate(values);
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid(ref.current);
      return;
    }
    busy.current = true;
    setSaving(true);
    setFailure(null);
    setReason(null);
    try {
      const done = await options.save(values, uploads);
      // A cancelled save leaves all as it was; a form that leaves stays busy until it has gone.
      if (done === false) return release();
      if (options.leaves) allowLeave();
      options.onSaved?.();
      if (!options.leaves) release();
    } catch (err) {
      const explained = await failureReason(err);
      release();
      setFailure(options.failureMessage);
      setReason(explained);
      const refused = (options.serverErrors ?? plainFieldErrors)(err);
      setErrors(refused);
      if (!isValid(refused)) setRefusals((n) => n + 1);
      if (options.toastFailure) toast.error(options.failureMessage);
    }
  }

  const dirty = (Object.keys(values) as (keyof V)[]).some((key) => values[key] !== saved[key]);

  return {
    values,
    set,
    bind,
    errors,
    clearError,
    dirty,
    reset,
    saving,
    failure,
    failureReason: reason,
    uploads,
    formProps: { ref, noValidate: true, onSubmit, 'aria-busy': saving },
  };
}
