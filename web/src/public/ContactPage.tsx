import { FaEnvelope, FaMapMarkerAlt, FaPhone } from 'react-icons/fa';
import { useSiteStore } from '../stores/site';
import { LoadingBlock } from './LoadingBlock';
import { PageSection } from './PageSection';
import { DEFAULT_EMAIL, DEFAULT_PHONE } from './siteDefaults';

/** Only Google Maps embeds are framed (a later CSP allows just that origin). */
function isMapsEmbed(url: string | undefined): url is string {
  return Boolean(url && /^https:\/\/(www\.)?google\.com\/maps\/embed/i.test(url.trim()));
}

/** Contact Us: email, phone, address and the map. */
export function ContactPage() {
  const loading = useSiteStore((s) => s.loading);
  const contact = useSiteStore((s) => s.contact);
  const footer = useSiteStore((s) => s.footer);

  if (loading) return <LoadingBlock />;

  const email = contact?.email || footer?.footer_email || DEFAULT_EMAIL;
  const phone = contact?.phone || footer?.footer_phone || DEFAULT_PHONE;
  const address = contact?.address;
  const mapUrl = contact?.googleMapsUrl;

  return (
    <PageSection main title="Contact Us" intro={<p>We would be glad to hear about your project.</p>}>
      <ul className="space-y-4">
        <li className="flex items-center gap-3">
          <FaEnvelope aria-hidden="true" className="text-amber-500" />
          <span className="sr-only">Email:</span>
          <a href={`mailto:${email}`} className="text-brand-700 underline">
            {email}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <FaPhone aria-hidden="true" className="text-amber-500" />
          <span className="sr-only">Phone:</span>
          <a href={`tel:${phone.replace(/\s+/g, '')}`} className="text-brand-700 underline">
            {phone}
          </a>
        </li>
        {address && (
          <li className="flex items-start gap-3">
            <FaMapMarkerAlt aria-hidden="true" className="mt-1 text-amber-500" />
            <span className="sr-only">Address:</span>
            <address className="whitespace-pre-line not-italic">{address}</address>
          </li>
        )}
      </ul>
      {isMapsEmbed(mapUrl) && (
        <iframe
          title="Location map"
          src={mapUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="mt-8 h-80 w-full rounded-xl border-0"
        />
      )}
    </PageSection>
  );
}
