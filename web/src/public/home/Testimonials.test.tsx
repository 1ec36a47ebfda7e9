import { render, screen } from '@testing-library/react';
import type { Testimonial } from '../../lib/types';
import { useTestimonialsStore } from '../../stores/testimonials';
import { initials, ProjectTestimonial, TestimonialsSection } from './Testimonials';

function testimonial(over: Partial<Testimonial>): Testimonial {
  return {
    id: 't1',
    collectionId: 'pbc_t',
    collectionName: 'testimonials',
    created: '2026-01-01 00:00:00.000Z',
    updated: '2026-01-01 00:00:00.000Z',
    client_name: 'Nimal Perera',
    client_role: 'Home owner, Kandy',
    project: '',
    quote: 'Built right, on time.',
    photo: '',
    ...over,
  };
}

/** The store as if already loaded, so no request is made. */
function loaded(testimonials: Testimonial[]) {
  useTestimonialsStore.setState({ testimonials, loading: false, loaded: true });
}

describe('TestimonialsSection', () => {
  it('is not shown at all when there are no testimonials', () => {
    loaded([]);
    const { container } = render(<TestimonialsSection />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the newest three: quote, name, role, photo or initials', () => {
    loaded([
      testimonial({ id: 'a', client_name: 'Anoma Silva', photo: 'anoma.jpg' }),
      testimonial({ id: 'b', client_name: 'Ruwan Abeysekera', client_role: '' }),
      testimonial({ id: 'c', client_name: 'Kasun', quote: 'Great team.' }),
      testimonial({ id: 'd', client_name: 'Fourth Client' }),
    ]);
    render(<TestimonialsSection />);
    expect(screen.getByRole('region', { name: 'What Our Clients Say' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Fourth Client')).not.toBeInTheDocument();
    expect(screen.getByText('Great team.')).toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('src')).toContain('anoma.jpg?thumb=96x96');
    expect(screen.getByText('RA')).toBeInTheDocument();
  });
});

describe('ProjectTestimonial', () => {
  it('shows the testimonial linked to the project, nothing for other projects', () => {
    loaded([testimonial({ project: 'p1', quote: 'Our villa is perfect.' })]);
    const { rerender, container } = render(<ProjectTestimonial projectId="p2" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ProjectTestimonial projectId="p1" />);
    expect(screen.getByText('Our villa is perfect.')).toBeInTheDocument();
  });
});

it('initials takes the first and last words', () => {
  expect(initials('Dilani & Suresh Fernando')).toBe('DF');
  expect(initials(' anoma ')).toBe('A');
});
