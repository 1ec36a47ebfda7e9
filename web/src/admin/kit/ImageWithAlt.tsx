import { focusText } from '@shared/focus';
import { LIMITS } from '@shared/limits';
import { FocalPointField } from './FocalPointField';
import { TextField } from './FormFields';
import { useDataUrl } from './useDataUrl';
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
  /**
   * The saved image whole (uncropped), when the pages crop it: the form then has a focal point,
   * its value `${field}_focus` ("x y", decision 021), set on the chosen or the saved image.
   */
  focalUrl?: string;
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
  focalUrl,
}: ImageWithAltProps<F, V>) {
  const altField = `${field}_alt` as const;
  const focusField = `${field}_focus` as keyof V;
  const chosenUrl = useDataUrl(file);
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
          // A new image starts centred: the old one's point meant another picture (issue 39).
          if (chosen && focalUrl !== undefined) form.set(focusField, focusText(null) as V[keyof V]);
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
      {focalUrl !== undefined && (
        <FocalPointField
          src={file ? chosenUrl : focalUrl}
          round={round}
          value={String(form.values[focusField] ?? '')}
          onChange={(value) => form.set(focusField, value as V[keyof V])}
        />
      )}
    </>
  );
}
