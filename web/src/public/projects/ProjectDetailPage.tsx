import { isPublished } from '@shared/order';
import { DraftBadge } from '../../components/DraftBadge';
import { FormattedText } from '../../components/FormattedText';
import { plainDescription } from '@shared/formatting';
import { altLang, coverAlt } from '../../lib/altText';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  FaArrowLeft,
  FaArrowRight,
  FaCalendarAlt,
  FaDraftingCompass,
  FaMapMarkerAlt,
  FaMoneyBillWave,
  FaSearch,
  FaUserTie,
} from 'react-icons/fa';
import { projectHref } from '../../lib/paths';
import { categoryPath } from '@shared/routes';
import { plural, type Words } from '@shared/words';
import { fallbackLang, Localized, Template, useHref, useWords } from '../site/Localized';
import { COVER_SIZES } from '@shared/images';
import { THUMBS } from '@shared/images';
import type { Project } from '../../lib/types';
import { useSite } from '../site/SiteContext';
import { matchPublicRoute } from '@shared/routes';
import { buttonClass } from '../layout/buttonClass';
import { CallToAction } from '../layout/CallToAction';
import { Container } from '../layout/Container';
import { EmptyState } from '../layout/EmptyState';
import { Gallery } from './Gallery';
import { PageHero } from '../layout/PageHero';
import { neighbours, projectsOf } from './projectLists';
import { quoteHref } from '../contact/quoteHref';
import { RecordImage } from '../layout/RecordImage';
import { SectionHeading } from '../layout/SectionHeading';
import { StatusBadge } from './StatusBadge';
import { ProjectTestimonial } from '../home/Testimonials';
import { usePageCrumbs } from '../layout/usePageCrumbs';
import { WhatsAppLink } from '../layout/WhatsAppLink';

interface Fact {
  label: string;
  value: string;
  icon: IconType;
}

/** The project's facts that are filled in (client, architect, location, year, cost). */
export function projectFacts(project: Project, words: Words['projects']): Fact[] {
  const facts: Fact[] = [
    { label: words.client, value: project.client?.trim() ?? '', icon: FaUserTie },
    { label: words.architect, value: project.architect?.trim() ?? '', icon: FaDraftingCompass },
    { label: words.location, value: project.location?.trim() ?? '', icon: FaMapMarkerAlt },
    { label: words.year, value: Number(project.year) > 0 ? String(project.year) : '', icon: FaCalendarAlt },
    { label: words.cost, value: project.cost?.trim() ?? '', icon: FaMoneyBillWave },
  ];
  return facts.filter((fact) => fact.value);
}

function NeighbourLink({ project, direction }: { project: Project; direction: 'previous' | 'next' }) {
  const next = direction === 'next';
  const { language } = useSite();
  const words = useWords().projects;
  return (
    <a
      href={projectHref(project, language)}
      rel={next ? 'next' : 'prev'}
      className={`group flex flex-1 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-amber-300 hover:shadow-md ${
        next ? 'flex-row-reverse text-right' : ''
      }`}
    >
      {next ? (
        <FaArrowRight
          aria-hidden="true"
          className="shrink-0 text-amber-600 transition-transform group-hover:translate-x-1"
        />
      ) : (
        <FaArrowLeft
          aria-hidden="true"
          className="shrink-0 text-amber-600 transition-transform group-hover:-translate-x-1"
        />
      )}
      <span>
        <span className="block text-xs font-semibold tracking-widest text-slate-600 uppercase">
          {next ? words.next : words.previous}
        </span>
        <Localized record={project} field="title" as="span" className="mt-1 block font-bold text-brand-900" />
      </span>
    </a>
  );
}

function NotFound({ back }: { back: ReactNode }) {
  const words = useWords();
  return (
    <Container className="py-20">
      <EmptyState level={1} icon={FaSearch} title={words.pages.projectNotFound} actions={back}>
        <p>{words.projects.notFoundText}</p>
      </EmptyState>
    </Container>
  );
}

