/** Validation shared by the admin forms: the seed's wording where it has one. */
// The server's own URL rules (social links on their domains, the map as an embed), shared so the
// form says the same as the server hook before anything is sent.
import { urlProblem, type UrlKind } from '@shared/urls';

/** Why a URL of `kind` is refused, or '' when it is fine (or empty). */
export function linkProblem(value: string, kind: UrlKind): string {
  return urlProblem(value.trim(), kind);
}

/** The seed's message for a missing required value (section 5, Stats). */
export const REQUIRED_MESSAGE = 'This field is required';
export const EMAIL_MESSAGE = 'Enter a valid email address.';
export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number of 0 or more.';
export const IMAGE_TYPE_MESSAGE = 'Choose a JPEG, PNG, WebP or GIF image.';

/** Error messages of a form, by field name; a field without an entry is valid. */
export type FormErrors<K extends string = string> = Partial<Record<K, string>>;

/** Image types the server accepts (no SVG: it can carry script). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** A base-10 integer written with digits only (an optional leading minus), or null. */
export function parseInteger(value: string): number | null {
  const trimmed = value.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}

/** True when the file is an image type the server accepts. */
export function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/** True when the form has no errors. */
export function isValid(errors: FormErrors): boolean {
  return Object.values(errors).every((message) => !message);
}

/** Moves the focus to the first invalid field once React has shown the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
