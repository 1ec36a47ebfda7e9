import { isPublished } from '@shared/order';
import { DraftBadge } from '../../components/DraftBadge';
import type { Service } from '../../lib/types';
import { ServiceIcon } from './ServiceIcon';
import { Localized } from '../site/Localized';

/** A compact service teaser: icon, title and short description (icon beside the text on phones). */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <li className="group flex gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-all hover:-translate-y-1 hover:border-amber-300 hover:shadow-lg sm:block sm:p-6">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-900 text-amber-400 transition-colors group-hover:bg-amber-500 group-hover:text-brand-950 sm:h-14 sm:w-14">
        <ServiceIcon name={service.icon} className="h-6 w-6" />
      </span>
      <div>
        <h3 className="text-lg font-bold text-brand-900 sm:mt-5">
          <Localized record={service} field="title" />
          {!isPublished(service) && <DraftBadge className="ml-2 align-middle" />}
        </h3>
        <Localized record={service} field="shortDescription" as="p" className="mt-2 text-slate-600" />
      </div>
    </li>
  );
}
