import { formatCount } from '@shared/format';
import type { IconType } from 'react-icons';
import { FaAward, FaCheckCircle, FaSmile, FaTools } from 'react-icons/fa';
import { DEFAULT_STATS } from '@shared/siteDefaults';
import type { Stats } from '../../lib/types';
import type { StatsValues } from '../../lib/types';
import { Container } from './Container';
import { useWords } from '../site/Localized';

const ITEMS: { key: keyof StatsValues; icon: IconType }[] = [
  { key: 'total_projects', icon: FaCheckCircle },
  { key: 'ongoing_projects', icon: FaTools },
  { key: 'years_experience', icon: FaAward },
  { key: 'happy_clients', icon: FaSmile },
];

/** A figure as shown: a whole number ≥ 0, else the seed's default for it (never NaN). */
export function statValue(stats: Partial<StatsValues>, key: keyof StatsValues): number {
  const value = Number(stats[key]);
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : DEFAULT_STATS[key];
}

/** The four key figures on a dark band (seed section 9 defaults when the record is missing). */
export function StatsBand({ stats }: { stats: Stats }) {
  const words = useWords().stats;
  return (
    <section aria-labelledby="stats-heading" className="relative z-10 -mt-12 sm:-mt-16">
      <Container>
        <h2 id="stats-heading" className="sr-only">
          {words.heading}
        </h2>
        <dl className="grid grid-cols-2 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 lg:grid-cols-4">
          {ITEMS.map(({ key, icon: Icon }, i) => (
            <div
              key={key}
              className={`flex flex-col items-center px-3 py-6 text-center sm:py-8 ${i % 2 === 1 ? 'border-l border-slate-200' : ''} ${
                i >= 2 ? 'border-t border-slate-200 lg:border-t-0' : ''
              } ${i === 2 ? 'lg:border-l' : ''}`}
            >
              <Icon aria-hidden="true" className="order-1 h-6 w-6 text-amber-600" />
              <dt className="order-3 mt-1 text-sm font-medium text-slate-600">{words[key]}</dt>
              <dd className="order-2 mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
                {formatCount(statValue(stats, key))}+
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
