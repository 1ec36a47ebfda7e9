/**
 * Characters a person cannot see in a text field (issue 26, item 8): every control, format and
 * default-ignorable character of Unicode but tab and line breaks. Among them: C0 and C1 controls
 * and DEL, text-direction marks, embeddings, overrides and isolates (they make a name read
 * differently from what it is), zero-width spaces and joiners, word joiners, the byte-order mark,
 * the soft hyphen, Hangul fillers, and the tag characters, an invisible copy of ASCII that can
 * carry hidden text. They arrive by pasting, or on purpose; the server refuses them in every text
 * field (pb_hooks/src/lib/textFields.ts), and the admin forms show the same message first
 * (shared/schemas.ts).
 *
 * Two kinds are part of how text is written, so they are refused only where they do nothing:
 * - the zero-width joiner and non-joiner, in Sinhala, Tamil and the other Indic scripts (ශ්‍රී,
 *   Sri, has one): allowed right after a letter of those scripts (U+0900-U+0DFF);
 * - variation selectors, which pick a character's form (❤️ is U+2764 and U+FE0F, a Japanese
 *   name's ideograph may carry one): one is allowed right after a visible character, not a
 *   second (a run of them can carry hidden bytes), nor at the start or after a space.
 *
 * note: the list is spelled out in code units (astral characters as surrogate pairs), not as
 * `\p{Cf}` or `\p{Default_Ignorable_Code_Point}`: the hooks' engine (goja) compiles those with the
 * `u` flag and matches nothing with them. shared/invisibleCharacters.test.ts checks the list
 * against Node's Unicode tables.
 */

export const INVISIBLE_CHARACTERS_MESSAGE =
  'Remove the invisible characters (control, zero-width or text-direction characters): type the text again, or paste it as plain text.';

/* eslint-disable no-misleading-character-class -- the classes list characters one by one: a
   combining mark or a joiner in them is a character to refuse, not part of the one before it. */
const ALWAYS = new RegExp(
  [
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2]/
      .source,
    /[\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff0-\ufffb]/
      .source,
    // U+110BD, U+110CD (Kaithi number signs), U+13430-1343F (Egyptian hieroglyph format controls),
    // U+1BCA0-1BCA3 (shorthand format controls), U+1D173-1D17A (musical format controls)
    /\ud804[\udcbd\udccd]|\ud80d[\udc30-\udc3f]|\ud82f[\udca0-\udca3]|\ud834[\udd73-\udd7a]/.source,
    // U+E0000-E0FFF (tags and the unassigned rest of the plane) but U+E0100-E01EF (variation selectors)
    /\udb40[\udc00-\udcff\uddf0-\udfff]|[\udb41-\udb43][\udc00-\udfff]/.source,
  ].join('|'),
);
const JOINER = /[\u200c\u200d]/g;
const INDIC = /[\u0900-\u0dff]/;
/** Variation selectors: U+FE00-FE0F, U+E0100-E01EF, and Mongolian's free ones (U+180B-180D, U+180F). */
const VARIATION = /[\u180b-\u180d\u180f\ufe00-\ufe0f]|\udb40[\udd00-\uddef]/g;
/** What a variation selector may not follow: nothing, a space, a joiner or another selector. */
const NOT_A_BASE = /^(?:|\s|[\u200c\u200d\u180b-\u180d\u180f\ufe00-\ufe0f]|\udb40[\udd00-\uddef])$/;
/* eslint-enable no-misleading-character-class */

/** The character (a whole surrogate pair) that ends just before `index` in `value`. */
function charBefore(value: string, index: number): string {
  const low = value.charCodeAt(index - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && index >= 2;
  return value.slice(pair ? index - 2 : Math.max(0, index - 1), index);
}

/** True when `value` holds a character of the list above (tab, CR and LF are not among them). */
export function hasInvisibleCharacters(value: string): boolean {
  if (ALWAYS.test(value)) return true;
  JOINER.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = JOINER.exec(value))) {
    if (!INDIC.test(value.charAt(match.index - 1))) return true;
  }
  VARIATION.lastIndex = 0;
  while ((match = VARIATION.exec(value))) {
    if (NOT_A_BASE.test(charBefore(value, match.index))) return true;
  }
  return false;
}
