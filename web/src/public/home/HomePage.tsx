import { FaArrowRight, FaPhoneAlt } from 'react-icons/fa';
import { HERO_SIZES } from '@shared/images';
import { THUMBS } from '@shared/images';
import { useSite } from '../site/SiteContext';
import { HomeSections } from './HomeSections';
import { buttonClass } from '../layout/buttonClass';
import { telHref, useContactDetails } from '../layout/contactDetails';
import { Container } from '../layout/Container';
import { RecordImage } from '../layout/RecordImage';
import { fill } from '@shared/words';
import { Localized, useHref, useWords } from '../site/Localized';
import { StatsBand } from '../layout/StatsBand';
import { useCompanyName } from '../site/useCompanyName';

function Hero() {
  const { homeSettings, stats } = useSite();
  const years = stats.id ? stats.years_experience : null;
  const companyName = useCompanyName();
  const { phone } = useContactDetails();
  const words = useWords();
  const href = useHref();
  const title = homeSettings?.title?.trim();
  const subtitle = homeSettings?.subtitle?.trim();
  const backgroundFile = homeSettings?.backgroundImage || homeSettings?.hero_image;
  const backgroundThumbs = homeSettings?.backgroundImage
    ? THUMBS.homeSettings.backgroundImage
    : THUMBS.homeSettings.hero_image;

  return (
    <section aria-labelledby="hero-heading" className="bg-blueprint relative isolate overflow-hidden">
      {backgroundFile && (
        <RecordImage
          record={homeSettings}
          file={backgroundFile}
          focus={homeSettings?.backgroundImage ? homeSettings.backgroundImage_focus : null}
          thumbs={backgroundThumbs}
          thumb="1920x0"
          sizes={HERO_SIZES}
          alt=""
          width={1920}
          height={1080}
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-brand-950/85 sm:bg-transparent sm:bg-gradient-to-r sm:from-brand-950/95 sm:via-brand-950/80 sm:to-brand-950/40"
      />
      <Container className="pt-20 pb-28 sm:pt-28 sm:pb-36 lg:pt-32 lg:pb-44">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-amber-300 ring-1 ring-white/20 backdrop-blur">
          {words.home.badge}
        </p>
        <h1
          id="hero-heading"
          className="mt-6 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
        >
          {title ? (
            <Localized record={homeSettings} field="title">
              {title}
            </Localized>
          ) : (
            companyName || words.site.homeHeading
          )}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">
          {subtitle ? (
            <Localized record={homeSettings} field="subtitle">
              {subtitle}
            </Localized>
          ) : (
            words.site.tagline(years)
          )}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href={href('projects')} className={buttonClass('primary')}>
            {words.home.viewProjects}
            <FaArrowRight aria-hidden="true" />
          </a>
          <a href={href('contact')} className={buttonClass('outline-light')}>
            {words.pages.contactCrumb}
          </a>
        </div>
        {phone && (
          <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-300">
            <FaPhoneAlt aria-hidden="true" className="text-amber-400" />
            {words.home.preferToTalk}{' '}
            <a
              href={telHref(phone)}
              className="font-semibold whitespace-nowrap text-white underline underline-offset-4 hover:text-amber-300"
            >
              {fill(words.reach.callNumber, { phone })}
            </a>
          </p>
        )}
      </Container>
    </section>
  );
}

/**
 * Home: hero with calls to action, key figures, then (HomeSections.tsx) services, recent projects,
 * about, testimonials and the closing call.
 */
export function HomePage() {
  const { stats } = useSite();
  return (
    <>
      <Hero />
      <StatsBand stats={stats} />
      <HomeSections />
    </>
  );
}
