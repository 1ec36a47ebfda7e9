import { useState } from 'react';
import type { FormErrors } from './validation';

/**
 * The typed values of a form, its errors (a field's error clears when it changes) and whether
 * it differs from what was last saved. `reset` makes new values the saved ones.
 */
export function useFormValues<V extends Record<string, string>>(initial: V | (() => V)) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FormErrors>({});

  function set<K extends keyof V>(field: K, value: V[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function clearError(field: string) {
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function reset(next: V) {
    setSaved(next);
    setValues(next);
  }

  const dirty = (Object.keys(values) as (keyof V)[]).some((key) => values[key] !== saved[key]);

  return { values, set, errors, setErrors, clearError, dirty, reset };
}
