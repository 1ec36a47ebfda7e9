import { FaArrowRight, FaPhoneAlt } from 'react-icons/fa';
import { buttonClass } from './buttonClass';
import { telHref, useContactDetails } from './contactDetails';
import { Container } from './Container';
import { quoteHref } from '../contact/quoteHref';
import { useSite } from '../site/SiteContext';
import { fill } from '@shared/words';
import { useWords } from '../site/Localized';

interface CallToActionProps {
  /** The band's heading, when not the page's words' "Have a project in mind?". */
  title?: string;
}

/** The closing band of a page: an invitation to call, or to request a quote (from this page). */
export function CallToAction({ title }: CallToActionProps) {
  const { phone } = useContactDetails();
  const { path, language } = useSite();
  const words = useWords().reach;
  return (
    <section aria-labelledby="cta-heading" className="below-fold py-16 sm:py-20">
      <Container>
        <div className="bg-blueprint relative overflow-hidden rounded-3xl px-6 py-12 sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 h-64 w-64 rounded-full border-[24px] border-amber-500/20"
          />
          <div className="relative max-w-2xl">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {title ?? words.ctaTitle}
            </h2>
            <p className="mt-4 text-lg text-slate-300">{words.ctaText}</p>
          </div>
          <div className="relative mt-8 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:shrink-0">
            {phone && (
              <a href={telHref(phone)} className={buttonClass('primary')}>
                <FaPhoneAlt aria-hidden="true" />
                {fill(words.callNumber, { phone })}
              </a>
            )}
            <a href={quoteHref(path, language)} className={buttonClass('outline-light')}>
              {words.requestQuote}
              <FaArrowRight aria-hidden="true" />
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
