import { FaPlus } from 'react-icons/fa';
import { isPublished } from '@shared/order';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { DraftBadge } from '../../components/DraftBadge';
import { serviceAnchor } from '../../lib/serviceAnchor';
import { adminData } from '../data/adminData';
import { AdminList, useSiteList } from '../kit/AdminList';
import { primaryButton } from '../kit/buttonStyles';
import { PageHeader } from '../kit/PageHeader';

/** Asked before deleting a service (seed section 2). */
export const DELETE_SERVICE_CONFIRM = 'Are you sure you want to delete this service?';
/** Alerted when deleting a service fails (seed section 8). */
export const DELETE_SERVICE_FAILED = 'There was an error deleting the service. Please try again.';

/** Services list: Title (and a Draft badge), Short Description, Actions; in the staff's order. */
export function ServicesPage() {
  const list = useSiteList('services');

  return (
    <>
      <PageHeader
        title="Manage Services"
        action={
          <Link to={paths.admin.serviceNew.getHref()} className={primaryButton}>
            <FaPlus aria-hidden="true" /> Add New Service
          </Link>
        }
      />
      <AdminList
        history="services"
        {...list}
        loadingLabel="Loading services"
        emptyText="No services yet. Add the first one."
        caption="Services"
        columns={[
          {
            label: 'Title',
            className: 'font-medium text-slate-900',
            cell: (service) => (
              <>
                {service.title}
                {!isPublished(service) && <DraftBadge className="ml-2" />}
              </>
            ),
          },
          {
            label: 'Short Description',
            wide: true,
            className: 'max-w-md',
            cell: (service) => <span className="line-clamp-2">{service.shortDescription}</span>,
          },
        ]}
        nameOf={(service) => service.title}
        move={adminData.services.move}
        remove={{
          confirmText: DELETE_SERVICE_CONFIRM,
          failureText: DELETE_SERVICE_FAILED,
          deletedText: 'Service deleted.',
          call: adminData.services.remove,
        }}
        actionsOf={(service) => ({
          editTo: paths.admin.serviceEdit.getHref(service.id),
          previewTo: `${paths.services.getHref()}#${serviceAnchor(service.id)}`,
        })}
      />
    </>
  );
}
