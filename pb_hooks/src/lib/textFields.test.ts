import { expect, it } from 'vitest';
import { hasInvisibleCharacters } from '../../../shared/invisibleCharacters';
import { cleanText as clean } from './textFields';

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
