import type { Service } from '../lib/types';
import { ServiceIcon } from './ServiceIcon';

/** A compact service teaser: icon, title and short description. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <li className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-all hover:-translate-y-1 hover:border-amber-300 hover:shadow-lg">
      <span className="flex h-14 w-14 items-center justify-center rounded-xl bg-brand-900 text-amber-400 transition-colors group-hover:bg-amber-500 group-hover:text-brand-950">
        <ServiceIcon name={service.icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-5 text-lg font-bold text-brand-900">{service.title}</h3>
      <p className="mt-2 text-slate-600">{service.shortDescription}</p>
    </li>
  );
}
