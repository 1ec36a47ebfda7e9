import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from './languages';
import { fill, plural, WORDS } from './words';

/**
 * What a sentence is called with in these tests: a name that is also a count, a list of names
 * and a project's facts (the seo section's sentences take those), each reading "NAME".
 */
const SAMPLE = Object.assign(new String('NAME'), {
  join: () => 'NAME',
  status: 'NAME',
  category: 'NAME',
  location: 'NAME',
  year: 'NAME',
});

/** Every entry of `words` as [path, text] (a function is called with samples: its sentence). */
function entries(words: unknown, path = ''): [string, string][] {
  if (typeof words === 'string') return [[path, words]];
  if (typeof words === 'function') {
    const sentence = words as (...args: unknown[]) => unknown;
    return [[path, String(sentence(SAMPLE, SAMPLE, SAMPLE, SAMPLE))]];
  }
  return Object.keys(words as object).flatMap((key) =>
    entries((words as Record<string, unknown>)[key], `${path}.${key}`),
  );
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

/** Latin words a Sinhala or Tamil text may hold: brands written so in either script. */
const KEPT_IN_LATIN = ['WhatsApp', 'Google Maps', 'NAME'];

const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;

describe('shared/words', () => {
  const english = new Map(entries(WORDS.en));

  it.each(TRANSLATIONS)('%s gives every entry English has, none empty', (language) => {
    const own = new Map(entries(WORDS[language]));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of own) expect(text.trim(), path).not.toBe('');
  });

  it.each(TRANSLATIONS)("%s's sentences hold the same placeholders as the English", (language) => {
    for (const [path, text] of entries(WORDS[language]))
      expect(placeholders(text), path).toEqual(placeholders(english.get(path)!));
  });

  it.each(TRANSLATIONS)('%s is written in its own script, with no English left but brand names', (language) => {
    for (const [path, text] of entries(WORDS[language])) {
      let rest = text;
      for (const kept of KEPT_IN_LATIN) rest = rest.split(kept).join('');
      rest = rest.replace(/\{\w+\}/g, '');
      expect(rest, path).not.toMatch(/[A-Za-z]/);
      if (/\S/.test(rest.replace(/[\d\s.,:;·©+()/-]/g, ''))) expect(rest, path).toMatch(SCRIPT[language]);
    }
  });

  it('fills a sentence in its own word order, and says a count by hand-made plurals', () => {
    expect(fill(WORDS.en.projects.backTo, { name: 'Residential' })).toBe('Back to Residential projects');
    expect(fill(WORDS.si.projects.backTo, { name: 'නිවාස' })).toBe('නිවාස ව්‍යාපෘති වෙත ආපසු');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect([0, 1, 3, 1250].map((n) => plural(WORDS.en.heroes.projectCount, n))).toEqual([
      'No projects yet',
      '1 project',
      '3 projects',
      '1,250 projects',
    ]);
    expect(plural(WORDS.si.heroes.projectCount, 3)).toBe('ව්‍යාපෘති 3');
    expect(plural(WORDS.ta.heroes.projectCount, 1)).toBe('1 திட்டம்');
    // no zero form: the count itself
    expect(plural(WORDS.en.projects.photos, 0)).toBe('0 photos');
  });

  it("keeps the English of the pages verbatim (the specification's)", () => {
    expect(WORDS.en.site.tagline(null)).toBe('Building Trust, Delivering Excellence for Over 24 Years.');
    expect(WORDS.en.reach.requestQuote).toBe('Request a Quote');
    expect(WORDS.en.stats.total_projects).toBe('Projects Completed');
  });
});
