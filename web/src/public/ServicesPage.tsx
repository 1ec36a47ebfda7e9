import { fileUrl, srcSet, THUMBS } from '../lib/files';
import { useSiteStore } from '../stores/site';
import { LoadingBlock } from './LoadingBlock';
import { PageSection } from './PageSection';
import { ServiceIcon } from './ServiceIcon';

/** Services: every service with its icon, image and descriptions. */
export function ServicesPage() {
  const loading = useSiteStore((s) => s.loading);
  const services = useSiteStore((s) => s.services);

  if (loading) return <LoadingBlock />;

  return (
    <PageSection main title="Our Services">
      {services.length === 0 ? (
        <p className="text-slate-500">No services to show yet.</p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {service.image && (
                <img
                  src={fileUrl(service, service.image, '480x320')}
                  srcSet={srcSet(service, service.image, THUMBS.services.image)}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
              )}
              <div className="p-5">
                <div className="flex items-center gap-3 text-amber-500">
                  <ServiceIcon name={service.icon} />
                  <h2 className="text-xl font-semibold text-brand-900">{service.title}</h2>
                </div>
                <p className="mt-3 font-medium text-slate-700">{service.shortDescription}</p>
                <p className="mt-2 whitespace-pre-line text-slate-600">{service.longDescription}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
