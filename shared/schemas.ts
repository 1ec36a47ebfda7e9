/**
 * What staff may save, once, for both sides (issue 15, item 11; decision 011): the admin forms
 * check a record's fields with these schemas before sending it, and the server's
 * `onRecordValidate` hook (pb_hooks/src/schemas.pb.ts) checks every save against the same
 * schemas, whoever sends it. The limits (year ranges, gallery size, image types, text lengths, the
 * email pattern: shared/limits.ts) are used here and nowhere else; a test compares the
 * collections' own field options with them.
 *
 * Valibot (decision 011): small, tree-shaken into both builds, plain ES2020 without `eval`.
 */
import * as v from 'valibot';
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from './invisibleCharacters';
import { EMAIL_PATTERN, LIMITS, PROJECT_STATUSES, SERVICE_ICONS, type YearRange } from './limits';
import { PHONE_HELP, whatsappDigits } from './phone';
import { urlProblem, type UrlKind } from './urls';

/** The seed's message for a missing required value (section 5, Stats). */
export const REQUIRED_MESSAGE = 'This field is required';
export const EMAIL_MESSAGE = 'Enter a valid email address.';
export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number of 0 or more.';
export const IMAGE_TYPE_MESSAGE = 'Choose a JPEG, PNG, WebP or GIF image.';
export const CATEGORY_REQUIRED_MESSAGE = 'Choose a category.';

export function yearMessage(range: YearRange): string {
  return `Enter a year between ${range.min} and ${range.max}.`;
}

export function tooLongMessage(max: number): string {
  return `Keep this under ${max} characters.`;
}

// note: every field schema takes what the form sends and what the server's record holds (text
// as a string, numbers as numbers); text is checked trimmed, as the server stores it.

const anything = v.check<string>(() => true);

function text(max: number, required: boolean, extra: v.GenericPipeItem<string, string> = anything) {
  return v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.trim(),
    v.check((value) => !required || value !== '', REQUIRED_MESSAGE),
    v.check((value) => !hasInvisibleCharacters(value), INVISIBLE_CHARACTERS_MESSAGE),
    v.maxLength(max, tooLongMessage(max)),
    extra,
  );
}

const email = (required: boolean) =>
  text(
    200,
    required,
    v.check((value) => value === '' || EMAIL_PATTERN.test(value), EMAIL_MESSAGE),
  );

const link = (kind: UrlKind, required: boolean) =>
  text(
    2048,
    required,
    v.check(
      (value) => !urlProblem(value, kind),
      (issue) => urlProblem(String(issue.input), kind),
    ),
  );

/** A whole number in `min..max`: blank is "required", anything else out of range gets `message`. */
function wholeNumber(min: number, max: number, message: string) {
  return v.pipe(
    v.unknown(),
    v.check((value) => value !== '' && value !== null && value !== undefined, REQUIRED_MESSAGE),
    v.check((value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max, message),
  );
}

const year = (range: YearRange) => wholeNumber(range.min, range.max, yearMessage(range));
const count = wholeNumber(LIMITS.count.min, LIMITS.count.max, WHOLE_NUMBER_MESSAGE);

/** An image's alt text: optional (the title or name stands in), one line. */
export const altText = text(LIMITS.altText, false);

/** The checked fields of each collection staff write, as the record holds them. */
export const SCHEMAS = {
  project_categories: v.object({ name: text(80, true) }),
  projects: v.object({
    title: text(200, true),
    category: v.pipe(v.string(CATEGORY_REQUIRED_MESSAGE), v.nonEmpty(CATEGORY_REQUIRED_MESSAGE)),
    client: text(200, true),
    architect: text(200, true),
    location: text(200, true),
    cost: text(100, true),
    year: year(LIMITS.projectYear),
    status: v.picklist(PROJECT_STATUSES, REQUIRED_MESSAGE),
    coverImage_alt: altText,
    /** Alt text of gallery images, by file name (decision 011). */
    images_alt: v.nullish(v.record(v.string(), altText)),
  }),
  services: v.object({
    title: text(200, true),
    icon: v.picklist(SERVICE_ICONS, REQUIRED_MESSAGE),
    shortDescription: text(500, true),
    longDescription: text(5000, true),
    image_alt: altText,
  }),
  team: v.object({
    name: text(120, true),
    role: text(120, true),
    bio: text(2000, true),
    avatar_alt: altText,
  }),
  testimonials: v.object({
    client_name: text(120, true),
    client_role: text(120, false),
    quote: text(1000, true),
  }),
  journey: v.object({
    year: year(LIMITS.journeyYear),
    title: text(200, true),
    description: text(2000, true),
  }),
  home_settings: v.object({ title: text(200, true), subtitle: text(500, true) }),
  about_settings: v.object({ title: text(200, true), description: text(5000, true) }),
  contact_settings: v.object({
    email: email(true),
    phone: text(40, true),
    address: text(500, true),
    googleMapsUrl: link('googleMapsEmbed', true),
    whatsapp: text(
      15,
      false,
      v.check((value) => value === '' || whatsappDigits(value) !== null, PHONE_HELP),
    ),
  }),
  Footer_menu: v.object({
    company_name: text(120, false),
    footer_about: text(1000, false),
    footer_phone: text(40, false),
    footer_email: email(false),
    facebook_url: link('facebook', false),
    instagram_url: link('instagram', false),
  }),
  stats_settings: v.object({
    total_projects: count,
    ongoing_projects: count,
    years_experience: count,
    happy_clients: count,
  }),
};

export type SchemaCollection = keyof typeof SCHEMAS;

/** The fields a collection's schema checks. */
export function schemaFields(collection: SchemaCollection): string[] {
  return Object.keys(SCHEMAS[collection].entries);
}

/** The first problem of each field of `values`, by field name; empty when they are fine. */
export function schemaProblems(collection: SchemaCollection, values: Record<string, unknown>): Record<string, string> {
  const result = v.safeParse(SCHEMAS[collection] as v.GenericSchema, values);
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.issues) {
    const key = issue.path && issue.path.length ? String(issue.path[0].key) : '';
    if (key && !problems[key]) problems[key] = issue.message;
  }
  return problems;
}
