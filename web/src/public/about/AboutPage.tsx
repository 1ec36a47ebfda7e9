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
import { RecordImage } from '../layout/RecordImage';
import { SectionHeading } from '../layout/SectionHeading';
import { statValue } from '../layout/StatsBand';
import { TeamGrid } from './TeamGrid';
import { useCompanyName } from '../site/useCompanyName';
import { fill } from '@shared/words';
import { Localized, useWords } from '../site/Localized';

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
  const title = about?.title?.trim();
  const words = useWords();
  const figures = [
    { value: statValue(stats, 'years_experience'), label: words.stats.yearsOfExperience },
    { value: statValue(stats, 'total_projects'), label: words.stats.projectsCompleted },
    { value: statValue(stats, 'happy_clients'), label: words.stats.happyClients },
  ];

  return (
    <>
      <PageHero
        eyebrow={words.pages.about}
        title={
          title ? (
            <Localized record={about} field="title">
              {title}
            </Localized>
          ) : (
            words.heroes.aboutTitle
          )
        }
        intro={companyName ? fill(words.heroes.aboutIntro, { company: companyName }) : words.heroes.aboutIntroNoName}
      />

      <section aria-labelledby="story-heading" className="py-16 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" eyebrow={words.about.storyEyebrow} title={words.about.storyTitle} />
            {description ? (
              <Localized
                record={about}
                field="description"
                as="p"
                className="mt-6 leading-relaxed whitespace-pre-line text-slate-600 sm:text-lg"
              >
                {description}
              </Localized>
            ) : (
              <p className="mt-6 text-lg text-slate-600">{words.about.storySoon}</p>
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
            alt={companyName ? fill(words.about.atWork, { company: companyName }) : words.about.teamAtWork}
            width={960}
            height={640}
            priority
            className="order-first aspect-[3/2] w-full rounded-3xl object-cover shadow-xl lg:order-none"
          />
        </Container>
      </section>

      <PeopleSection
        id="journey-heading"
        eyebrow={words.about.journeyEyebrow}
        title={words.about.journeyTitle}
        intro={words.about.journeyIntro}
        className="bg-slate-50"
      >
        {journey.length === 0 ? (
          <EmptyState title={words.about.journeyEmpty} level={3} icon={FaHistory}>
            <p>{words.about.journeyEmptyText}</p>
          </EmptyState>
        ) : (
          <JourneyTimeline items={journey} />
        )}
      </PeopleSection>

      <PeopleSection
        id="team-heading"
        eyebrow={words.about.teamEyebrow}
        title={words.about.teamTitle}
        intro={words.about.teamIntro}
      >
        {team.length === 0 ? (
          <EmptyState title={words.about.teamEmpty} level={3} icon={FaUsers}>
            <p>{words.about.teamEmptyText}</p>
          </EmptyState>
        ) : (
          <TeamGrid members={team} />
        )}
      </PeopleSection>

      <CallToAction title={words.about.ctaTitle} />
    </>
  );
}
