// The sample translations (translations.mjs) against the sample content and the content model:
// every translated field the English sample fills has its Sinhala and Tamil, in their scripts,
// by the English field's rules, keeping its formatting; no translation names a record or field
// that is not there.
import { describe, expect, it } from 'vitest';
import { CONTENT, translatedFields } from '../../shared/content.ts';
import * as content from './content.mjs';

/** The English records of each translation group, by label, as the seed creates them. */
const GROUPS = {
  categories: { key: 'categories', records: content.CATEGORIES.map((name) => ({ name })), label: 'name' },
  projects: { key: 'projects', records: content.PROJECTS, label: 'title' },
  services: { key: 'services', records: content.SERVICES, label: 'title' },
  team: { key: 'team', records: content.TEAM, label: 'name' },
  testimonials: { key: 'testimonials', records: content.TESTIMONIALS, label: 'client_name' },
  journey: { key: 'journey', records: content.JOURNEY, label: 'title' },
};
const SETTINGS = Object.entries(content.SETTINGS).map(([key, record]) => ({ key, record }));

/** Every English record with a translated field filled: [group, label, content key, record]. */
const RECORDS = [
  ...Object.entries(GROUPS).flatMap(([group, { key, records, label }]) =>
    records.map((record) => [group, record[label], key, record]),
  ),
  ...SETTINGS.map(({ key, record }) => ['settings', key, key, record]),
];

const SCRIPTS = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };
/** A Sinhala yansaya or rakaransaya typed without its joiner (ව්යාපෘති instead of ව්‍යාපෘති). */
const NO_JOINER = /[\u0D9A-\u0DBA\u0DBC-\u0DC6]\u0DCA[\u0DBA\u0DBB]/;
/** The formatting marks of a description (shared/formatting.ts): bold, italic, links, paragraphs. */
const marks = (text) => ({
  bold: text.split('**').length,
  links: (text.match(/\]\(https:[^)]+\)/g) ?? []).sort(),
  paragraphs: text.split('\n\n').length,
});

describe('the sample translations', () => {
  it('are marked as sample translations', () => {
    expect(content.SAMPLE_TRANSLATIONS).toBe(true);
  });

  it('give every translated field of every sample record its Sinhala and Tamil', () => {
    const missing = [];
    for (const [group, label, key, record] of RECORDS) {
      const declaration = CONTENT[key];
      const translations = content.TRANSLATIONS[group]?.[label] ?? {};
      for (const field of translatedFields(declaration)) {
        if (typeof record[field] !== 'string' || !record[field]) continue;
        for (const language of ['si', 'ta']) {
          const text = translations[language]?.[field];
          if (!text) {
            missing.push(`${group} "${label}" ${field}_${language}`);
            continue;
          }
          const where = `${group} "${label}" ${field}_${language}`;
          expect(text, where).toMatch(SCRIPTS[language]);
          expect(text, where).not.toMatch(NO_JOINER);
          expect(text.length, where).toBeLessThanOrEqual(declaration.fields[field].max);
          expect(text.trim(), where).toBe(text);
          expect(marks(text), where).toEqual(marks(record[field]));
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('name only records and translated fields that are there', () => {
    const labels = new Set(RECORDS.map(([group, label]) => `${group}:${label}`));
    for (const [group, byLabel] of Object.entries(content.TRANSLATIONS)) {
      for (const [label, languages] of Object.entries(byLabel)) {
        expect(labels.has(`${group}:${label}`), `${group}:${label}`).toBe(true);
        const [, , key, record] = RECORDS.find(([g, l]) => g === group && l === label);
        expect(Object.keys(languages).sort()).toEqual(['si', 'ta']);
        for (const fields of Object.values(languages))
          for (const field of Object.keys(fields)) {
            expect(translatedFields(CONTENT[key]), `${group}:${label}.${field}`).toContain(field);
            expect(record[field], `${group}:${label}.${field} has English`).toBeTruthy();
          }
      }
    }
  });
});
