import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import { useSiteStore } from '../stores/site';
import { LoadingBlock } from './LoadingBlock';
import { PageSection } from './PageSection';
import { ProjectGrid } from './ProjectCard';
import { useCompanyName } from './useCompanyName';

const FEATURED_COUNT = 6;

/** Home: hero title and subtitle, the key numbers, the latest projects. */
export function HomePage() {
  const loading = useSiteStore((s) => s.loading);
  const homeSettings = useSiteStore((s) => s.homeSettings);
  const stats = useSiteStore((s) => s.stats);
  const projects = useSiteStore((s) => s.projects);
  const companyName = useCompanyName();

  if (loading) return <LoadingBlock />;

  const numbers = [
    { label: 'Projects Completed', value: stats.total_projects },
    { label: 'Ongoing Projects', value: stats.ongoing_projects },
    { label: 'Years of Experience', value: stats.years_experience },
    { label: 'Happy Clients', value: stats.happy_clients },
  ];

  return (
    <>
      <PageSection
        main
        title={homeSettings?.title || companyName}
        intro={homeSettings?.subtitle && <p className="text-lg">{homeSettings.subtitle}</p>}
      >
        <div className="flex flex-wrap gap-3">
          <Link
            to={paths.projects.getHref()}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-600"
          >
            Our Projects
          </Link>
          <Link
            to={paths.contact.getHref()}
            className="rounded-md border border-brand-700 px-5 py-2.5 font-medium text-brand-700 hover:bg-brand-50"
          >
            Contact Us
          </Link>
        </div>
      </PageSection>

      <section aria-label="Key figures" className="bg-brand-50">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4">
          {numbers.map((item) => (
            <div key={item.label} className="text-center">
              <dd className="text-3xl font-bold text-brand-700">{item.value}+</dd>
              <dt className="mt-1 text-sm text-slate-600">{item.label}</dt>
            </div>
          ))}
        </dl>
      </section>

      <PageSection title="Recent Projects">
        <ProjectGrid projects={projects.slice(0, FEATURED_COUNT)} />
      </PageSection>
    </>
  );
}
