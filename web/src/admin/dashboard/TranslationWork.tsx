import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { CONTENT, SINGLE_KEYS, type ContentKey } from '@shared/content';
import { paths, settingsPath } from '../../lib/paths';
import { Skeleton } from '../../components/Skeleton';
import { useSiteStore } from '../../stores/site';
import { useTestimonialsStore } from '../../stores/testimonials';
import { countMissing, hasTranslations, needsTranslation, toTranslateHref } from '../kit/translations';

/** The settings with translated fields: each one record, on its own screen. */
const SETTINGS_KEYS = SINGLE_KEYS.filter(hasTranslations);

/** Where the records of a collection are translated, and how they are named on the dashboard. */
interface Source {
  key: ContentKey;
  label: string;
  records: readonly object[];
  to: string;
}

/** "12 Sinhala, 15 Tamil fields in 7 records". */
export function translationWorkText(sources: readonly Pick<Source, 'key' | 'records'>[]): string {
  const count = countMissing(sources.map(({ key, records }) => ({ key, records })));
  const records = `${count.records} ${count.records === 1 ? 'record' : 'records'}`;
  return `${count.fields.si} Sinhala, ${count.fields.ta} Tamil ${count.fields.si + count.fields.ta === 1 ? 'field' : 'fields'} in ${records}`;
}

/**
 * The dashboard's count of what is left to translate (issue 40, item 6): fields per language and
 * the records they are in, with a link to each list filtered to them (a settings screen, or the
 * About screen for the journey, shows its own).
 */
export function TranslationWork() {
  const loading = useSiteStore((s) => s.loading);
  const projects = useSiteStore((s) => s.projects);
  const services = useSiteStore((s) => s.services);
  const team = useSiteStore((s) => s.team);
  const categories = useSiteStore((s) => s.categories);
  const journey = useSiteStore((s) => s.journey);
  const settings = useSiteStore(useShallow((s) => SETTINGS_KEYS.map((key) => s[key] as object | null)));
  const testimonials = useTestimonialsStore((s) => s.testimonials);
  const loadTestimonials = useTestimonialsStore((s) => s.load);
  useEffect(() => {
    void loadTestimonials();
  }, [loadTestimonials]);

  const sources: Source[] = [
    { key: 'projects', label: 'Projects', records: projects, to: toTranslateHref(paths.admin.projects.getHref()) },
    { key: 'services', label: 'Services', records: services, to: toTranslateHref(paths.admin.services.getHref()) },
    { key: 'team', label: 'Team', records: team, to: toTranslateHref(paths.admin.team.getHref()) },
    {
      key: 'testimonials',
      label: 'Testimonials',
      records: testimonials,
      to: toTranslateHref(paths.admin.testimonials.getHref()),
    },
    {
      key: 'categories',
      label: 'Categories',
      records: categories,
      to: toTranslateHref(paths.admin.categories.getHref()),
    },
    { key: 'journey', label: 'Journey', records: journey, to: settingsPath('about') },
    ...SETTINGS_KEYS.map((key, index) => ({
      key,
      label: `${CONTENT[key].admin.menu} settings`,
      records: settings[index] ? [settings[index]] : [],
      to: settingsPath(key),
    })),
  ];
  const waiting = sources
    .map((source) => ({ ...source, count: source.records.filter((r) => needsTranslation(source.key, r)).length }))
    .filter((source) => source.count > 0);

  return (
    <section aria-labelledby="translate-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="translate-heading" className="text-sm font-medium text-slate-500">
        To translate
      </h2>
      {loading ? (
        <Skeleton className="mt-2 h-6 w-64" />
      ) : waiting.length === 0 ? (
        <p className="mt-2 text-base font-semibold text-emerald-800">
          Everything is translated into Sinhala and Tamil.
        </p>
      ) : (
        <>
          <p className="mt-2 text-base font-semibold text-brand-900">{translationWorkText(sources)}</p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {waiting.map((source) => (
              <li key={source.key}>
                <Link to={source.to} className="font-medium text-brand-700 hover:underline">
                  {source.label} ({source.count})
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
