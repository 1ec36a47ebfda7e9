import { SERVICE_SIZES, THUMBS } from '@shared/images';
import type { Service } from '../../lib/types';
import { altLang, serviceImageAlt } from '../../lib/altText';
import { useSite } from '../site/SiteContext';
import { CallToAction } from '../layout/CallToAction';
import { Container } from '../layout/Container';
import { EmptyState } from '../layout/EmptyState';
import { PageHero } from '../layout/PageHero';
import { RecordImage } from '../layout/RecordImage';
import { ServiceIcon } from './ServiceIcon';
import { serviceAnchor } from '../../lib/serviceAnchor';
import { DraftBadge } from '../../components/DraftBadge';
import { isPublished } from '@shared/order';
import { fill } from '@shared/words';
import { Localized, useWords } from '../site/Localized';

/** One service as a row: image on one side (alternating), icon, title and both descriptions. */
function ServiceRow({ service, index }: { service: Service; index: number }) {
  const flipped = index % 2 === 1;
  const words = useWords();
  return (
    <li className={index > 0 ? 'below-fold [--below-fold-height:640px]' : undefined}>
      <article aria-labelledby={serviceAnchor(service.id)} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
        <div className={`relative ${flipped ? 'lg:order-2' : ''}`}>
          <RecordImage
            record={service}
            file={service.image}
            focus={service.image_focus}
            thumbs={THUMBS.services.image}
            thumb="960x0"
            sizes={SERVICE_SIZES}
            alt={serviceImageAlt(service)}
            lang={altLang(service, 'image_alt', 'title')}
            width={960}
            height={640}
            priority={index === 0}
            className="aspect-[3/2] w-full rounded-3xl object-cover shadow-lg"
          />
          <span className="absolute -bottom-5 left-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-amber-500 text-brand-950 shadow-lg">
            <ServiceIcon name={service.icon} className="h-7 w-7" />
          </span>
        </div>
        <div className="pt-4 lg:pt-0">
          <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">
            {fill(words.services.number, { n: String(index + 1).padStart(2, '0') })}
          </p>
          <h2 id={serviceAnchor(service.id)} className="mt-2 text-3xl font-bold tracking-tight text-brand-900">
            <Localized record={service} field="title" />
            {!isPublished(service) && <DraftBadge className="ml-3 align-middle" />}
          </h2>
          {service.shortDescription && (
            <Localized
              record={service}
              field="shortDescription"
              as="p"
              className="mt-4 text-lg font-medium text-slate-800"
            />
          )}
          {service.longDescription && (
            <Localized
              record={service}
              field="longDescription"
              as="p"
              className="mt-4 leading-relaxed whitespace-pre-line text-slate-600"
            />
          )}
        </div>
      </article>
    </li>
  );
}

/** Services: every service with its icon, image, title, short and long description. */
export function ServicesPage() {
  const { services } = useSite();
  const words = useWords();

  return (
    <>
      <PageHero
        eyebrow={words.heroes.servicesEyebrow}
        title={words.heroes.servicesTitle}
        intro={words.heroes.servicesIntro}
      />
      <Container className="py-16 sm:py-24">
        {services.length === 0 ? (
          <EmptyState title={words.services.soonTitle}>
            <p>{words.services.soonText}</p>
          </EmptyState>
        ) : (
          <ul className="space-y-20 sm:space-y-28">
            {services.map((service, index) => (
              <ServiceRow key={service.id} service={service} index={index} />
            ))}
          </ul>
        )}
      </Container>
      <CallToAction />
    </>
  );
}
