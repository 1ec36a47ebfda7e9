/**
 * The site's languages, defined once (issue 40): English, the default, at today's URLs; Sinhala
 * and Tamil under their own prefix (`/si/…`, `/ta/…`, applied only by shared/routes.ts). Every
 * translated field of the content model has a column per other language (`title_si`,
 * `title_ta`: shared/content.ts). Pure data: the hooks load its compiled copy in goja.
 */

export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of today's URLs, of the admin, of every field's required text. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The languages a translated field has a column of its own for (all but the default). */
export const TRANSLATIONS = ['si', 'ta'] as const satisfies readonly Language[];
export type Translation = (typeof TRANSLATIONS)[number];

/** How each language names itself (the switcher) and how staff read it (the admin, in English). */
export const LANGUAGE_NAMES: Record<Language, { own: string; english: string }> = {
  en: { own: 'English', english: 'English' },
  si: { own: 'සිංහල', english: 'Sinhala' },
  ta: { own: 'தமிழ்', english: 'Tamil' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).indexOf(value) >= 0;
}

/** The column of `field` in `language`: the field itself in English, `<field>_<language>` else. */
export function fieldIn(field: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? field : `${field}_${language}`;
}
