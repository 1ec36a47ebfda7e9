import { FaArrowRight, FaPhoneAlt } from 'react-icons/fa';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import { fileUrl, THUMBS } from '../lib/files';
import { useSiteStore } from '../stores/site';
import { buttonClass } from './buttonClass';
import { CallToAction } from './CallToAction';
import { telHref, useContactDetails } from './contactDetails';
import { Container } from './Container';
import { LoadFailed } from './LoadFailed';
import { PageSkeleton } from './PageSkeleton';
import { firstPaintImage } from './firstPaintImage';
import { KeptImage } from './KeptImage';
import { ProjectGrid } from './ProjectCard';
import { RecordImage } from './RecordImage';
import { SectionHeading } from './SectionHeading';
import { ServiceCard } from './ServiceCard';
import { tagline } from '../../../pb_hooks/src/lib/siteDefaults';
import { StatsBand, statValue } from './StatsBand';
import { TestimonialsSection } from './Testimonials';
import { useCompanyName } from './useCompanyName';
import { useDocumentTitle } from './useDocumentTitle';
import { useLoadState } from './useLoadState';

/** How many services and projects the home page previews. */
export const PREVIEW_COUNT = 6;

function Hero() {
  const homeSettings = useSiteStore((s) => s.homeSettings);
  const years = useSiteStore((s) => (s.stats.id ? s.stats.years_experience : null));
  const companyName = useCompanyName();
  const { phone } = useContactDetails();
  const backgroundFile = homeSettings?.backgroundImage || homeSettings?.hero_image;
  const backgroundThumbs = homeSettings?.backgroundImage
    ? THUMBS.home_settings.backgroundImage
    : THUMBS.home_settings.hero_image;
  const serverImage = firstPaintImage(fileUrl(homeSettings, backgroundFile));

  return (
    <section aria-labelledby="hero-heading" className="bg-blueprint relative isolate overflow-hidden">
      {serverImage ? (
        <KeptImage image={serverImage} />
      ) : (
        backgroundFile && (
          <RecordImage
            record={homeSettings}
            file={backgroundFile}
            thumbs={backgroundThumbs}
            thumb="1920x0"
            sizes="100vw"
            alt=""
            width={1920}
            height={1080}
            priority
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
        )
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-brand-950/85 sm:bg-transparent sm:bg-gradient-to-r sm:from-brand-950/95 sm:via-brand-950/80 sm:to-brand-950/40"
      />
      <Container className="pt-20 pb-28 sm:pt-28 sm:pb-36 lg:pt-32 lg:pb-44">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-amber-300 ring-1 ring-white/20 backdrop-blur">
          Building &amp; decorating contractor · Sri Lanka
        </p>
        <h1
          id="hero-heading"
          className="mt-6 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
        >
          {homeSettings?.title?.trim() || companyName}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">
          {homeSettings?.subtitle?.trim() || tagline(years)}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.projects.getHref()} className={buttonClass('primary')}>
            View Our Projects
            <FaArrowRight aria-hidden="true" />
          </Link>
          <Link to={paths.contact.getHref()} className={buttonClass('outline-light')}>
            Contact Us
          </Link>
        </div>
        <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-300">
          <FaPhoneAlt aria-hidden="true" className="text-amber-400" />
          Prefer to talk?{' '}
          <a
            href={telHref(phone)}
            className="font-semibold whitespace-nowrap text-white underline underline-offset-4 hover:text-amber-300"
          >
            Call {phone}
          </a>
        </p>
      </Container>
    </section>
  );
}

function ServicesPreview() {
  const services = useSiteStore((s) => s.services);
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="services-heading" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="services-heading"
          eyebrow="What we do"
          title="Our Services"
          intro="From the first drawing to the final coat of paint, one team takes care of your project."
          action={
            <Link to={paths.services.getHref()} className={buttonClass('outline')}>
              Explore all services
              <FaArrowRight aria-hidden="true" />
            </Link>
          }
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.slice(0, PREVIEW_COUNT).map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </Container>
    </section>
  );
}

function RecentProjects() {
  const projects = useSiteStore((s) => s.projects);
  return (
    <section aria-labelledby="projects-heading" className="bg-slate-50 py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="projects-heading"
          eyebrow="Our work"
          title="Recent Projects"
          intro="Homes, offices, hotels and interiors we have built and finished."
          action={
            projects.length > 0 && (
              <Link to={paths.projects.getHref()} className={buttonClass('outline')}>
                View all projects
                <FaArrowRight aria-hidden="true" />
              </Link>
            )
          }
        />
        <div className="mt-12">
          <ProjectGrid projects={projects.slice(0, PREVIEW_COUNT)} />
        </div>
      </Container>
    </section>
  );
}

function AboutTeaser() {
  const homeSettings = useSiteStore((s) => s.homeSettings);
  const about = useSiteStore((s) => s.about);
  const stats = useSiteStore((s) => s.stats);
  const companyName = useCompanyName();
  const image = homeSettings?.about_page_image
    ? { record: homeSettings, file: homeSettings.about_page_image, thumbs: THUMBS.home_settings.about_page_image }
    : { record: about, file: about?.image, thumbs: THUMBS.about_settings.image };
  const description = about?.description?.trim();

  return (
    <section aria-labelledby="about-heading" className="py-20 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div className="relative">
          <RecordImage
            record={image.record}
            file={image.file}
            thumbs={image.thumbs}
            thumb={image.thumbs[1]}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 92vw"
            alt=""
            width={960}
            height={720}
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
          />
          <div className="absolute -bottom-6 left-4 rounded-2xl bg-amber-500 px-5 py-3 text-brand-950 shadow-lg sm:left-8 sm:px-6 sm:py-4">
            <p className="text-2xl font-extrabold sm:text-3xl">{statValue(stats, 'years_experience')}+</p>
            <p className="text-sm font-semibold">Years of experience</p>
          </div>
        </div>
        <div className="pt-6 lg:pt-0">
          <SectionHeading
            id="about-heading"
            eyebrow="About us"
            title={about?.title?.trim() || `About ${companyName}`}
          />
          {description && <p className="mt-6 line-clamp-6 text-lg leading-relaxed text-slate-600">{description}</p>}
          <Link to={paths.about.getHref()} className={buttonClass('secondary', 'mt-8')}>
            More about us
            <FaArrowRight aria-hidden="true" />
          </Link>
        </div>
      </Container>
    </section>
  );
}

/** Home: hero with calls to action, key figures, services, recent projects, about, testimonials, closing call. */
export function HomePage() {
  const state = useLoadState();
  const stats = useSiteStore((s) => s.stats);
  const title = useSiteStore((s) => s.homeSettings?.title?.trim());
  useDocumentTitle(title, true);

  if (state === 'loading') return <PageSkeleton />;
  if (state === 'error') return <LoadFailed />;

  return (
    <>
      <Hero />
      <StatsBand stats={stats} />
      <ServicesPreview />
      <RecentProjects />
      <AboutTeaser />
      <TestimonialsSection />
      <CallToAction />
    </>
  );
}
