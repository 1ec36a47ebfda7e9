import { expect, it } from 'vitest';
import { cleanText } from './textFields';

it('trims surrounding whitespace and keeps inner line breaks', () => {
  expect(cleanText('  Colombo 07 \n')).toBe('Colombo 07');
  expect(cleanText('Line one\nLine two\r\n\tindented')).toBe('Line one\nLine two\r\n\tindented');
  expect(cleanText('   ')).toBe('');
});

it.each(['a\u0000b', '\u0007bell', 'esc\u001b[31m', 'del\u007f'])('refuses control characters in %j', (value) => {
  expect(cleanText(value)).toBeNull();
});
