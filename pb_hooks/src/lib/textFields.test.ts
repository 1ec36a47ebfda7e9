import { expect, it } from 'vitest';
import { hasInvisibleCharacters } from '../../../shared/invisibleCharacters';
import { cleanText as clean, isMultiline } from './textFields';

const cleanText = (value: string) => clean(value, hasInvisibleCharacters);

it('trims surrounding whitespace and keeps inner line breaks', () => {
  expect(cleanText('  Colombo 07 \n')).toBe('Colombo 07');
  expect(cleanText('Line one\nLine two\r\n\tindented')).toBe('Line one\nLine two\r\n\tindented');
  expect(cleanText('   ')).toBe('');
});

it.each(['a\u0000b', '\u0007bell', 'esc\u001b[31m', 'del\u007f', 'a\u202eb', 'zero\u200bwidth', '\ufeffbom'])(
  'refuses invisible characters in %j',
  (value) => {
    expect(cleanText(value)).toBeNull();
  },
);

it('knows which fields are paragraphs; all others are single lines', () => {
  expect(isMultiline('inquiries', 'message')).toBe(true);
  expect(isMultiline('services', 'longDescription')).toBe(true);
  expect(isMultiline('inquiries', 'name')).toBe(false);
  expect(isMultiline('projects', 'title')).toBe(false);
  expect(isMultiline('users', 'name')).toBe(false);
});
