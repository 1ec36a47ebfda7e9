import { formatCount } from '@shared/format';
import type { ReactNode } from 'react';
import { FaHistory, FaUsers } from 'react-icons/fa';
import { THUMBS } from '@shared/images';
import { useSite } from '../site/SiteContext';
import { CallToAction } from '../layout/CallToAction';
import { Container } from '../layout/Container';
import { EmptyState } from '../layout/EmptyState';
import { JourneyTimeline } from './JourneyTimeline';
import { PageHero } from '../layout/PageHero';
import { aboutHero } from '@shared/pageHeroes';
import { RecordImage } from '../layout/RecordImage';
import { SectionHeading } from '../layout/SectionHeading';
import { statValue } from '../layout/StatsBand';
import { TeamGrid } from './TeamGrid';
import { useCompanyName } from '../site/useCompanyName';

interface PeopleSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  className?: string;
  children: ReactNode;
}

/** A centred section of the About page (journey, team). */
function PeopleSection({ id, eyebrow, title, intro, className = '', children }: PeopleSectionProps) {
  return (
    <section aria-labelledby={id} className={`below-fold py-16 sm:py-24 ${className}`}>
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} align="center" intro={intro} />
        <div className="mt-12">{children}</div>
      </Container>
    </section>
  );
}

/** About: the company's story and image, its journey through the years, and the team. */
export function AboutPage() {
  const { about, journey, team, stats } = useSite();
  const companyName = useCompanyName();

  const description = about?.description?.trim();
  const figures = [
    { value: statValue(stats, 'years_experience'), label: 'Years of experience' },
    { value: statValue(stats, 'total_projects'), label: 'Projects completed' },
    { value: statValue(stats, 'happy_clients'), label: 'Happy clients' },
  ];

  return (
    <>
      <PageHero {...aboutHero(about?.title, companyName)} />

      <section aria-labelledby="story-heading" className="py-16 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" eyebrow="Who we are" title="Our Story" />
            {description ? (
              <p className="mt-6 leading-relaxed whitespace-pre-line text-slate-600 sm:text-lg">{description}</p>
            ) : (
              <p className="mt-6 text-lg text-slate-600">Our story is coming soon.</p>
            )}
            <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-slate-200 pt-8">
              {figures.map((figure) => (
                <div key={figure.label} className="flex flex-col">
                  <dt className="order-2 mt-1 text-sm text-slate-600">{figure.label}</dt>
                  <dd className="order-1 text-3xl font-extrabold text-brand-900">{formatCount(figure.value)}+</dd>
                </div>
              ))}
            </dl>
          </div>
          <RecordImage
            record={about}
            file={about?.image}
            thumbs={THUMBS.about.image}
            thumb="960x640"
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 92vw"
            alt={companyName ? `${companyName} at work` : 'Our team at work'}
            width={960}
            height={640}
            priority
            className="order-first aspect-[3/2] w-full rounded-3xl object-cover shadow-xl lg:order-none"
          />
        </Container>
      </section>

      <PeopleSection
        id="journey-heading"
        eyebrow="Milestones"
        title="Our Journey"
        intro="How we grew, one project and one promise at a time."
        className="bg-slate-50"
      >
        {journey.length === 0 ? (
          <EmptyState title="Our journey is being written" level={3} icon={FaHistory}>
            <p>The milestones of our story will appear here soon.</p>
          </EmptyState>
        ) : (
          <JourneyTimeline items={journey} />
        )}
      </PeopleSection>

      <PeopleSection
        id="team-heading"
        eyebrow="Our people"
        title="Meet the Team"
        intro="Engineers, designers and craftspeople who take pride in every detail."
      >
        {team.length === 0 ? (
          <EmptyState title="Team introductions coming soon" level={3} icon={FaUsers}>
            <p>The people behind our projects will be introduced here soon.</p>
          </EmptyState>
        ) : (
          <TeamGrid members={team} />
        )}
      </PeopleSection>

      <CallToAction title="Let us build something together" />
    </>
  );
}
