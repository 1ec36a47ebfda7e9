import { describe, expect, it } from 'vitest';
import {
  changeSummary,
  fieldLabel,
  fileChangeWords,
  historyKey,
  planRestore,
  restoreSentence,
  restoreWarnings,
  versionDiff,
  versionLine,
  type NameOf,
} from './describeChange';

const names: NameOf = (field, id) => (field === 'category' && id === 'c1' ? 'Residential' : null);

describe('a version in words', () => {
  it('names fields as staff know them', () => {
    expect(fieldLabel('images')).toBe('Gallery');
    expect(fieldLabel('total_projects')).toBe('Total projects');
    expect(fieldLabel('shortDescription')).toBe('Short description');
    expect(changeSummary({ changed: ['title', 'images'] })).toBe('Title, Gallery');
  });

  it('says in one line what each version held, and what a restore puts back, in grammar', () => {
    const diffs = versionDiff(
      'projects',
      {
        changed: ['title', 'longDescription', 'images', 'images_alt'],
        data: { title: 'Galle Villa', longDescription: 'A '.repeat(60), images: ['a'], images_alt: { a: 'Porch' } },
        after: { title: 'Galle Villa Extension', longDescription: '', images: ['a', 'b'], images_alt: { a: 'Deck' } },
      },
      names,
    );
    expect(versionLine(diffs)).toBe(
      `Title: Galle Villa → Galle Villa Extension; Long description: ${'A '.repeat(29)}A… → (empty); ` +
        'Gallery: 1 added; Gallery alt texts: 1 photo changed',
    );
    expect(restoreSentence({ changed: ['longDescription'] })).toBe('Long description goes back to how it was then.');
    expect(restoreSentence({ changed: ['title', 'images'] })).toBe('Title and Gallery go back to how they were then.');
    expect(restoreSentence({ changed: ['title', 'client', 'images'] })).toBe(
      'Title, Client and Gallery go back to how they were then.',
    );
  });

  it('shows texts, relations by name and gallery changes, old → new', () => {
    const diffs = versionDiff(
      'projects',
      {
        changed: ['title', 'category', 'images', 'images_alt'],
        data: { title: 'Old', category: 'c1', images: ['a', 'b', 'c'], images_alt: { a: 'Porch' } },
        after: { title: 'New', category: 'c2', images: ['c', 'a', 'd'], images_alt: { a: 'Front porch' } },
      },
      names,
    );
    expect(diffs[0]).toMatchObject({ kind: 'text', label: 'Title', before: 'Old', after: 'New' });
    expect(diffs[1]).toMatchObject({
      kind: 'text',
      label: 'Category',
      before: 'Residential',
      after: '(deleted category)',
    });
    expect(diffs[2]).toMatchObject({
      kind: 'files',
      label: 'Gallery',
      before: ['a', 'b', 'c'],
      after: ['c', 'a', 'd'],
    });
    expect(fileChangeWords((diffs[2] as { change: Parameters<typeof fileChangeWords>[0] }).change)).toBe(
      'Order changed · 1 added · 1 removed',
    );
    expect(diffs[3]).toMatchObject({ kind: 'alt', entries: [{ file: 'a', before: 'Porch', after: 'Front porch' }] });
  });

  it("shows a focal point in the form's words, not as file names", () => {
    const diffs = versionDiff(
      'projects',
      {
        changed: ['coverImage_focus'],
        data: { coverImage_focus: null },
        after: { coverImage_focus: { x: 20, y: 75 } },
      },
      names,
    );
    expect(diffs).toEqual([
      {
        kind: 'text',
        field: 'coverImage_focus',
        label: 'Cover focal point',
        before: '(empty)',
        after: '20% across, 75% down',
      },
    ]);
  });

  it('warns what a restore cannot bring back and what it deletes', () => {
    const plan = planRestore(
      'projects',
      { data: { title: 'Old', images: ['a', 'b'], coverImage: 'gone.jpg', category: 'c1' } },
      { title: 'New', images: ['a', 'x', 'y'], coverImage: 'cover.jpg', category: 'c1' },
      names,
    );
    expect(restoreWarnings('projects', plan)).toEqual([
      'The cover image of this version was deleted since: the current one stays.',
      '1 photo of the gallery in this version was deleted since and cannot come back.',
      '2 photos added to the gallery since will be deleted.',
    ]);
  });

  it('knows which collections have history', () => {
    expect(historyKey('projects')).toBe('projects');
    expect(historyKey('contact')).toBe('contact');
    expect(historyKey('journey')).toBeNull();
    expect(historyKey('inquiries')).toBeNull();
    expect(historyKey('nothing')).toBeNull();
  });
});

describe('a translation in the history', () => {
  it("is named by its field and language, as the form's label", () => {
    expect(fieldLabel('title_si')).toBe('Title (Sinhala)');
    expect(fieldLabel('client_role_ta')).toBe('Client role (Tamil)');
    expect(changeSummary({ changed: ['title', 'title_ta'] })).toBe('Title, Title (Tamil)');
  });
});
