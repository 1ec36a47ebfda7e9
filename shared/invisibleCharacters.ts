/**
 * Characters a person cannot see in a text field (issue 26, item 8): control characters (C0 but
 * tab and line breaks, DEL, C1), text-direction marks, embeddings, overrides and isolates (they
 * make a name read differently from what it is), zero-width spaces, joiners used outside the
 * scripts that need them, and the byte-order mark. They arrive by pasting, or on purpose; the
 * server refuses them in every text field (pb_hooks/src/lib/textFields.ts), and the admin forms
 * show the same message first (shared/schemas.ts).
 *
 * note: the zero-width joiner and non-joiner are part of how Sinhala, Tamil and the other Indic
 * scripts are written (ශ්‍රී, Sri, has one), so they are allowed right after a letter of those
 * scripts (U+0900-U+0DFF), and refused elsewhere.
 */

export const INVISIBLE_CHARACTERS_MESSAGE =
  'Remove the invisible characters (control, zero-width or text-direction characters): type the text again, or paste it as plain text.';

const ALWAYS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const JOINER = /[\u200c\u200d]/g;
const INDIC = /[\u0900-\u0dff]/;

/** True when `value` holds a character of the list above (tab, CR and LF are not among them). */
export function hasInvisibleCharacters(value: string): boolean {
  if (ALWAYS.test(value)) return true;
  JOINER.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = JOINER.exec(value))) {
    if (!INDIC.test(value.charAt(match.index - 1))) return true;
  }
  return false;
}
