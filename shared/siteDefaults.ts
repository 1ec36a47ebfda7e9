/**
 * Fallbacks for settings that are not filled in yet (seed section 2, "Footer"). The server seeds
 * real content on first start, so visitors normally never see these. One module for the SPA and
 * the server's rendered head (pages.ts, seo.ts), so both say the same.
 */
export const DEFAULT_COMPANY_NAME = 'Lanka Builders & Decorators';
export const DEFAULT_EMAIL = 'info@example.com';
export const DEFAULT_PHONE = '+94 11 000 0000';
/** The seed's footer tagline says 24 years. */
export const DEFAULT_TAGLINE_YEARS = 24;

/** The footer tagline, with the years of experience when the stats record sets them. */
export function tagline(yearsExperience?: number | null): string {
  const years = yearsExperience && yearsExperience > 0 ? yearsExperience : DEFAULT_TAGLINE_YEARS;
  return `Building Trust, Delivering Excellence for Over ${years} Years.`;
}
