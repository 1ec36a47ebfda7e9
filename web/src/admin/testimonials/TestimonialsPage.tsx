import { useEffect } from 'react';
import { FaPlus } from 'react-icons/fa';
import type { MoveTarget } from '@shared/order';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/Spinner';
import { moveInOrder, withPositions } from '../../stores/siteAdmin';
import { useTestimonialsStore } from '../../stores/testimonials';
import { AdminTable, cellClass, EmptyList } from '../kit/AdminTable';
import { primaryButton } from '../kit/buttonStyles';
import { FormAlert } from '../kit/FormFields';
import { PageHeader } from '../shell/PageHeader';
import { ORDER_COLUMN, useReorder } from '../kit/Reorder';
import { RowActions } from '../kit/RowActions';
import { useDeleteRow } from '../kit/useDeleteRow';

export const DELETE_TESTIMONIAL_CONFIRM = 'Are you sure you want to delete this testimonial?';
export const DELETE_TESTIMONIAL_FAILED = 'There was an error deleting the testimonial. Please try again.';
export const TESTIMONIALS_LOAD_FAILED = 'The testimonials could not be loaded. Please reload the page.';

/** Moves a testimonial and puts the server's order on screen. */
async function moveTestimonial(id: string, target: MoveTarget): Promise<void> {
  const positions = await moveInOrder('testimonials', id, target);
  useTestimonialsStore.setState((state) => ({ testimonials: withPositions(state.testimonials, positions) }));
}

/** Testimonials list: Client, Project, Quote, Actions; in the staff's order. */
export function TestimonialsPage() {
  const loading = useTestimonialsStore((s) => s.loading);
  const failed = useTestimonialsStore((s) => s.failed);
  const testimonials = useTestimonialsStore((s) => s.testimonials);
  const load = useTestimonialsStore((s) => s.load);
  const remove = useTestimonialsStore((s) => s.remove);
  const { deletingId, handleDelete } = useDeleteRow({
    confirmText: DELETE_TESTIMONIAL_CONFIRM,
    failureText: DELETE_TESTIMONIAL_FAILED,
    remove,
    deletedText: 'Testimonial deleted.',
  });
  const reorder = useReorder({
    items: testimonials,
    nameOf: (testimonial) => `testimonial by ${testimonial.client_name}`,
    move: moveTestimonial,
    disabled: deletingId !== null,
  });

  useEffect(() => {
    void load(true);
  }, [load]);

  return (
    <>
      <PageHeader
        title="Manage Testimonials"
        action={
          <Link to={paths.admin.testimonialNew.getHref()} className={primaryButton}>
            <FaPlus aria-hidden="true" /> Add New Testimonial
          </Link>
        }
      >
        The first three are shown on the home page; one linked to a project also shows on that project&apos;s page.
      </PageHeader>
      {loading && testimonials.length === 0 ? (
        <Spinner label="Loading testimonials" className="py-16" />
      ) : failed && testimonials.length === 0 ? (
        <FormAlert message={TESTIMONIALS_LOAD_FAILED} />
      ) : testimonials.length === 0 ? (
        <EmptyList>No testimonials yet. Add the first one.</EmptyList>
      ) : (
        <>
          {reorder.status}
          <AdminTable
            caption="Testimonials"
            columns={[
              ORDER_COLUMN,
              { label: 'Client' },
              { label: 'Project', wide: true },
              { label: 'Quote', wide: true },
              { label: 'Actions', alignEnd: true },
            ]}
          >
            {testimonials.map((testimonial, index) => {
              const deleting = deletingId === testimonial.id;
              return reorder.row(
                testimonial,
                index,
                deleting,
                <>
                  <td className={cellClass()}>
                    <span className="block font-medium text-slate-900">{testimonial.client_name}</span>
                    {testimonial.client_role && (
                      <span className="block text-xs text-slate-500">{testimonial.client_role}</span>
                    )}
                  </td>
                  <td className={cellClass(true)}>{testimonial.expand?.project?.title ?? '—'}</td>
                  <td className={`${cellClass(true)} max-w-md`}>
                    <span className="line-clamp-2">{testimonial.quote}</span>
                  </td>
                  <td className={cellClass()}>
                    <RowActions
                      itemName={`testimonial by ${testimonial.client_name}`}
                      editTo={paths.admin.testimonialEdit.getHref(testimonial.id)}
                      onDelete={() => void handleDelete(testimonial.id)}
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
