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
    // Issue 26 audit: all were accepted.
    ['tag characters (hidden ASCII)', 'Nimal\u{E0001}\u{E0069}\u{E0067}\u{E006E}'],
    ['a cancel tag', 'a\u{E007F}'],
    ['a soft hyphen', 'Ni\u00ADmal'],
    ['the Mongolian vowel separator', 'a\u180Eb'],
    ['deprecated format characters', 'a\u206Ab\u206F'],
    ['interlinear annotation characters', '\uFFF9a\uFFFAb\uFFFB'],
    ['Hangul fillers', '\u115F\u1160\u3164\uFFA0'],
    ['a combining grapheme joiner', 'a\u034Fb'],
    ['a shorthand format control', 'a\u{1BCA0}b'],
    ['variation selectors in a row (data hidden in them)', 'Nimal\uFE00\uFE01\uFE0F'],
    ['a variation selector at the start', '\uFE0Fname'],
    ['a variation selector after a space', 'a \u{E0100}b'],
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
    ['an emoji with its presentation selector', 'Thank you \u2764\uFE0F'],
    ['a keycap', '1\uFE0F\u20E3 floor'],
    ['an ideograph with its variation selector', '\u845B\u{E0100}'],
  ])('allows %s', (_, value) => {
    expect(hasInvisibleCharacters(value)).toBe(false);
  });

  it('refuses every control, format and default-ignorable character Unicode knows but tab and line breaks', () => {
    // note: the list is spelled out for the hooks' engine, which takes \p{…} without knowing it
    // (it matches nothing there); here Node's Unicode tables check the list.
    const ignorable = /^[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
    const joiner = (code: number) => code === 0x200c || code === 0x200d;
    const selector = (code: number) =>
      (code >= 0x180b && code <= 0x180f && code !== 0x180e) ||
      (code >= 0xfe00 && code <= 0xfe0f) ||
      (code >= 0xe0100 && code <= 0xe01ef);
    const missed: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (!ignorable.test(char) || '\t\n\r'.includes(char)) continue;
      // Alone, each is refused; after the character it belongs to, only joiners and selectors pass.
      const alone = hasInvisibleCharacters(`${char}x`) && hasInvisibleCharacters(`x ${char}`);
      const belongs = hasInvisibleCharacters(`${joiner(code) ? 'ක' : 'x'}${char}`);
      if (!alone || belongs === (joiner(code) || selector(code))) missed.push(code.toString(16));
    }
    expect(missed).toEqual([]);
  });
});
