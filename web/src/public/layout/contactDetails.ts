import { useSite } from '../site/SiteContext';

/** A `tel:` link for a phone number as written ("+94 11 258 4710" → "tel:+94112584710"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export interface ContactDetails {
  email: string;
  phone: string;
  address: string;
}

/** How to reach the company: the contact settings, else the footer's, else '' (then not shown). */
export function useContactDetails(): ContactDetails {
  const { contact, footer } = useSite();
  return {
    email: contact?.email?.trim() || footer?.footer_email?.trim() || '',
    phone: contact?.phone?.trim() || footer?.footer_phone?.trim() || '',
    address: contact?.address?.trim() || '',
  };
}
