/**
 * Phone numbers as people type them in Sri Lanka ("077 123 4567", "+94 77 123 4567",
 * "0094 11 2 345678", "(011) 234-5678") normalised to international form. Pure: the server
 * hooks and the web forms use the same function.
 */

export const PHONE_HELP = 'Enter a phone number like 077 123 4567 or +94 77 123 4567.';

/** "+94771234567" for any accepted way of writing a number, or null. */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-.()/]/g, '');
  let international: string;
  if (/^\+\d+$/.test(compact)) international = compact;
  else if (/^00\d+$/.test(compact)) international = '+' + compact.slice(2);
  else if (/^0\d{9}$/.test(compact))
    international = '+94' + compact.slice(1); // local: 0XX XXX XXXX
  else if (/^94\d{9}$/.test(compact)) international = '+' + compact;
  else if (/^7\d{8}$/.test(compact))
    international = '+94' + compact; // mobile without the 0
  else return null;
  if (!/^\+[1-9]\d{7,14}$/.test(international)) return null;
  if (international.indexOf('+94') === 0 && international.length !== 12) return null; // +94 and 9 digits
  return international;
}

/** The digits wa.me wants ("94771234567"), or null. */
export function whatsappDigits(raw: string): string | null {
  const phone = normalizePhone(raw);
  return phone ? phone.slice(1) : null;
}

/**
 * A stored number as people in Sri Lanka write it: "+94771234567" or "94771234567" →
 * "077 123 4567"; any other number as stored. The admin shows numbers so (issue 39: "077 999 8877"
 * typed came back as "94779998877"), and the CSV writes them so: text to a spreadsheet, which
 * keeps the 0, and nothing it could take for a formula.
 */
export function localPhone(stored: string): string {
  const match = /^\+?94(\d{2})(\d{3})(\d{4})$/.exec(stored.trim());
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : stored;
}
