import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaEnvelope, FaMapMarkerAlt, FaPhoneAlt } from 'react-icons/fa';
import { useSiteStore } from '../stores/site';
import { telHref, useContactDetails } from './contactDetails';
import { Container } from './Container';
import { LoadFailed } from './LoadFailed';
import { mapsEmbedUrl } from './mapsEmbed';
import { PageHero } from './PageHero';
import { PageSkeleton } from './PageSkeleton';
import { SectionHeading } from './SectionHeading';
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
  if (state === 'loading') {
    return (
      <>
        {hero}
        <PageSkeleton withHero={false} cards={3} />
      </>
    );
  }
  if (state === 'error') {
    return (
      <>
        {hero}
        <LoadFailed level={2} />
      </>
    );
  }

  return (
    <>
      {hero}
      <Container className="py-16 sm:py-20">
        <ul className={`grid gap-6 ${address ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
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
            </ContactCard>
          )}
        </ul>

        {mapUrl && (
          <section aria-labelledby="map-heading" className="mt-16">
            <SectionHeading id="map-heading" eyebrow="Our location" title="Find Us" />
            <div className="mt-8 overflow-hidden rounded-3xl border border-slate-200 bg-slate-100 shadow-sm">
              <iframe
                title={`Map showing the location of ${companyName}`}
                src={mapUrl}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                allowFullScreen
                className="block aspect-[4/3] w-full border-0 sm:aspect-[16/7]"
              />
            </div>
          </section>
        )}
      </Container>
    </>
  );
}
