/**
 * Number formatting for code the server renders (issue 25): goja, PocketBase's JSVM,
 * has no `Intl`, and `toLocaleString` with a locale throws there, so a page that used them would
 * answer 500 only once rendered. These give the same text in every runtime. ESLint refuses
 * `Intl` and `toLocale*` in server-rendered code (eslint.config.js), and
 * tests/integration/server-render-traps.test.ts checks the compiled hooks and renderer.
 */

/** A whole number with thousands separators: 1250 → "1,250" (en-GB, as the site is written). */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
