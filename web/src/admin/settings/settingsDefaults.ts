import type { AboutSettings, ContactSettings, FooterMenu, HomeSettings } from '../../lib/types';

/**
 * Examples a settings form shows as placeholders (issue 15): never as values, so a Save cannot
 * publish them. A missing settings record is still handled silently (seed section 8): the form
 * starts empty, and its first Save creates the record.
 */
export const HOME_EXAMPLES: Pick<HomeSettings, 'title' | 'subtitle'> = {
  title: 'Building Trust, Delivering Excellence',
  subtitle: 'Construction, renovation and interior decorating across Sri Lanka for over 18 years.',
};

export const ABOUT_EXAMPLES: Pick<AboutSettings, 'title' | 'description'> = {
  title: 'About Us',
  description:
    'We are a building and decorating contractor in Sri Lanka: homes, offices and shops, from the first drawing to the last coat of paint.',
};

export const CONTACT_EXAMPLES: Pick<ContactSettings, 'email' | 'phone' | 'address' | 'googleMapsUrl'> = {
  email: 'info@example.com',
  phone: '+94 11 000 0000',
  address: 'Colombo, Sri Lanka',
  googleMapsUrl:
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d126743.6!2d79.8612!3d6.9271!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1',
};

export const FOOTER_EXAMPLES: Pick<
  FooterMenu,
  'company_name' | 'footer_about' | 'footer_phone' | 'footer_email' | 'facebook_url' | 'instagram_url'
> = {
  company_name: 'Your Company (Pvt) Ltd',
  footer_about: 'Building Trust, Delivering Excellence for Over 24 Years.',
  footer_phone: '+94 11 000 0000',
  footer_email: 'info@example.com',
  facebook_url: 'https://www.facebook.com/yourpage',
  instagram_url: 'https://www.instagram.com/yourprofile',
};
