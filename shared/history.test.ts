import { describe, expect, it } from 'vitest';
import {
  changedFields,
  fileChange,
  HISTORY_BYTES,
  HISTORY_KEEP,
  historyFields,
  restorePlan,
  utf8Length,
  versionsToKeep,
} from './history';

describe('history rules', () => {
  it('keeps every declared field but the order and the Published switch', () => {
    const names = historyFields('projects').map(([name]) => name);
    expect(names).toContain('title');
    expect(names).toContain('images');
    expect(names).not.toContain('position');
    expect(names).not.toContain('published');
    expect(historyFields('inquiries')).toEqual([]);
    expect(historyFields('journey')).toEqual([]);
  });

  it('tells changed fields apart from empty values read differently', () => {
    expect(
      changedFields({ a: '', b: [], c: null, d: 'x' }, { a: null, b: null, c: {}, d: 'y' }, ['a', 'b', 'c', 'd']),
    ).toEqual(['d']);
    expect(changedFields({ alt: { x: '1', y: '2' } }, { alt: { y: '2', x: '1' } }, ['alt'])).toEqual([]);
  });

  it('describes a gallery change as added, removed and reordered', () => {
    expect(fileChange(['a', 'b', 'c'], ['c', 'a', 'd'])).toEqual({ added: ['d'], removed: ['b'], reordered: true });
    expect(fileChange(['a', 'b'], ['a', 'b', 'c'])).toEqual({ added: ['c'], removed: [], reordered: false });
    expect(fileChange('', 'x.png')).toEqual({ added: ['x.png'], removed: [], reordered: false });
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('ශ')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('🏗')).toBe(4);
  });

  it('keeps at most HISTORY_KEEP versions and HISTORY_BYTES, and always the newest', () => {
    expect(versionsToKeep(Array(HISTORY_KEEP + 3).fill(10))).toBe(HISTORY_KEEP);
    expect(versionsToKeep([100_000, 100_000, 100_000])).toBe(2);
    expect(versionsToKeep([HISTORY_BYTES + 1, 5])).toBe(1);
    expect(versionsToKeep([])).toBe(0);
  });

  it('plans a restore: files still there in the old order, what is gone and what goes', () => {
    const plan = restorePlan(
      'projects',
      { title: 'Old', images: ['a', 'b', 'c'], images_alt: { a: 'A', b: 'B' }, coverImage: 'gone.jpg', category: 'x' },
      { title: 'New', images: ['c', 'a', 'd'], coverImage: 'cover.jpg', category: 'y' },
      (_field, id) => id !== 'x',
    );
    expect(plan.values).toMatchObject({
      title: 'Old',
      images: ['a', 'c'],
      images_alt: { a: 'A' },
      coverImage: 'cover.jpg',
      category: 'y',
    });
    expect(plan.missing).toEqual([
      { field: 'category', values: ['x'] },
      { field: 'coverImage', values: ['gone.jpg'] },
      { field: 'images', values: ['b'] },
    ]);
    expect(plan.dropped).toEqual([{ field: 'images', values: ['d'] }]);
  });
});
