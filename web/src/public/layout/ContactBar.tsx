import { FaPhoneAlt, FaWhatsapp } from 'react-icons/fa';
import { telHref, useContactDetails } from './contactDetails';
import { usePageUrl } from './WhatsAppLink';
import { useWhatsappDigits, whatsappHref, whatsappMessage } from './whatsapp';
import { fill } from '@shared/words';
import { useWords } from '../site/Localized';

/**
 * WhatsApp and Call on phones and tablets (issue 15, item 8): one tap away on every page, in a
 * bar across the bottom of the screen rather than round buttons over the content. A floating
 * button always lay over something (a category's label, a field of the quote form); the bar is
 * the bottom edge of the visible page instead, and the footer's bottom padding (pb-24) lets the
 * end of every page scroll clear of it. Hidden on wide screens and when neither number is set.
 */
export function ContactBar() {
  const { phone } = useContactDetails();
  const words = useWords().reach;
  const chat = whatsappHref(useWhatsappDigits(), whatsappMessage(words.chatMessage, usePageUrl()));
  if (!phone && !chat) return null;
  const button =
    'flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-base font-semibold shadow-sm transition-colors';
  // note: a landmark of its own (axe's `region`: all content in landmarks, issue 39).
  return (
    <aside
      aria-label={words.bar}
      data-contact-bar
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      {chat && (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={words.chat}
          className={`${button} bg-[#25D366] text-brand-950 hover:bg-[#4ae083]`}
        >
          <FaWhatsapp aria-hidden="true" className="h-6 w-6" />
          {words.whatsapp}
        </a>
      )}
      {phone && (
        <a
          href={telHref(phone)}
          aria-label={fill(words.callUsOn, { phone })}
          className={`${button} bg-amber-500 text-brand-950 hover:bg-amber-400`}
        >
          <FaPhoneAlt aria-hidden="true" className="h-5 w-5" />
          {words.call}
        </a>
      )}
    </aside>
  );
}
