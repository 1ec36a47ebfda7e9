import { LIMITS } from '@shared/limits';
import { TextField } from './FormFields';
import { ImageField } from './ImageField';
import type { FormErrors } from './validation';

/** What `ImageWithAlt` needs of its form (`useForm`'s result). */
interface AltForm<V extends Record<string, string>> {
  values: V;
  errors: FormErrors;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  clearError: (field: string) => void;
}

interface ImageWithAltProps<F extends string, V extends Record<`${F}_alt`, string>> {
  form: AltForm<V>;
  /** The record's file field; its alt text is the text field `${field}_alt` (decision 011). */
  field: F;
  label: string;
  /** The newly chosen file, not uploaded yet. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** URL of the image the record already has, shown until another is chosen. */
  currentUrl: string;
  hint?: string;
  required?: boolean;
  /** A round preview (team members). */
  round?: boolean;
  /** The alt text field's label. */
  altLabel?: string;
  /** What visitors' screen readers hear when the alt text is empty ("the title"). */
  altFallback: string;
}

/**
 * One image of a record and its alt text (issue 15, item 9): the file input with its preview,
 * then the optional one-line alt text; choosing a file clears the image's error.
 */
export function ImageWithAlt<F extends string, V extends Record<`${F}_alt`, string>>({
  form,
  field,
  label,
  file,
  onFile,
  currentUrl,
  hint,
  required,
  round,
  altLabel = 'Alt text (what the image shows)',
  altFallback,
}: ImageWithAltProps<F, V>) {
  const altField = `${field}_alt` as const;
  return (
    <>
      <ImageField
        label={label}
        required={required}
        round={round}
        file={file}
        currentUrl={currentUrl}
        error={form.errors[field]}
        hint={hint}
        onChange={(chosen) => {
          onFile(chosen);
          form.clearError(field);
        }}
      />
      <TextField
        label={altLabel}
        value={form.values[altField]}
        maxLength={LIMITS.altText}
        error={form.errors[altField]}
        hint={`What the image shows, for people who cannot see it. Empty: ${altFallback}.`}
        onChange={(e) => form.set(altField, e.target.value as V[`${F}_alt`])}
      />
    </>
  );
}
