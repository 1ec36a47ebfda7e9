/** WhatsApp click-to-chat links (issue 7): https://faq.whatsapp.com/5913398998672934 */
import { fill } from '@shared/words';
import { useSite } from '../site/SiteContext';

/**
 * The text a chat starts with (`template`: shared/words.ts `reach.chatMessage`, in the page's
 * language): what the visitor was looking at, so the company knows at once.
 */
export function whatsappMessage(template: string, url: string, title?: string): string {
  const topic = title?.trim() ? `${title.trim()} (${url})` : url;
  return fill(template, { topic });
}

/**
 * `https://wa.me/<digits>?text=…` for a number in international digits ("94772584710"), or ''
 * when the number is not usable (nothing is shown then).
 */
export function whatsappHref(digits: string | null | undefined, message: string): string {
  const clean = (digits ?? '').replace(/\D/g, '');
  if (clean.length < 8 || clean.length > 15) return '';
  return `https://wa.me/${clean}?text=${encodeURIComponent(message)}`;
}

/** The company's WhatsApp number from the contact settings, '' when not set. */
export function useWhatsappDigits(): string {
  return useSite().contact?.whatsapp?.trim() ?? '';
}
