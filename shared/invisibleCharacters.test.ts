import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters } from './invisibleCharacters';

describe('hasInvisibleCharacters', () => {
  it.each([
    ['a right-to-left override', 'invoice\u202Egpj.exe'],
    ['a left-to-right embedding', '\u202Aname'],
    ['a pop directional formatting', 'name\u202C'],
    ['an isolate', 'a\u2066b\u2069'],
    ['a right-to-left mark', 'a\u200Fb'],
    ['the Arabic letter mark', 'a\u061Cb'],
    ['a zero-width space', 'Ad\u200Bmin'],
    ['a zero-width joiner between Latin letters', 'Ad\u200Dmin'],
    ['a zero-width non-joiner at the start', '\u200Cname'],
    ['a word joiner', 'a\u2060b'],
    ['a byte-order mark', '\uFEFFname'],
    ['a NUL', 'a\u0000b'],
    ['an escape', 'esc\u001B[31m'],
    ['a DEL', 'del\u007F'],
    ['a C1 control', 'a\u0085b'],
    ['a C1 CSI', 'a\u009Bb'],
  ])('finds %s', (_, value) => {
    expect(hasInvisibleCharacters(value)).toBe(true);
  });

  it.each([
    ['plain text', 'Serendib Build & Décor (Pvt) Ltd'],
    ['Sinhala with its joiner', 'ශ්\u200Dරී ලංකා'],
    ['Tamil', 'இலங்கை'],
    ['Sinhala with a non-joiner', 'ක්\u200Cෂ'],
    ['a tab and line breaks', 'a\tb\r\nc'],
    ['emoji without joiners', 'Great work 👍'],
  ])('allows %s', (_, value) => {
    expect(hasInvisibleCharacters(value)).toBe(false);
  });
});
