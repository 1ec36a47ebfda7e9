import { describe, expect, it } from 'vitest';
import { CONTENT } from './content';
import { inEnglish, localizeRecord, localizeSite, markedAs, missingTranslations } from './localize';
import { emptySiteData, type Rec } from './pages';

const project: Rec = {
  id: 'p1',
  collectionId: 'c',
  title: 'Harbour View',
  title_si: 'වරාය දසුන',
  title_ta: '',
  description: 'Three floors.',
  client: 'Perera',
  images_alt: { 'a.jpg': 'The hall', 'b.jpg': 'The stairs' },
  images_alt_si: { 'a.jpg': 'ශාලාව' },
  expand: { category: { id: 'c1', collectionId: 'k', name: 'Homes', name_ta: 'வீடுகள்' } },
};

describe('localizeRecord', () => {
  it('shows the translation, else the English, listing what is English', () => {
    const si = localizeRecord(project, 'projects', 'si');
    expect(si.title).toBe('වරාය දසුන');
    expect(si.description).toBe('Three floors.');
    expect(inEnglish(si, 'description')).toBe(true);
    expect(inEnglish(si, 'title')).toBe(false);
    expect(si.client).toBe('Perera');
    expect(si.images_alt).toEqual({ 'a.jpg': 'ශාලාව', 'b.jpg': 'The stairs' });
    // Each photo's alt text: the one still in English is listed by its file.
    expect(inEnglish(si, 'images_alt', 'b.jpg')).toBe(true);
    expect(inEnglish(si, 'images_alt', 'a.jpg')).toBe(false);
    expect(inEnglish(localizeRecord(project, 'projects', 'ta'), 'images_alt', 'a.jpg')).toBe(true);
    expect(si.expand?.category?.name).toBe('Homes');
    expect(inEnglish(si.expand?.category, 'name')).toBe(true);
    const ta = localizeRecord(project, 'projects', 'ta');
    expect(ta.title).toBe('Harbour View');
    expect(ta.expand?.category?.name).toBe('வீடுகள்');
    expect(project.title).toBe('Harbour View');
  });

  it('leaves English as it is', () => {
    expect(localizeRecord(project, 'projects', 'en')).toBe(project);
    expect(inEnglish(project, 'title')).toBe(false);
  });

  it('localizes the whole site data', () => {
    const data = { ...emptySiteData(), projects: [project] };
    expect(localizeSite(data, 'si').projects[0].title).toBe('වරාය දසුන');
    expect(localizeSite(data, 'en')).toBe(data);
  });
});

it('counts what is left to translate: filled English, empty translation', () => {
  expect(missingTranslations(project, 'projects', 'si')).toEqual(['images_alt', 'description']);
  expect(missingTranslations(project, 'projects', 'ta')).toEqual(['title', 'images_alt', 'description']);
  expect(missingTranslations(project, 'projects', 'en')).toEqual([]);
});

it('declares a column per translation with the same rules, never required', () => {
  const fields = CONTENT.services.fields;
  expect(fields.title_si).toEqual({
    ...fields.title,
    required: false,
    translated: undefined,
    translationOf: { field: 'title', language: 'si' },
  });
  expect(fields.longDescription_ta.max).toBe(fields.longDescription.max);
  expect(Object.keys(CONTENT.contact.fields)).not.toContain('phone_si');
});

describe('localizeSite, read by every part of a page', () => {
  it('gives the same copy for the same data, itself for a copy, and a new one for new data', () => {
    const data = { ...emptySiteData(), projects: [project] };
    const si = localizeSite(data, 'si');
    expect(localizeSite(data, 'si')).toBe(si);
    expect(localizeSite(si, 'si')).toBe(si);
    expect(JSON.stringify(si)).not.toContain('$language');
    expect(localizeSite(data, 'ta')).not.toBe(si);
    const next = { ...data, projects: [{ ...project, title_si: 'නව මාතෘකාව' }] };
    expect(localizeSite(next, 'si').projects[0].title).toBe('නව මාතෘකාව');
  });
});

it("takes a copy already in the language as it is, keeping the stored snapshot's copies", () => {
  const data = { ...emptySiteData(), projects: [project] };
  const si = localizeSite(data, 'si');
  // The components' own copy of the Sinhala data (their crumbs ask for it in Sinhala again).
  const copy = markedAs({ ...si }, 'si');
  expect(localizeSite(copy, 'si')).toBe(copy);
  expect(localizeSite(data, 'si')).toBe(si);
  expect(() => localizeSite(si, 'en')).toThrow('Site data in si asked for in en');
});

it('counts a gallery as left to translate while one of its photos has no translated alt text', () => {
  const gallery = { ...project, title_ta: 'x', description_si: 'x', description_ta: 'x' };
  expect(missingTranslations(gallery, 'projects', 'si')).toEqual(['images_alt']);
  const done = { ...gallery, images_alt_si: { 'a.jpg': 'ශාලාව', 'b.jpg': 'පඩිපෙළ' } };
  expect(missingTranslations(done, 'projects', 'si')).toEqual([]);
});
