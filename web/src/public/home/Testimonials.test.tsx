import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Testimonial } from '../../lib/types';
import { SiteProvider } from '../site/SiteContext';
import { testSite } from '../testing/renderDocument';
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

/** Renders `ui` in a document whose site data has `testimonials`. */
function renderWith(testimonials: Testimonial[], ui: ReactNode) {
  const site = testSite('/', { testimonials });
  const view = render(<SiteProvider site={site}>{ui}</SiteProvider>);
  return {
    ...view,
    rerender: (next: ReactNode) => view.rerender(<SiteProvider site={site}>{next}</SiteProvider>),
  };
}

describe('TestimonialsSection', () => {
  it('is not shown at all when there are no testimonials', () => {
    const { container } = renderWith([], <TestimonialsSection />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the newest three: quote, name, role, photo or initials', () => {
    renderWith(
      [
        testimonial({ id: 'a', client_name: 'Anoma Silva', photo: 'anoma.jpg' }),
        testimonial({ id: 'b', client_name: 'Ruwan Abeysekera', client_role: '' }),
        testimonial({ id: 'c', client_name: 'Kasun', quote: 'Great team.' }),
        testimonial({ id: 'd', client_name: 'Fourth Client' }),
      ],
      <TestimonialsSection />,
    );
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
    const { rerender, container } = renderWith(
      [testimonial({ project: 'p1', quote: 'Our villa is perfect.' })],
      <ProjectTestimonial projectId="p2" />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<ProjectTestimonial projectId="p1" />);
    expect(screen.getByText('Our villa is perfect.')).toBeInTheDocument();
  });
});

it('initials takes the first and last words', () => {
  expect(initials('Dilani & Suresh Fernando')).toBe('DF');
  expect(initials(' anoma ')).toBe('A');
});
