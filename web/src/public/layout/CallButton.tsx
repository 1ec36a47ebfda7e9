import { FaPhoneAlt } from 'react-icons/fa';
import { useSiteStore } from '../../stores/site';
import { telHref, useContactDetails } from './contactDetails';

/**
 * A round call button fixed at the bottom right on phones and tablets: a visitor reading on a
 * phone is always one tap from calling the company. Hidden on wide screens and while loading.
 */
export function CallButton() {
  const loading = useSiteStore((s) => s.loading);
  const { phone } = useContactDetails();
  if (loading) return null;
  return (
    <a
      href={telHref(phone)}
      aria-label={`Call us on ${phone}`}
      className="fixed right-4 bottom-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-amber-500 text-brand-950 shadow-lg ring-4 shadow-brand-950/30 ring-white transition-transform hover:scale-105 lg:hidden"
    >
      <FaPhoneAlt aria-hidden="true" className="h-5 w-5" />
    </a>
  );
}
