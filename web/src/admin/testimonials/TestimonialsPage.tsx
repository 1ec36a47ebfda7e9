import { useEffect } from 'react';
import { paths } from '../../lib/paths';
import { useTestimonialsStore } from '../../stores/testimonials';
import { ListScreen } from '../kit/ListScreen';

export const DELETE_TESTIMONIAL_CONFIRM = 'Are you sure you want to delete this testimonial?';
export const DELETE_TESTIMONIAL_FAILED = 'There was an error deleting the testimonial. Please try again.';

/** Testimonials list: Client, Project, Quote, Actions; in the staff's order. */
export function TestimonialsPage() {
  const loading = useTestimonialsStore((s) => s.loading);
  const failed = useTestimonialsStore((s) => s.failed);
  const testimonials = useTestimonialsStore((s) => s.testimonials);
  const load = useTestimonialsStore((s) => s.load);

  useEffect(() => {
    void load(true);
  }, [load]);

  return (
    <ListScreen
      title="Manage Testimonials"
      intro="The first three are shown on the home page; one linked to a project also shows on that project's page."
      add={{ to: paths.admin.testimonialNew.getHref(), label: 'Add New Testimonial' }}
      content="testimonials"
      noun="testimonials"
      items={testimonials}
      loading={loading && testimonials.length === 0}
      failed={failed && testimonials.length === 0}
      retry={() => load(true)}
      columns={[
        {
          label: 'Client',
          cell: (testimonial) => (
            <>
              <span className="block font-medium text-slate-900">{testimonial.client_name}</span>
              {testimonial.client_role && (
                <span className="block text-xs text-slate-500">{testimonial.client_role}</span>
              )}
            </>
          ),
        },
        { label: 'Project', wide: true, cell: (testimonial) => testimonial.expand?.project?.title ?? '—' },
        {
          label: 'Quote',
          wide: true,
          className: 'max-w-md',
          cell: (testimonial) => <span className="line-clamp-2">{testimonial.quote}</span>,
        },
      ]}
      nameOf={(testimonial) => `testimonial by ${testimonial.client_name}`}
      remove={{
        confirmText: DELETE_TESTIMONIAL_CONFIRM,
        failureText: DELETE_TESTIMONIAL_FAILED,
        deletedText: 'Testimonial deleted.',
      }}
      actionsOf={(testimonial) => ({ editTo: paths.admin.testimonialEdit.getHref(testimonial.id) })}
    />
  );
}
