import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaEnvelope, FaExternalLinkAlt, FaMapMarkerAlt, FaPhoneAlt } from 'react-icons/fa';
import { useSiteStore } from '../stores/site';
import { telHref, useContactDetails } from './contactDetails';
import { Container } from './Container';
import { HeroPage } from './HeroPage';
import { mapsEmbedUrl } from './mapsEmbed';
import { PageHero } from './PageHero';
import { useCompanyName } from './useCompanyName';
import { useDocumentTitle } from './useDocumentTitle';
import { useLoadState } from './useLoadState';

const TITLE = 'Contact Us';

function ContactCard({ icon: Icon, title, children }: { icon: IconType; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-900 text-amber-400">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-brand-900">{title}</h2>
        <div className="mt-1 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/** A Google Maps search for the address, for directions on a phone. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s+/g, ' ').trim())}`;
}

const LINK = 'font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** Contact Us: email, phone and address, and the map when a Google Maps embed is set. */
export function ContactPage() {
  const state = useLoadState();
  const contact = useSiteStore((s) => s.contact);
  const { email, phone, address } = useContactDetails();
  const companyName = useCompanyName();
  const mapUrl = mapsEmbedUrl(contact?.googleMapsUrl);
  useDocumentTitle('Contact us');

  const hero = (
    <PageHero
      eyebrow="Get in touch"
      title={TITLE}
      intro="Planning a new home, an office, a renovation or an interior? Call, write or visit us: we are glad to hear about your project."
    />
  );
  return (
    <HeroPage state={state} hero={hero} skeletonCards={3}>
      <Container className="py-16 sm:py-20">
        <div className={mapUrl ? 'grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}>
          <ul className={`grid content-start gap-6 ${mapUrl ? '' : address ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
            <ContactCard icon={FaPhoneAlt} title="Call us">
              <a href={telHref(phone)} className={LINK}>
                {phone}
              </a>
            </ContactCard>
            <ContactCard icon={FaEnvelope} title="Email us">
              <a href={`mailto:${email}`} className={`${LINK} break-all`}>
                {email}
              </a>
            </ContactCard>
            {address && (
              <ContactCard icon={FaMapMarkerAlt} title="Visit us">
                <address className="not-italic whitespace-pre-line">{address}</address>
                <a
                  href={directionsUrl(address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${LINK} mt-2 inline-flex items-center gap-2 text-sm`}
                >
                  Get directions
                  <FaExternalLinkAlt aria-hidden="true" className="h-3 w-3" />
                  <span className="sr-only">(opens Google Maps in a new tab)</span>
                </a>
              </ContactCard>
            )}
          </ul>

          {mapUrl && (
            <section aria-labelledby="map-heading" className="flex flex-col">
              <h2 id="map-heading" className="sr-only">
                Find Us
              </h2>
              <div className="min-h-80 flex-1 overflow-hidden rounded-3xl border border-slate-200 bg-slate-100 shadow-sm">
                <iframe
                  title={`Map showing the location of ${companyName}`}
                  src={mapUrl}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                  allowFullScreen
                  className="block h-full min-h-80 w-full border-0"
                />
              </div>
            </section>
          )}
        </div>
      </Container>
    </HeroPage>
  );
}
