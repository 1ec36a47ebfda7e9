/**
 * Validation of the admin forms: the shared schemas (shared/schemas.ts, the server's rules too)
 * for the record's fields, plus what only the browser sees (the chosen files).
 */
import { isAcceptedImageType } from '@shared/limits';
import { CONTENT, type ContentKey } from '@shared/content';
import { schemaProblems } from '@shared/schemas';

export {
  CATEGORY_REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  REQUIRED_MESSAGE,
  WHOLE_NUMBER_MESSAGE,
} from '@shared/schemas';

/** Error messages of a form, by field name; a field without an entry is valid. */
export type FormErrors<K extends string = string> = Partial<Record<K, string>>;

/** The problems of the record fields a form is about to send, by the shared schema of `key`'s collection. */
export function schemaErrors<K extends string>(key: ContentKey, payload: Record<string, unknown>): FormErrors<K> {
  return schemaProblems(CONTENT[key].collection, payload) as FormErrors<K>;
}

export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

/** A base-10 integer written with digits only (an optional leading minus), or null. */
export function parseInteger(value: string): number | null {
  const trimmed = value.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}

/**
 * A number field as the schema should see it: the integer typed, else what was typed (trimmed),
 * so a blank field is "required" and anything else not whole is out of range.
 */
export function numberField(value: string): number | string {
  return parseInteger(value) ?? value.trim();
}

/** True when the file is an image type the server accepts. */
export function isAcceptedImage(file: File): boolean {
  return isAcceptedImageType(file.type);
}

/** True when the form has no errors. */
export function isValid(errors: FormErrors): boolean {
  return Object.values(errors).every((message) => !message);
}

/** Moves the focus to the first invalid field once React has shown the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
