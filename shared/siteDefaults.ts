/**
 * The footer tagline, the one fallback text of the settings (seed section 2, "Footer"). No
 * company name, email or phone is made up (issue 15, decision 010): a missing value falls back
 * to the matching setting of another screen, else its element is hidden. One module for the
 * SPA and the server's rendered head (pages.ts, seo.ts), so both say the same.
 */
/**
 * The home page's heading (and tab title) when neither the home title nor the company name is
 * set: what the business does, not a made-up name.
 */
export const DEFAULT_HOME_HEADING = 'Building and decorating in Sri Lanka';

/** The seed's footer tagline says 24 years. */
export const DEFAULT_TAGLINE_YEARS = 24;

/** The footer tagline, with the years of experience when the stats record sets them. */
export function tagline(yearsExperience?: number | null): string {
  const years = yearsExperience && yearsExperience > 0 ? yearsExperience : DEFAULT_TAGLINE_YEARS;
  return `Building Trust, Delivering Excellence for Over ${years} Years.`;
}

/** Stats shown when the stats record cannot be read or is not set (seed section 9). */
export const DEFAULT_STATS = {
  total_projects: 100,
  ongoing_projects: 10,
  years_experience: 20,
  happy_clients: 50,
} as const;
