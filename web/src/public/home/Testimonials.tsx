import { FaQuoteLeft } from 'react-icons/fa';
import { fileUrl, srcSet } from '../../lib/files';
import { THUMBS } from '@shared/images';
import type { Testimonial } from '../../lib/types';
import { useSite } from '../site/SiteContext';
import { Container } from '../layout/Container';
import { SectionHeading } from '../layout/SectionHeading';
import { fallbackLang, Localized, useWords } from '../site/Localized';

/** How many testimonials the home page shows. */
export const HOME_TESTIMONIALS = 3;

/** "Nimal Perera" → "NP": stands in for a missing photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('');
}

function ClientPhoto({ testimonial }: { testimonial: Testimonial }) {
  const src = fileUrl(testimonial, testimonial.photo, '96x96');
  if (!src) {
    return (
      <span
        aria-hidden="true"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-900 font-bold text-amber-400"
      >
        {initials(testimonial.client_name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet(testimonial, testimonial.photo, THUMBS.testimonials.photo) || undefined}
      sizes="48px"
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className="h-12 w-12 shrink-0 rounded-full object-cover"
    />
  );
}

/** One testimonial: the quote, then who said it (photo or initials, name, role). */
export function TestimonialCard({ testimonial, dark = false }: { testimonial: Testimonial; dark?: boolean }) {
  return (
    <figure
      className={`flex h-full flex-col rounded-2xl p-6 sm:p-8 ${dark ? 'bg-brand-900 text-white' : 'border border-slate-200 bg-white shadow-sm'}`}
    >
      <FaQuoteLeft aria-hidden="true" className="h-6 w-6 text-amber-500" />
      <blockquote
        lang={fallbackLang(testimonial, 'quote')}
        className={`mt-4 flex-1 text-lg leading-relaxed ${dark ? 'text-slate-100' : 'text-slate-700'}`}
      >
        <p className="whitespace-pre-line">{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <ClientPhoto testimonial={testimonial} />
        <span className="min-w-0">
          <span className={`block font-bold ${dark ? 'text-white' : 'text-brand-900'}`}>{testimonial.client_name}</span>
          {testimonial.client_role?.trim() && (
            <Localized
              record={testimonial}
              field="client_role"
              as="span"
              className={`block text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}
            />
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** Home: what clients say (the newest few). Hidden entirely when there are none. */
export function TestimonialsSection() {
  const { testimonials } = useSite();
  const words = useWords().home;
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="below-fold bg-slate-50 py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          eyebrow={words.testimonialsEyebrow}
          title={words.testimonialsTitle}
          intro={words.testimonialsIntro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.slice(0, HOME_TESTIMONIALS).map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** A project page: the client's words about that project, when there are any. */
export function ProjectTestimonial({ projectId }: { projectId: string }) {
  const testimonial = useSite().testimonials.find((t) => t.project === projectId);
  const words = useWords().home;
  if (!testimonial) return null;
  return (
    <section aria-labelledby="project-testimonial-heading" className="lg:col-start-1">
      <h2 id="project-testimonial-heading" className="sr-only">
        {words.clientSays}
      </h2>
      <TestimonialCard testimonial={testimonial} dark />
    </section>
  );
}