/** One project: cover, title, status, facts, its description, gallery with lightbox, previous/next and back links. */
export function ProjectDetailPage() {
  const { path, projects, categories, language } = useSite();
  const words = useWords();
  const href = useHref();
  const { category: slug = '', projectId = '' } = matchPublicRoute(path)?.params ?? {};
  const crumbs = usePageCrumbs();
  const project = projects.find((p) => p.id === projectId);

  if (!project) {
    const urlCategory = categories.find((c) => c.slug === slug);
    return (
      <NotFound
        back={
          <>
            {urlCategory && (
              <a href={categoryPath(urlCategory.slug, language)} className={buttonClass('outline')}>
                <FaArrowLeft aria-hidden="true" />
                <Template
                  text={words.projects.categoryProjects}
                  values={{ name: <Localized record={urlCategory} field="name" /> }}
                />
              </a>
            )}
            <a href={href('projects')} className={buttonClass('secondary')}>
              {words.projects.seeAll}
            </a>
          </>
        }
      />
    );
  }

  const category = categories.find((c) => c.id === project.category) ?? project.expand?.category;
  const siblings = category ? projectsOf(projects, category) : projects;
  const { previous, next } = neighbours(siblings, project.id);
  const backHref = category ? categoryPath(category.slug, language) : href('projects');
  const backLabel = category ? (
    <Template text={words.projects.backTo} values={{ name: <Localized record={category} field="name" /> }} />
  ) : (
    words.projects.backToAll
  );
  const facts = projectFacts(project, words.projects);
  const gallery = project.images ?? [];

  return (
    <>
      <PageHero
        title={<Localized record={project} field="title" />}
        eyebrow={category?.name ? <Localized record={category} field="name" /> : undefined}
        breadcrumbs={crumbs}
      >
        <div className="flex flex-wrap items-center gap-3 text-slate-300">
          <StatusBadge status={project.status} />
          {!isPublished(project) && <DraftBadge />}
          {project.location && (
            <span className="flex items-center gap-2">
              <FaMapMarkerAlt aria-hidden="true" className="text-amber-400" />
              {project.location}
            </span>
          )}
        </div>
      </PageHero>

      <Container className="py-12 sm:py-16">
        {/* note: on phones the facts follow the cover; on wide screens they sit beside cover and gallery */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-y-12">
          <RecordImage
            record={project}
            file={project.coverImage}
            focus={project.coverImage_focus}
            thumbs={THUMBS.projects.coverImage}
            thumb="960x0"
            sizes={COVER_SIZES}
            alt={coverAlt(project)}
            lang={altLang(project, 'coverImage_alt', 'title')}
            width={960}
            height={640}
            priority
            className="aspect-[3/2] w-full rounded-3xl object-cover shadow-xl lg:col-start-1"
          />
          <aside
            aria-labelledby="facts-heading"
            className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          >
            <div className="rounded-3xl bg-brand-900 p-6 text-white shadow-xl sm:p-8">
              <h2 id="facts-heading" className="text-xl font-bold">
                {words.projects.details}
              </h2>
              <dl className="mt-6 space-y-5">
                {facts.map(({ label, value, icon: Icon }) => (
                  // note: dt and dd must be the group's own children (axe "definition-list"), so
                  // the icon sits inside the dt, placed beside both by padding.
                  <div key={label} className="relative min-h-10 min-w-0 pl-14">
                    <dt className="text-xs font-semibold tracking-widest text-slate-400 uppercase">
                      <span className="absolute top-0 left-0 flex h-10 w-10 items-center justify-center rounded-xl bg-white/10 text-amber-400">
                        <Icon aria-hidden="true" />
                      </span>
                      {label}
                    </dt>
                    <dd className="mt-0.5 font-semibold break-words">{value}</dd>
                  </div>
                ))}
                {project.status && (
                  <div className="flex items-center gap-4">
                    <dt className="text-xs font-semibold tracking-widest text-slate-400 uppercase">
                      {words.projects.status}
                    </dt>
                    <dd>
                      <StatusBadge status={project.status} />
                    </dd>
                  </div>
                )}
              </dl>
              <a href={quoteHref(path, language)} className={buttonClass('primary', 'mt-8 w-full')}>
                {words.projects.planSimilar}
              </a>
              <WhatsAppLink about={project.title} className="mt-3 w-full" />
            </div>
          </aside>
          {plainDescription(project.description) && (
            <section aria-labelledby="story-heading" className="lg:col-start-1">
              <SectionHeading
                id="story-heading"
                eyebrow={words.projects.storyEyebrow}
                title={words.projects.storyTitle}
              />
              <FormattedText
                lang={fallbackLang(project, 'description')}
                text={project.description}
                className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed break-words text-slate-700"
              />
            </section>
          )}
          <ProjectTestimonial projectId={project.id} />
          {gallery.length > 0 && (
            <section aria-labelledby="gallery-heading" className="lg:col-start-1">
              <SectionHeading
                id="gallery-heading"
                eyebrow={plural(words.projects.photos, gallery.length)}
                title={words.projects.gallery}
              />
              <div className="mt-6">
                <Gallery project={project} thumbs={THUMBS.projects.images} words={words} />
              </div>
            </section>
          )}
        </div>

        <nav aria-label={words.projects.more} className="mt-16 border-t border-slate-200 pt-10">
          {(previous || next) && (
            <div className="flex flex-col gap-4 sm:flex-row">
              {previous ? (
                <NeighbourLink project={previous} direction="previous" />
              ) : (
                <span className="hidden flex-1 sm:block" />
              )}
              {next && <NeighbourLink project={next} direction="next" />}
            </div>
          )}
          <p className="mt-8 text-center">
            <a href={backHref} className={buttonClass('outline')}>
              <FaArrowLeft aria-hidden="true" />
              {backLabel}
            </a>
          </p>
        </nav>
      </Container>

      <CallToAction />
    </>
  );
}
