import { paths } from '../../lib/paths';
import type { Service } from '../../lib/types';
import { serviceAnchor } from '../../lib/serviceAnchor';
import { useSiteList } from '../kit/AdminList';
import { ListScreen, nameColumn } from '../kit/ListScreen';

/** Asked before deleting a service (seed section 2). */
export const DELETE_SERVICE_CONFIRM = 'Are you sure you want to delete this service?';
/** Alerted when deleting a service fails (seed section 8). */
export const DELETE_SERVICE_FAILED = 'There was an error deleting the service. Please try again.';

/** Services list: Title (and a Draft badge), Short Description, Actions; in the staff's order. */
export function ServicesPage() {
  const list = useSiteList('services');

  return (
    <ListScreen
      title="Manage Services"
      add={{ to: paths.admin.serviceNew.getHref(), label: 'Add New Service' }}
      content="services"
      noun="services"
      {...list}
      columns={[
        nameColumn<Service>('Title', (service) => service.title),
        {
          label: 'Short Description',
          wide: true,
          className: 'max-w-md',
          cell: (service) => <span className="line-clamp-2">{service.shortDescription}</span>,
        },
      ]}
      nameOf={(service) => service.title}
      remove={{
        confirmText: DELETE_SERVICE_CONFIRM,
        failureText: DELETE_SERVICE_FAILED,
        deletedText: 'Service deleted.',
      }}
      actionsOf={(service) => ({
        editTo: paths.admin.serviceEdit.getHref(service.id),
        previewTo: `${paths.services.getHref()}#${serviceAnchor(service.id)}`,
      })}
    />
  );
}
