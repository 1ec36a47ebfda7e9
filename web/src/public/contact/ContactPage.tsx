import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaEnvelope, FaExternalLinkAlt, FaMapMarkerAlt, FaPhoneAlt } from 'react-icons/fa';
import { publishedOnly } from '@shared/order';
import { mapsEmbedUrl } from '@shared/urls';
import { Island } from '../islands/Island';
import { telHref, useContactDetails } from '../layout/contactDetails';
import { Container } from '../layout/Container';
import { PageHero } from '../layout/PageHero';
import { SectionHeading } from '../layout/SectionHeading';
import { WhatsAppLink } from '../layout/WhatsAppLink';
import { useSite } from '../site/SiteContext';
import { useCompanyName } from '../site/useCompanyName';
import { QuoteForm, type QuoteFormProps } from './QuoteForm';
import { fill } from '@shared/words';
import { fallbackLang, useWords } from '../site/Localized';

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

/**
 * The quote form with what happens after sending (a link to `#quote` scrolls here). The form is
 * the page's one island: the rest is static.
 */
function QuoteSection({ form }: { form: QuoteFormProps }) {
  const words = useWords();
  return (
    <section id="quote" aria-labelledby="quote-heading" className="scroll-mt-20 bg-slate-50 py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <SectionHeading
            id="quote-heading"
            eyebrow={words.contact.quoteEyebrow}
            title={words.reach.requestQuote}
            intro={words.contact.quoteIntro}
          />
          <ol className="mt-8 space-y-4 text-slate-700">
            {words.contact.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-amber-500 font-bold text-brand-950">
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
          <WhatsAppLink className="mt-8" />
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Island name="quote" props={form}>
            <QuoteForm {...form} />
          </Island>
        </div>
      </Container>
    </section>
  );
}

const LINK = 'font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** Contact Us: email, phone and address, the map when a Google Maps embed is set, and the quote form. */
export function ContactPage() {
  const { contact, services, quote, language } = useSite();
  const { email, phone, address } = useContactDetails();
  const companyName = useCompanyName();
  const words = useWords();
  const mapUrl = mapsEmbedUrl(contact?.googleMapsUrl);
  const mapFrame = {
    title: companyName ? fill(words.contact.map, { company: companyName }) : words.contact.mapNoName,
    loading: 'lazy',
    referrerPolicy: 'no-referrer-when-downgrade',
    allowFullScreen: true,
    className: 'block h-full min-h-80 w-full border-0',
  } as const;
  // note: a visitor chooses among published services only (a staff preview renders drafts too).
  const form: QuoteFormProps = {
    language,
    services: publishedOnly(services).map(({ id, title }) => ({ id, title })),
    phone,
    ...(quote ? { state: quote } : {}),
  };

  return (
    <>
      <PageHero
        eyebrow={words.heroes.contactEyebrow}
        title={words.pages.contactCrumb}
        intro={words.heroes.contactIntro}
      />
      <Container className="py-16 sm:py-20">
        <div className={mapUrl ? 'grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}>
          <ul className={`grid content-start gap-6 ${mapUrl ? '' : address ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
            {phone && (
              <ContactCard icon={FaPhoneAlt} title={words.contact.callUs}>
                <a href={telHref(phone)} className={LINK}>
                  {phone}
                </a>
              </ContactCard>
            )}
            {email && (
              <ContactCard icon={FaEnvelope} title={words.contact.emailUs}>
                <a href={`mailto:${email}`} className={`${LINK} break-all`}>
                  {email}
                </a>
              </ContactCard>
            )}
            {address && (
              <ContactCard icon={FaMapMarkerAlt} title={words.contact.visitUs}>
                <address lang={fallbackLang(contact, 'address')} className="not-italic whitespace-pre-line">
                  {address}
                </address>
                <a
                  href={directionsUrl(address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${LINK} mt-2 inline-flex items-center gap-2 text-sm`}
                >
                  {words.contact.directions}
                  <FaExternalLinkAlt aria-hidden="true" className="h-3 w-3" />
                  <span className="sr-only">{words.contact.opensMaps}</span>
                </a>
              </ContactCard>
            )}
          </ul>

          {mapUrl && (
            <section aria-labelledby="map-heading" className="flex flex-col">
              <h2 id="map-heading" className="sr-only">
                {words.contact.findUs}
              </h2>
              <div className="min-h-80 flex-1 overflow-hidden rounded-3xl border border-slate-200 bg-slate-100 shadow-sm">
                {/* note: the map's address waits in data-src for the page script, which runs after
                    the page's largest paint (shared/pageLoader.ts) and loads the map when the
                    visitor comes near it (nearView.ts): a map starting beside the page opens a
                    connection to another origin, the last thing the first paint waited for in
                    Lighthouse's mobile load (~1.38 s). Without scripts, the noscript copy loads
                    it as before. */}
                <iframe {...mapFrame} data-src={mapUrl} />
                <noscript>
                  <iframe {...mapFrame} src={mapUrl} />
                </noscript>
              </div>
            </section>
          )}
        </div>
      </Container>
      <QuoteSection form={form} />
    </>
  );
}
