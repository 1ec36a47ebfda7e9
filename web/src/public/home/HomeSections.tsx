import { formatCount } from '@shared/format';
import { FaArrowRight } from 'react-icons/fa';
import { THUMBS } from '@shared/images';
import { useSite } from '../site/SiteContext';
import { buttonClass } from '../layout/buttonClass';
import { CallToAction } from '../layout/CallToAction';
import { Container } from '../layout/Container';
import { ProjectGrid } from '../projects/ProjectCard';
import { RecordImage } from '../layout/RecordImage';
import { SectionHeading } from '../layout/SectionHeading';
import { ServiceCard } from '../services/ServiceCard';
import { statValue } from '../layout/StatsBand';
import { TestimonialsSection } from './Testimonials';
import { useCompanyName } from '../site/useCompanyName';
import { fill } from '@shared/words';
import { Localized, useHref, useWords } from '../site/Localized';

/** How many services and projects the home page previews. */
export const PREVIEW_COUNT = 6;

function ServicesPreview() {
  const { services } = useSite();
  const words = useWords();
  const href = useHref();
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="services-heading" className="below-fold py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="services-heading"
          eyebrow={words.heroes.servicesEyebrow}
          title={words.heroes.servicesTitle}
          intro={words.home.servicesIntro}
          action={
            <a href={href('services')} className={buttonClass('outline')}>
              {words.home.exploreServices}
              <FaArrowRight aria-hidden="true" />
            </a>
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
  const { projects } = useSite();
  const words = useWords().home;
  const href = useHref();
  return (
    <section aria-labelledby="projects-heading" className="below-fold bg-slate-50 py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="projects-heading"
          eyebrow={words.ourWork}
          title={words.recentProjects}
          intro={words.recentIntro}
          action={
            projects.length > 0 && (
              <a href={href('projects')} className={buttonClass('outline')}>
                {words.viewAllProjects}
                <FaArrowRight aria-hidden="true" />
              </a>
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
  const { homeSettings, about, stats } = useSite();
  const companyName = useCompanyName();
  const image = homeSettings?.about_page_image
    ? { record: homeSettings, file: homeSettings.about_page_image, thumbs: THUMBS.homeSettings.about_page_image }
    : { record: about, file: about?.image, thumbs: THUMBS.about.image };
  const description = about?.description?.trim();
  const title = about?.title?.trim();
  const words = useWords();
  const href = useHref();

  return (
    <section aria-labelledby="about-heading" className="below-fold py-20 sm:py-24">
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
            <p className="text-2xl font-extrabold sm:text-3xl">{formatCount(statValue(stats, 'years_experience'))}+</p>
            <p className="text-sm font-semibold">{words.stats.yearsOfExperience}</p>
          </div>
        </div>
        <div className="pt-6 lg:pt-0">
          <SectionHeading
            id="about-heading"
            eyebrow={words.pages.about}
            title={
              title ? (
                <Localized record={about} field="title">
                  {title}
                </Localized>
              ) : companyName ? (
                fill(words.home.aboutCompany, { company: companyName })
              ) : (
                words.heroes.aboutTitle
              )
            }
          />
          {description && (
            <Localized
              record={about}
              field="description"
              as="p"
              className="mt-6 line-clamp-6 text-lg leading-relaxed text-slate-600"
            >
              {description}
            </Localized>
          )}
          <a href={href('about')} className={buttonClass('secondary', 'mt-8')}>
            {words.home.moreAbout}
            <FaArrowRight aria-hidden="true" />
          </a>
        </div>
      </Container>
    </section>
  );
}

/** Home below its key figures: services, recent projects, about, testimonials, closing call. */
export function HomeSections() {
  return (
    <>
      <ServicesPreview />
      <RecentProjects />
      <AboutTeaser />
      <TestimonialsSection />
      <CallToAction />
    </>
  );
}
