/**
 * The images of the public pages, for both renders (issue 13): the thumbs each file field has
 * and the `sizes` of the images the server preloads, so a preload names exactly the request the
 * page's <img> makes.
 */

/**
 * Thumb sizes the server declares per collection and file field. Asking for any other size
 * returns the original file, so only these are used. (The migrations declare them on the
 * fields.)
 */
export const THUMBS = {
  projects: {
    coverImage: ['360x240', '480x320', '720x480', '960x640', '1200x800', '1600x0'],
    images: ['360x240', '480x320', '960x640', '1600x0'],
  },
  services: { image: ['480x320', '720x480', '960x640'] },
  team: { avatar: ['240x240', '480x480'] },
  home_settings: {
    backgroundImage: ['800x0', '960x0', '1280x0', '1920x0'],
    hero_image: ['800x0', '960x0', '1280x0', '1920x0'],
    about_page_image: ['800x0', '960x0', '1280x0', '1920x0'],
    logo: ['96x96', '144x144', '192x192'],
  },
  about_settings: { image: ['480x320', '720x480', '960x640'] },
  testimonials: { photo: ['96x96', '192x192'] },
} as const;

/** `sizes` of the home page's hero image. */
export const HERO_SIZES = '100vw';

/** `sizes` of a project card's cover (one to three cards a row). */
export const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw';

/** `sizes` of the cover on a project's page. */
export const COVER_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 64vw, 92vw';
