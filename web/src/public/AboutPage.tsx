import { fileUrl, srcSet, THUMBS } from '../lib/files';
import { useSiteStore } from '../stores/site';
import { LoadingBlock } from './LoadingBlock';
import { PageSection } from './PageSection';

/** About: the company text, its journey through the years, and the team. */
export function AboutPage() {
  const loading = useSiteStore((s) => s.loading);
  const about = useSiteStore((s) => s.about);
  const journey = useSiteStore((s) => s.journey);
  const team = useSiteStore((s) => s.team);

  if (loading) return <LoadingBlock />;

  return (
    <>
      <PageSection
        main
        title={about?.title || 'About Us'}
        intro={about?.description && <p className="whitespace-pre-line">{about.description}</p>}
      >
        {about?.image && (
          <img
            src={fileUrl(about, about.image, '960x640')}
            srcSet={srcSet(about, about.image, THUMBS.about_settings.image)}
            sizes="(min-width: 1024px) 960px, 100vw"
            alt=""
            width={960}
            height={640}
            className="w-full max-w-3xl rounded-xl object-cover"
          />
        )}
      </PageSection>

      <PageSection title="Our Journey">
        {journey.length === 0 ? (
          <p className="text-slate-500">Our story is coming soon.</p>
        ) : (
          <ol className="space-y-6 border-l-2 border-amber-400 pl-6">
            {journey.map((item) => (
              <li key={item.id}>
                <p className="text-sm font-semibold text-amber-600">{item.year}</p>
                <h3 className="font-semibold text-brand-900">{item.title}</h3>
                <p className="text-slate-600">{item.description}</p>
              </li>
            ))}
          </ol>
        )}
      </PageSection>

      <PageSection title="Our Team">
        {team.length === 0 ? (
          <p className="text-slate-500">Team members will be introduced soon.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member) => (
              <li key={member.id} className="rounded-xl border border-slate-200 p-5 text-center">
                {member.avatar && (
                  <img
                    src={fileUrl(member, member.avatar, '240x240')}
                    srcSet={`${fileUrl(member, member.avatar, '240x240')} 1x, ${fileUrl(member, member.avatar, '480x480')} 2x`}
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                    className="mx-auto h-30 w-30 rounded-full object-cover"
                  />
                )}
                <h3 className="mt-3 font-semibold text-brand-900">{member.name}</h3>
                <p className="text-sm text-amber-600">{member.role}</p>
                <p className="mt-2 text-sm text-slate-600">{member.bio}</p>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}
