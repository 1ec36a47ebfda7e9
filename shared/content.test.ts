import { describe, expect, it } from 'vitest';
import {
  CONTENT,
  CONTENT_KEYS,
  declarationOf,
  exampleFields,
  isMultiline,
  PUBLIC_COLLECTIONS,
  SINGLETON_COLLECTIONS,
  staleMessage,
  type Declaration,
} from './content';
import { ACTIVITY_SUBJECTS } from './activity';
import { schemaProblems, SCHEMAS } from './schemas';

describe('the content model', () => {
  it.each(CONTENT_KEYS)('%s: its example is a valid record', (key) => {
    const declaration: Declaration = CONTENT[key];
    if (!SCHEMAS[declaration.collection]) return expect(declaration.fields).toBeTruthy();
    // note: a required relation points to a record the example cannot know.
    const values = { ...exampleFields(key), category: 'some-category-id' };
    expect(schemaProblems(declaration.collection, values)).toEqual({});
  });

  it('declares every example field, and every relation points to a declared key', () => {
    for (const key of CONTENT_KEYS) {
      const declaration: Declaration = CONTENT[key];
      for (const name of Object.keys(declaration.example)) expect(declaration.fields).toHaveProperty(name);
      for (const field of Object.values(declaration.fields))
        // note: a lead's assignee points at the accounts, the one collection outside the model.
        if (field.type === 'relation') expect([...CONTENT_KEYS, 'users']).toContain(field.to);
      if (declaration.drafts) expect(declaration.fields).toHaveProperty('published');
      if (declaration.ordered) expect(declaration.fields).toHaveProperty('position');
      if (declaration.label) expect(declaration.fields).toHaveProperty(declaration.label);
    }
  });

  it("derives the lists the hooks register for; the log names every collection of the site's content", () => {
    expect(Object.keys(ACTIVITY_SUBJECTS).sort()).toEqual([...PUBLIC_COLLECTIONS].sort());
    // note: not a count: a settings collection added to the model is one more (README's table).
    expect(SINGLETON_COLLECTIONS).toEqual(
      expect.arrayContaining(['home_settings', 'about_settings', 'contact_settings', 'Footer_menu', 'stats_settings']),
    );
    for (const name of SINGLETON_COLLECTIONS) expect(declarationOf(name)?.kind).toBe('single');
    expect(PUBLIC_COLLECTIONS).not.toContain(CONTENT.inquiries.collection);
    expect(PUBLIC_COLLECTIONS).toHaveLength(CONTENT_KEYS.length - 1);
  });

  it('knows which fields are paragraphs; all others are single lines', () => {
    expect(isMultiline('inquiries', 'message')).toBe(true);
    expect(isMultiline('services', 'longDescription')).toBe(true);
    expect(isMultiline(CONTENT.footer.collection, 'footer_about')).toBe(true);
    expect(isMultiline('inquiries', 'name')).toBe(false);
    expect(isMultiline('projects', 'title')).toBe(false);
    expect(isMultiline('users', 'name')).toBe(false);
  });

  it('names what a stale save was about', () => {
    expect(staleMessage('projects')).toBe('This project was changed by someone else — reload to see the latest.');
    expect(staleMessage(CONTENT.stats.collection)).toBe(
      'These settings were changed by someone else — reload to see the latest.',
    );
    expect(staleMessage('inquiries')).toBe('This request was changed by someone else — reload to see the latest.');
    expect(staleMessage('users')).toBe('This account was changed by someone else — reload to see the latest.');
    expect(staleMessage('anything')).toBe('This record was changed by someone else — reload to see the latest.');
  });
});
