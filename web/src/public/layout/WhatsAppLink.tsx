import { FaWhatsapp } from 'react-icons/fa';
import { useSite } from '../site/SiteContext';
import { buttonClass } from './buttonClass';
import { useWhatsappDigits, whatsappHref, whatsappMessage } from './whatsapp';
import { useWords } from '../site/Localized';

/**
 * The full URL of the page the visitor is on (mentioned in the chat's first message), on the
 * site's own URL: the server renders the same link.
 */
export function usePageUrl(): string {
  const { siteUrl, path } = useSite();
  return `${siteUrl}${path}`;
}

/**
 * "Chat on WhatsApp" as a button-like link, shown only when a WhatsApp number is set. `about`
 * names what the visitor is looking at (a project's title); the page's URL is always included.
 */
export function WhatsAppLink({ about, className = '' }: { about?: string; className?: string }) {
  const url = usePageUrl();
  const words = useWords().reach;
  const href = whatsappHref(useWhatsappDigits(), whatsappMessage(words.chatMessage, url, about));
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${buttonClass('primary', '!bg-[#25D366] !text-brand-950 hover:!bg-[#4ae083]')} ${className}`}
    >
      <FaWhatsapp aria-hidden="true" className="h-5 w-5" />
      {words.chat}
      <span className="sr-only">{words.opensWhatsApp}</span>
    </a>
  );
}
