import { FaPlus } from 'react-icons/fa';
import { isPublished } from '@shared/order';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { DraftBadge } from '../../components/DraftBadge';
import { Spinner } from '../../components/Spinner';
import { serviceAnchor } from '../../public/services/serviceAnchor';
import { useSiteStore } from '../../stores/site';
import { siteAdmin } from '../../stores/siteAdmin';
import { LoadFailed, useLoadFailed } from '../kit/LoadFailed';
import { AdminTable, cellClass, EmptyList } from '../kit/AdminTable';
import { primaryButton } from '../kit/buttonStyles';
import { PageHeader } from '../shell/PageHeader';
import { ORDER_COLUMN, useReorder } from '../kit/Reorder';
import { RowActions } from '../kit/RowActions';
import { useDeleteRow } from '../kit/useDeleteRow';

/** Asked before deleting a service (seed section 2). */
export const DELETE_SERVICE_CONFIRM = 'Are you sure you want to delete this service?';
/** Alerted when deleting a service fails (seed section 8). */
export const DELETE_SERVICE_FAILED = 'There was an error deleting the service. Please try again.';

/** Services list: Title (and a Draft badge), Short Description, Actions; in the staff's order. */
export function ServicesPage() {
  const loading = useSiteStore((s) => s.loading);
  const failed = useLoadFailed('services');
  const services = useSiteStore((s) => s.services);
  const deleteService = siteAdmin.deleteService;
  const { deletingId, handleDelete } = useDeleteRow({
    confirmText: DELETE_SERVICE_CONFIRM,
    failureText: DELETE_SERVICE_FAILED,
    deletedText: 'Service deleted.',
    remove: deleteService,
  });
  const reorder = useReorder({
    items: services,
    nameOf: (service) => service.title,
    move: (id, target) => siteAdmin.move('services', id, target),
    disabled: deletingId !== null,
  });

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
      {loading ? (
        <Spinner label="Loading services" className="py-16" />
      ) : failed ? (
        <LoadFailed />
      ) : services.length === 0 ? (
        <EmptyList>No services yet. Add the first one.</EmptyList>
      ) : (
        <>
          {reorder.status}
          <AdminTable
            caption="Services"
            columns={[
              ORDER_COLUMN,
              { label: 'Title' },
              { label: 'Short Description', wide: true },
              { label: 'Actions', alignEnd: true },
            ]}
          >
            {services.map((service, index) => {
              const deleting = deletingId === service.id;
              return reorder.row(
                service,
                index,
                deleting,
                <>
                  <td className={`${cellClass()} font-medium text-slate-900`}>
                    {service.title}
                    {!isPublished(service) && <DraftBadge className="ml-2" />}
                  </td>
                  <td className={`${cellClass(true)} max-w-md`}>
                    <span className="line-clamp-2">{service.shortDescription}</span>
                  </td>
                  <td className={cellClass()}>
                    <RowActions
                      itemName={service.title}
                      editTo={paths.admin.serviceEdit.getHref(service.id)}
                      previewTo={`${paths.services.getHref()}#${serviceAnchor(service.id)}`}
                      onDelete={() => void handleDelete(service.id)}
                      deleting={deleting}
                      busy={deletingId !== null}
                    />
                  </td>
                </>,
              );
            })}
          </AdminTable>
        </>
      )}
    </>
  );
}
